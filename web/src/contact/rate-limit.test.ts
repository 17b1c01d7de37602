import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit';

const minute = 60_000;

describe('createRateLimiter: a sliding window per client', () => {
  it('allows the limit, refuses the next one and says when to come back', () => {
    const limiter = createRateLimiter({ limit: 5, windowMs: 10 * minute });
    for (let i = 0; i < 5; i++) expect(limiter.hit('1.2.3.4', `m${i}`, i * minute)).toEqual({ allowed: true });
    expect(limiter.hit('1.2.3.4', 'm5', 5 * minute)).toEqual({ allowed: false, retryAfterMs: 5 * minute });
  });

  it('slides: the oldest message leaves the window and makes room for one more', () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 10 * minute });
    limiter.hit('ip', 'a', 0);
    limiter.hit('ip', 'b', 4 * minute);
    expect(limiter.hit('ip', 'c', 9 * minute).allowed).toBe(false);
    expect(limiter.hit('ip', 'c', 10 * minute).allowed).toBe(true);
    expect(limiter.hit('ip', 'd', 11 * minute)).toEqual({ allowed: false, retryAfterMs: 3 * minute });
  });

  it('never counts a retry of the same message twice, even at the limit', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: minute });
    expect(limiter.hit('ip', 'same', 0).allowed).toBe(true);
    expect(limiter.hit('ip', 'same', 1000).allowed).toBe(true);
    expect(limiter.hit('ip', 'other', 2000).allowed).toBe(false);
  });

  it('counts each client on its own', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: minute });
    expect(limiter.hit('a', 'x', 0).allowed).toBe(true);
    expect(limiter.hit('b', 'y', 0).allowed).toBe(true);
    expect(limiter.hit('a', 'z', 0).allowed).toBe(false);
  });

  it('keeps at most maxClients, dropping the least recently seen', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: minute }, { maxClients: 2 });
    limiter.hit('a', 'x', 0);
    limiter.hit('b', 'x', 1);
    limiter.hit('c', 'x', 2);
    // `a` was forgotten: it may send again; `c` is still counted.
    expect(limiter.hit('a', 'y', 3).allowed).toBe(true);
    expect(limiter.hit('c', 'y', 4).allowed).toBe(false);
  });
});
