import { describe, expect, it } from 'vitest';
import { previewPageHeaders, readPreviewPageHeaders } from './page-headers';

describe('preview page headers', () => {
  it.each([
    ['s3cret', '/en/about'],
    ['。evil.example', '/pt/credits?tag=javascript%3Aalert(1)'],
    ['a b&c=d%', '/fr/articles/notes/échelle'],
    ['', '/'],
  ])('carry %j and %j as Latin-1 header values and back', (secret, redirect) => {
    const headers = new Headers(previewPageHeaders(secret, redirect));
    expect(readPreviewPageHeaders(headers)).toEqual({ secret, redirect });
  });

  it('read a malformed or missing value as absent', () => {
    expect(
      readPreviewPageHeaders(
        new Headers({ 'x-vitrine-preview-secret': '%E0%A4%A', 'x-vitrine-preview-redirect': '%' }),
      ),
    ).toEqual({ secret: null, redirect: null });
    expect(readPreviewPageHeaders(new Headers())).toEqual({ secret: null, redirect: null });
  });
});
