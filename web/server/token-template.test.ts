import { deflateRawSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { TokenTemplate } from './token-template';

const page = (n: number) => Buffer.from('<p>Vitrine, a portfolio in three languages.</p>'.repeat(n));

describe('TokenTemplate', () => {
  it.each([
    ['a page on both sides', page(300), page(200), 'abc.def.ghi'],
    ['nothing before', Buffer.alloc(0), page(50), 'x'],
    ['nothing after', page(50), Buffer.alloc(0), 'x'],
    ['an empty value', page(10), page(10), ''],
    ['a value longer than one stored block', page(10), page(10), 'v'.repeat(70_000)],
    ['text that repeats across the cut', page(100), page(100), '<p>Vitrine, a portfolio'],
    ['a NUL in the second half', page(100), Buffer.concat([page(10), Buffer.from([0, 0, 0]), page(10)]), 'abc'],
    ['a value of nearly the whole window', page(100), page(100), 'v'.repeat(32 * 1024 - 3)],
    ['a first half longer than the window', page(2000), page(100), 'abc'],
  ])('joins %s into one gzip member that decodes to the whole page', (_name, before, after, value) => {
    const template = new TokenTemplate(before, after);
    const token = Buffer.from(value);
    const expected = Buffer.concat([before, token, after]);
    expect(Buffer.concat(template.plain(token))).toEqual(expected);
    const gzip = Buffer.concat(template.gzip(token));
    // gunzip checks the CRC-32 and the length in the trailer, and refuses anything after the member.
    expect(gunzipSync(gzip)).toEqual(expected);
  });

  it('lets the second half point back into the first, over the value', () => {
    const half = Buffer.from([...Array(400).keys()].map((n) => `<li class="item-${n}">${n * 7919}</li>`).join(''));
    const joined = Buffer.concat(new TokenTemplate(half, half).gzip(Buffer.from('t'.repeat(85))));
    const apart = deflateRawSync(half, { level: 9 }).length * 2;
    expect(joined.length).toBeLessThan(apart * 0.6);
  });

  it('compresses the page: a response is barely larger than the value', () => {
    const template = new TokenTemplate(page(500), page(500));
    const one = Buffer.concat(template.gzip(Buffer.from('a'.repeat(60))));
    const other = Buffer.concat(template.gzip(Buffer.from('b'.repeat(60))));
    expect(one.length).toBe(other.length);
    expect(one.length).toBeLessThan(page(1000).length / 20);
    expect(one).not.toEqual(other);
  });

  it('hands out the page it holds, not a copy of it, around each value', () => {
    const before = page(100);
    const after = page(100);
    const template = new TokenTemplate(before, after);
    const [first, , last] = template.plain(Buffer.from('abc'));
    expect(first).toBe(before);
    expect(last).toBe(after);
    const gzip = template.gzip(Buffer.from('abc'));
    expect(template.gzip(Buffer.from('xyz'))[0]).toBe(gzip[0]);
  });
});
