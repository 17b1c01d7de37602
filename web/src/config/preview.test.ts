import { describe, expect, it } from 'vitest';
import { CONTENT_TIMEOUT_MS, RETRY } from './http';
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

  it('the second mark waits out a render that began before the webhook: two content requests of 10 s, and 5 s to render', () => {
    expect(CONTENT_TIMEOUT_MS).toBe(10_000);
    expect(RETRY.retries).toBe(1);
    expect(REVALIDATE.settleMs).toBe(25_000);
  });
});
