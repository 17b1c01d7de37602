import { describe, expect, it } from 'vitest';
import { PREFETCH } from './navigation';

// The product's numbers; a change here is a product change.
describe('navigation constants', () => {
  it('at most 4 prefetches at once; none with Save-Data or on 2g and slow-2g', () => {
    expect(PREFETCH.maxConcurrent).toBe(4);
    expect([...PREFETCH.slowConnections].sort()).toEqual(['2g', 'slow-2g']);
  });
});
