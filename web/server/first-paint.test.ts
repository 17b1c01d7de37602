import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CHUNK_LOADER } from '../src/config/first-paint';
import { firstPaint, inlineStylesheets, rebaseUrls, scriptsAfterPaint, stylesheetsIn } from './first-paint';

const link = (href: string) => `<link rel="stylesheet" href="${href}" data-precedence="next"/>`;
const chunk = (name: string) => `<script src="/_next/static/chunks/${name}.js" async=""></script>`;
const inert = (name: string) => `<script type="vitrine/chunk" data-src="/_next/static/chunks/${name}.js"></script>`;
const flight = '<script>self.__next_f.push([1,"0:{}"])</script>';

/** A page shaped as Next writes one: stylesheets and chunks in <head>, the payload at the end of <body>. */
const page = [
  '<!DOCTYPE html><html><head>',
  '<link rel="preload" href="/_next/static/media/face.woff2" as="font" crossorigin="" type="font/woff2"/>',
  link('/_next/static/chunks/a.css'),
  link('/_next/static/chunks/b.css'),
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/late.js"/>',
  chunk('one'),
  chunk('turbopack-two'),
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '</head><body><p>Hello</p>',
  '<script src="https://elsewhere.example/x.js" async=""></script>',
  flight,
  '</body></html>',
].join('');

const styles: Record<string, string> = {
  '/_next/static/chunks/a.css': 'h1{color:red}',
  '/_next/static/chunks/b.css': '@font-face{src:url(../media/face.woff2)}',
};
const read = (href: string) => styles[href];

describe('inlineStylesheets', () => {
  it('puts each stylesheet’s text where its link was, in order, and keeps the link disabled', () => {
    const html = inlineStylesheets(page, read);
    const a = html.indexOf('<style data-href="/_next/static/chunks/a.css">h1{color:red}</style>');
    const b = html.indexOf(
      '<style data-href="/_next/static/chunks/b.css">@font-face{src:url(/_next/static/media/face.woff2)}</style>',
    );
    expect(a).toBeGreaterThan(-1);
    expect(b).toBeGreaterThan(a);
    expect(html).toContain(
      '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next" disabled=""/>',
    );
    expect(html).not.toContain(link('/_next/static/chunks/a.css'));
    // Preloads are not stylesheets.
    expect(html).toContain('<link rel="preload" href="/_next/static/media/face.woff2"');
  });

  it('leaves a link it cannot read, or whose text could end the element, as it is', () => {
    const unread = link('/_next/static/chunks/missing.css');
    expect(inlineStylesheets(unread, read)).toBe(unread);
    const closing = link('/_next/static/chunks/c.css');
    expect(inlineStylesheets(closing, () => 'a::after{content:"</style><script>x()</script>"}')).toBe(closing);
    expect(inlineStylesheets(closing, () => 'a::after{content:"</STYLE >"}')).toBe(closing);
  });
});

describe('rebaseUrls', () => {
  it.each([
    ['url(../media/f.woff2)', 'url(/_next/static/media/f.woff2)'],
    ['url("../media/f.woff2?v=1#x")', 'url("/_next/static/media/f.woff2?v=1#x")'],
    ["url( 'img/a.png' )", "url('/_next/static/chunks/img/a.png')"],
    ['url(/abs.png)', 'url(/abs.png)'],
    ['url(data:image/png;base64,AAAA)', 'url(data:image/png;base64,AAAA)'],
    ['url(https://cdn.example/a.png)', 'url(https://cdn.example/a.png)'],
    ['url(#filter)', 'url(#filter)'],
  ])('%s as read from /_next/static/chunks/s.css is %s inline', (css, expected) => {
    expect(rebaseUrls(css, '/_next/static/chunks/s.css')).toBe(expected);
  });
});

describe('scriptsAfterPaint', () => {
  it('makes Next’s chunk scripts inert and adds the loader last in <body>; nothing else moves', () => {
    const html = scriptsAfterPaint(page);
    expect(html).toContain(`${inert('one')}${inert('turbopack-two')}`);
    expect(html).not.toContain(chunk('one'));
    // Not Next's chunks, or not async: untouched.
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(html).toContain('<script src="https://elsewhere.example/x.js" async=""></script>');
    expect(html).toContain(`${flight}<script>${CHUNK_LOADER}</script></body></html>`);
    expect(
      html
        .replace(/<script type="vitrine\/chunk" data-src="([^"]+)">/g, '<script src="$1" async="">')
        .replace(`<script>${CHUNK_LOADER}</script>`, ''),
    ).toBe(page);
  });

  it('leaves a page without chunk scripts, or without a body end, as it is', () => {
    expect(scriptsAfterPaint('<html><body><p>x</p></body></html>')).toBe('<html><body><p>x</p></body></html>');
    const cut = page.slice(0, page.indexOf('</body>'));
    expect(scriptsAfterPaint(cut)).toBe(cut);
  });
});

describe('stylesheetsIn', () => {
  let dir: string | undefined;
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

  it('reads a stylesheet from the build’s static directory once, and nothing outside it', () => {
    dir = mkdtempSync(join(tmpdir(), 'first-paint-'));
    mkdirSync(join(dir, 'static', 'chunks'), { recursive: true });
    writeFileSync(join(dir, 'static', 'chunks', 's.css'), 'p{margin:0}');
    writeFileSync(join(dir, 'secret.css'), 'nope');
    const readIn = stylesheetsIn(join(dir, 'static'));
    expect(readIn('/_next/static/chunks/s.css')).toBe('p{margin:0}');
    writeFileSync(join(dir, 'static', 'chunks', 's.css'), 'changed');
    // A build's files never change: the first reading is kept.
    expect(readIn('/_next/static/chunks/s.css')).toBe('p{margin:0}');
    expect(readIn('/_next/static/../secret.css')).toBeUndefined();
    expect(readIn('/elsewhere/s.css')).toBeUndefined();
    expect(readIn('/_next/static/chunks/missing.css')).toBeUndefined();
  });
});

describe('firstPaint', () => {
  it('rewrites each answer once, and returns a page it does not change as it is', () => {
    let reads = 0;
    const rewrite = firstPaint((href) => (reads++, read(href)));
    const answer = Buffer.from(page);
    const first = rewrite(answer);
    expect(first.toString()).toContain('<style data-href="/_next/static/chunks/a.css">');
    expect(first.toString()).toContain(inert('one'));
    expect(rewrite(answer)).toBe(first);
    expect(reads).toBe(2);
    const plain = Buffer.from('<html><body>é</body></html>');
    expect(rewrite(plain)).toBe(plain);
  });
});
