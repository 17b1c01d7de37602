import { describe, expect, it } from 'vitest';
import { CHUNK_LOADER } from '../src/config/first-paint';
import { firstPaint, scriptsAfterPaint } from './first-paint';

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
  it('makes Next’s chunk scripts inert and adds the loader last in <body>; nothing else moves', () => {
    const html = scriptsAfterPaint(Buffer.from(page)).toString();
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
    // Stylesheets stay links: the first paint waits for them, as before.
    expect(first.toString()).toContain(link('/_next/static/chunks/a.css'));
  });
});
