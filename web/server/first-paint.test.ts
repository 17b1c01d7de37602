import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CHUNK_LOADER } from '../src/config/first-paint';
import { absoluteUrls, firstPaint, scriptsAfterPaint, stylesInline } from './first-paint';

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

describe('scriptsAfterPaint', () => {
  it('makes Next’s chunk scripts inert, drops its chunk preload and adds the loader last in <body>; nothing else moves', () => {
    const html = scriptsAfterPaint(Buffer.from(page)).toString();
    expect(html).toContain(`${inert('one')}${inert('turbopack-two')}`);
    expect(html).not.toContain(chunk('one'));
    // The chunk Next preloads is fetched by the loader after the paint, like the others.
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).toContain('<link rel="preload" href="/_next/static/media/face.woff2" as="font"');
    // Not Next's chunks, or not async: untouched.
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(html).toContain('<script src="https://elsewhere.example/x.js" async=""></script>');
    expect(html).toContain(`${flight}<script>${CHUNK_LOADER}</script></body></html>`);
    expect(
      html
        .replace(/<script type="vitrine\/chunk" data-src="([^"]+)">/g, '<script src="$1" async="">')
        .replace(`<script>${CHUNK_LOADER}</script>`, ''),
    ).toBe(
      page.replace('<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/late.js"/>', ''),
    );
  });

  it('keeps a script preload that is not of Next’s chunks, and one in a page it does not rewrite', () => {
    const elsewhere = '<link rel="preload" as="script" fetchPriority="low" href="https://elsewhere.example/x.js"/>';
    const other = '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/media/x.js"/>';
    const withOthers = page.replace('</head>', `${elsewhere}${other}</head>`);
    const html = scriptsAfterPaint(Buffer.from(withOthers)).toString();
    expect(html).toContain(`${elsewhere}${other}</head>`);
    const noChunks = Buffer.from(
      '<html><head><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/></head><body></body></html>',
    );
    expect(scriptsAfterPaint(noChunks)).toBe(noChunks);
  });

  it('leaves a page without chunk scripts, or without a body end, as it is', () => {
    const plain = Buffer.from('<html><body><p>x</p></body></html>');
    expect(scriptsAfterPaint(plain)).toBe(plain);
    const cut = page.slice(0, page.indexOf('</body>'));
    const cutBytes = Buffer.from(cut);
    expect(scriptsAfterPaint(cutBytes)).toBe(cutBytes);
  });
});

describe('firstPaint', () => {
  it('rewrites each answer once, and returns a page it does not change as it is', () => {
    const rewrite = firstPaint();
    const answer = Buffer.from(page);
    const first = rewrite(answer);
    expect(first.toString()).toContain(inert('one'));
    expect(rewrite(answer)).toBe(first);
    const plain = Buffer.from('<html><body>é</body></html>');
    expect(rewrite(plain)).toBe(plain);
    // Without the build's directory there is no stylesheet to inline: they stay links.
    expect(first.toString()).toContain(link('/_next/static/chunks/a.css'));
  });

  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  /** A build directory with these files under static/chunks/. */
  const build = (files: Record<string, string>) => {
    const dir = mkdtempSync(join(tmpdir(), 'vitrine-first-paint-'));
    dirs.push(dir);
    mkdirSync(join(dir, 'static', 'chunks'), { recursive: true });
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, 'static', 'chunks', name), text);
    return dir;
  };

  it('inlines the build’s stylesheets, each file read once', () => {
    const dir = build({ 'a.css': 'a{color:red}', 'b.css': '@font-face{src:url(../media/f.woff2)}' });
    const rewrite = firstPaint(dir);
    const html = rewrite(Buffer.from(page)).toString();
    expect(html).toContain(`${disabledLink('/_next/static/chunks/a.css')}<style>a{color:red}</style>`);
    expect(html).toContain('<style>@font-face{src:url(/_next/static/media/f.woff2)}</style>');
    expect(html).toContain(inert('one'));
    // Read once: a file gone since still comes inline on the next page.
    rmSync(join(dir, 'static', 'chunks', 'a.css'));
    expect(rewrite(Buffer.from(`${page} `)).toString()).toContain('<style>a{color:red}</style>');
  });

  it('keeps the link of a stylesheet it cannot read or must not inline', () => {
    const dir = build({ 'a.css': 'a::after{content:"</style><script>x()</script>"}' });
    const html = firstPaint(dir)(Buffer.from(page)).toString();
    expect(html).toContain(link('/_next/static/chunks/a.css'));
    expect(html).toContain(link('/_next/static/chunks/b.css'));
    expect(html).not.toContain('<style>');
  });
});

const disabledLink = (href: string) => `<link rel="stylesheet" href="${href}" data-precedence="next" disabled=""/>`;

describe('stylesInline', () => {
  const css = (href: string) => ({ '/_next/static/chunks/a.css': 'p{margin:0}' })[href];

  it('puts each known stylesheet in a <style> where its link was, the link kept disabled; nothing else moves', () => {
    const html = stylesInline(Buffer.from(page), css).toString();
    expect(html).toContain(
      `${disabledLink('/_next/static/chunks/a.css')}<style>p{margin:0}</style>${link('/_next/static/chunks/b.css')}`,
    );
    expect(html.replace(' disabled=""', '').replace('<style>p{margin:0}</style>', '')).toBe(page);
  });

  it('keeps a deployment query on the link, and the bytes of text that is not ASCII', () => {
    const withQuery = page.replace('a.css"', 'a.css?dpl=abc"').replace('Hello', 'Olá, é');
    // The file's bytes, as read (latin1): they go out as they are, UTF-8 included.
    const sheet = Buffer.from('q::before{content:"«"}').toString('latin1');
    const html = stylesInline(Buffer.from(withQuery), (href) =>
      href === '/_next/static/chunks/a.css' ? sheet : undefined,
    );
    expect(html.toString()).toContain(
      `${disabledLink('/_next/static/chunks/a.css?dpl=abc')}<style>q::before{content:"«"}</style>`,
    );
    expect(html.toString()).toContain('<p>Olá, é</p>');
  });

  it('returns a page without a stylesheet it knows in <head> as it is', () => {
    const answer = Buffer.from(page);
    expect(stylesInline(answer, () => undefined)).toBe(answer);
    const inBody = Buffer.from(`<html><head></head><body>${link('/_next/static/chunks/a.css')}</body></html>`);
    expect(stylesInline(inBody, css)).toBe(inBody);
  });
});

describe('absoluteUrls', () => {
  it('resolves relative urls from the stylesheet’s own path, and leaves the others', () => {
    const href = '/_next/static/chunks/x.css';
    expect(absoluteUrls('a{b:url(../media/f.woff2)}', href)).toBe('a{b:url(/_next/static/media/f.woff2)}');
    expect(absoluteUrls(`a{b:url("i.svg#x")}`, href)).toBe(`a{b:url("/_next/static/chunks/i.svg#x")}`);
    const kept = 'a{b:url(/x.png);c:url(data:image/png;base64,AA==);d:url(#m);e:url(https://e.example/f)}';
    expect(absoluteUrls(kept, href)).toBe(kept);
  });
});
