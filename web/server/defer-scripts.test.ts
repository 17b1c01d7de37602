import { describe, expect, it } from 'vitest';
import { deferChunkScripts } from './defer-scripts';

const chunk = (name: string, attributes = ' async=""') =>
  `<script src="/_next/static/chunks/${name}"${attributes}></script>`;

// The shape of a page as Next and React write it: chunks in <head>, the bootstrap chunk in <body>.
const page = [
  '<!DOCTYPE html><html lang="en"><head>',
  '<link rel="stylesheet" href="/_next/static/chunks/2kpr_icqcjeo_.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/44is5unny0ti1.js"/>',
  chunk('1k2w3nq2-wg_-.js'),
  chunk('turbopack-077hmtqrhcoji.js'),
  chunk('0cz1d0mv5g_q7.js', ' noModule=""'),
  '<script>document.documentElement.dataset.theme="dark"</script>',
  '</head><body><h1>Hello</h1>',
  chunk('44is5unny0ti1.js'),
  // The payload names chunks too, inside an inline script's data: never touched.
  '<script>self.__next_f.push([1,"1:I[\\"/_next/static/chunks/3d7xoecyee41z.js\\"]"])</script>',
  '</body></html>',
].join('');

describe('deferChunkScripts', () => {
  it("defers Next's async chunk scripts, in <head> and <body>, and changes nothing else", () => {
    const input = Buffer.from(page);
    const out = deferChunkScripts(input).toString();
    expect(out).toBe(page.replaceAll(' async=""></script>', ' defer=""></script>'));
    expect(out).toContain(chunk('1k2w3nq2-wg_-.js', ' defer=""'));
    expect(out).toContain(chunk('turbopack-077hmtqrhcoji.js', ' defer=""'));
    expect(out).toContain(chunk('44is5unny0ti1.js', ' defer=""'));
    expect(out).not.toContain('async=""');
    expect(out).toHaveLength(page.length);
  });

  it('leaves the page it was given as it was (a kept copy is finished again for the next response)', () => {
    const input = Buffer.from(page);
    deferChunkScripts(input);
    expect(input.toString()).toBe(page);
  });

  it.each([
    ['a page with no chunk script', '<html><body><script>self.__next_f.push([0])</script></body></html>'],
    ['the no-module polyfill (never run by a browser that runs the rest)', chunk('0cz1d0mv5g_q7.js', ' noModule=""')],
    ['a script from elsewhere', '<script src="/vendor/x.js" async=""></script>'],
    ['a chunk with other attributes', chunk('a.js', ' async="" integrity="sha384-x"')],
    ['a chunk whose name is not a file name', chunk('a"onload="x.js')],
    ['a tag cut short', '<script src="/_next/static/chunks/a.js" asy'],
  ])('returns %s unchanged, the same buffer', (_, html) => {
    const input = Buffer.from(html);
    expect(deferChunkScripts(input)).toBe(input);
  });

  it('keeps a deployment query on the chunk', () => {
    const html = chunk('a.js?dpl=dpl_123');
    expect(deferChunkScripts(Buffer.from(html)).toString()).toBe(chunk('a.js?dpl=dpl_123', ' defer=""'));
  });
});
