import { describe, expect, it } from 'vitest';
import { PREFETCH, RELOAD_GUARD } from './navigation';

// The product's numbers; a change here is a product change.
describe('navigation constants', () => {
  it('a page reloads itself at most once per path every 10 seconds, remembered per tab', () => {
    expect(RELOAD_GUARD).toEqual({ windowMs: 10_000, storageKey: 'vitrine:reload' });
  });

  it('at most 4 prefetches at once; none with Save-Data or on 2g and slow-2g', () => {
    expect(PREFETCH.maxConcurrent).toBe(4);
    expect([...PREFETCH.slowConnections].sort()).toEqual(['2g', 'slow-2g']);
  });
});
