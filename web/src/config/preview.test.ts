import { describe, expect, it } from 'vitest';
import { PREVIEW, REVALIDATE } from './preview';

describe('preview constants', () => {
  it('a preview session lasts 8 hours; both cookies carry the same lifetime', () => {
    expect(PREVIEW.sessionMaxAgeSeconds).toBe(28_800);
  });

  it('the draft-mode cookie is the one Next.js reads', () => {
    expect(PREVIEW.draftModeCookie).toBe('__prerender_bypass');
  });

  it('revalidated pages are served stale while they render again (an outage never turns them into errors)', () => {
    expect(REVALIDATE.profile).toBe('max');
  });
});
