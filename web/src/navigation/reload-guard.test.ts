import { describe, expect, it } from 'vitest';
import { RELOAD_GUARD } from '@/config/navigation';
import { claimReload, type GuardStorage } from './reload-guard';

/** sessionStorage's two methods over a Map. */
function memory(initial?: string): GuardStorage & { value(): string | undefined } {
  const map = new Map<string, string>(initial === undefined ? [] : [[RELOAD_GUARD.storageKey, initial]]);
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    value: () => map.get(RELOAD_GUARD.storageKey),
  };
}

const T = 1_700_000_000_000;

describe('claimReload: a path reloads by itself at most once per window', () => {
  it('allows the first reload and remembers it', () => {
    const storage = memory();
    expect(claimReload(storage, '/en/about', T)).toBe(true);
    expect(JSON.parse(storage.value()!)).toEqual({ path: '/en/about', at: T });
  });

  it.each([
    ['the same path, at once', '/en/about', 0, false],
    ['the same path, just inside the window', '/en/about', RELOAD_GUARD.windowMs - 1, false],
    ['the same path, once the window is over', '/en/about', RELOAD_GUARD.windowMs, true],
    ['another path, at once', '/en/contact', 0, true],
    ['the same path with another query, at once', '/en/about?x=1', 0, true],
    ['the same path, when the clock went back', '/en/about', -60_000, true],
  ])('then %s → %s', (_, path, after, allowed) => {
    const storage = memory();
    claimReload(storage, '/en/about', T);
    expect(claimReload(storage, path, T + after)).toBe(allowed);
  });

  it('a refused reload does not extend the window', () => {
    const storage = memory();
    claimReload(storage, '/en/about', T);
    expect(claimReload(storage, '/en/about', T + 5_000)).toBe(false);
    expect(claimReload(storage, '/en/about', T + RELOAD_GUARD.windowMs)).toBe(true);
  });

  it('the visitor’s own navigation always goes through, and counts', () => {
    const storage = memory();
    claimReload(storage, '/en/about', T);
    expect(claimReload(storage, '/en/about', T + 1, true)).toBe(true);
    expect(claimReload(storage, '/en/about', T + 2)).toBe(false);
  });

  it.each(['not json', '{"path":"/en/about","at":"x"}', '{"path":"/en/about"}', 'null', '[]', '7'])(
    'reads a damaged record %j as none',
    (stored) => {
      expect(claimReload(memory(stored), '/en/about', T)).toBe(true);
    },
  );

  it('without storage (or when writing fails) it does not reload by itself: it could not stop a loop', () => {
    const full: GuardStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(claimReload(null, '/en/about', T)).toBe(false);
    expect(claimReload(full, '/en/about', T)).toBe(false);
    expect(claimReload(null, '/en/about', T, true)).toBe(true);
  });
});
