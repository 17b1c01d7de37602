import { describe, expect, it } from 'vitest';
import { sameSitePath } from './redirect';

describe('sameSitePath: paths on this site are kept, normalized', () => {
  it.each([
    ['/', '/'],
    ['/en', '/en'],
    ['/fr/articles/concevoir-le-calme', '/fr/articles/concevoir-le-calme'],
    ['/pt/estudio/processo?tab=2#top', '/pt/estudio/processo?tab=2#top'],
    ['/en/../fr/about', '/fr/about'],
    ['/en/articles/caf%C3%A9', '/en/articles/caf%C3%A9'],
    ['/en/articles/a%2Fb', '/en/articles/a%2Fb'],
  ])('%s → %s', (value, expected) => {
    expect(sameSitePath(value)).toBe(expected);
  });
});

describe('sameSitePath: anything a browser could resolve to another host is refused', () => {
  it.each([
    [null],
    [undefined],
    [''],
    ['en/about'],
    ['https://evil.example/'],
    ['http:/evil.example'],
    ['javascript:alert(1)'],
    ['data:text/html,hi'],
    ['//evil.example'],
    ['//evil.example/en'],
    ['///evil.example'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    [' //evil.example'],
    ['/%2F%2Fevil.example'],
    ['/%2f/evil.example'],
    ['%2F%2Fevil.example'],
    ['/%5Cevil.example'],
    ['/%5cevil.example'],
    ['/%09/evil.example'],
    ['/%252F%252Fevil.example'],
    ['/%25252F%25252Fevil.example'],
    ['/..//evil.example'],
    ['/.//evil.example'],
    ['/%E0%A4%A'],
    [`/${'a'.repeat(2048)}`],
  ])('%j', (value) => {
    expect(sameSitePath(value)).toBeNull();
  });
});
