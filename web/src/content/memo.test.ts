import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetLogThrottles } from '@/log';
import { sharedState } from '@/shared-state';
import { clearMemo, expireMemo, memoized } from './memo';

let time = 0;
const options = { tags: ['type:page'], ttlMs: 1000, now: () => time };

beforeEach(() => {
  clearMemo();
  resetLogThrottles();
  time = 0;
});

describe('memoized', () => {
  it('loads once, shares a load in flight, and serves the copy while it is fresh', async () => {
    const load = vi.fn(async () => 'v1');
    expect(await Promise.all([memoized('k', load, options), memoized('k', load, options)])).toEqual(['v1', 'v1']);
    time = 999;
    await memoized('k', load, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('after the ttl, serves the old copy at once and refreshes in the background', async () => {
    let value = 'v1';
    const load = vi.fn(async () => value);
    await memoized('k', load, options);
    value = 'v2';
    time = 1000;
    expect(await memoized('k', load, options)).toBe('v1');
    await Promise.resolve();
    await Promise.resolve();
    expect(await memoized('k', load, options)).toBe('v2');
  });

  it('once a tag is expired (the webhook), the next read waits for fresh content', async () => {
    let value = 'v1';
    const load = vi.fn(async () => value);
    await memoized('k', load, options);
    value = 'v2';
    expireMemo(['type:article']);
    expect(await memoized('k', load, options)).toBe('v1');
    expireMemo(['type:page']);
    expect(await memoized('k', load, options)).toBe('v2');
  });

  it('a tag marked by another instance (the shared tag marks) expires the copy here too', async () => {
    let value = 'v1';
    const load = vi.fn(async () => value);
    await memoized('k', load, options);
    value = 'v2';
    await sharedState().markTags({ 'type:article': { stale: Date.now() } });
    expect(await memoized('k', load, options)).toBe('v1');
    await sharedState().markTags({ 'type:page': { stale: Date.now() } });
    expect(await memoized('k', load, options)).toBe('v2');
  });

  it('a mark while a refresh runs makes that refresh not enough: the next read refreshes again', async () => {
    let release: (value: string) => void = () => {};
    const load = vi
      .fn<() => Promise<string>>()
      .mockResolvedValueOnce('v1')
      .mockImplementationOnce(() => new Promise((resolve) => (release = resolve)))
      .mockResolvedValueOnce('v3');
    await memoized('k', load, options);
    expireMemo(['type:page']);
    const reading = memoized('k', load, options);
    await Promise.resolve();
    expireMemo(['type:page']); // published again while the first refresh reads
    release('v2');
    expect(await reading).toBe('v2');
    expect(await memoized('k', load, options)).toBe('v3');
  });

  it('when a refresh fails, keeps the last good copy and logs once a minute', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = false;
    const load = vi.fn(async () => {
      if (fail) throw new Error('CMS down');
      return 'good';
    });
    await memoized('k', load, options);
    fail = true;
    for (let i = 0; i < 5; i++) {
      expireMemo(['type:page']);
      expect(await memoized('k', load, options)).toBe('good');
    }
    expect(load).toHaveBeenCalledTimes(6);
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]![0])).toMatch(/serving the last good copy: CMS down/);
    error.mockRestore();
  });

  it('with no copy at all, a failure reaches the caller', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(memoized('k', async () => Promise.reject(new Error('down')), options)).rejects.toThrow('down');
    error.mockRestore();
  });
});

describe('memoized with a kept copy', () => {
  it('a process that starts while the CMS is down serves the copy the last good read left in the file', async () => {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dir = mkdtempSync(join(tmpdir(), 'vitrine-memo-'));
    const persist = join(dir, 'index.json');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await memoized('k', async () => ({ pages: ['a'] }), { ...options, persist });
      await vi.waitFor(async () => expect((await import('node:fs')).existsSync(persist)).toBe(true));
      clearMemo(); // a restart
      const down = async () => Promise.reject(new Error('CMS down'));
      expect(await memoized('k', down, { ...options, persist })).toEqual({ pages: ['a'] });
      clearMemo();
      rmSync(persist);
      await expect(memoized('k', down, { ...options, persist })).rejects.toThrow('CMS down');
    } finally {
      error.mockRestore();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('memoized with a shared state', () => {
  const STATE = Symbol.for('vitrine.shared-state');
  const slots = globalThis as unknown as Record<symbol, unknown>;

  it('an instance that starts while the CMS is down, with no file, serves the copy another instance kept', async () => {
    const { createProcessState } = await import('@/shared-state/process');
    // The process state standing in for Redis: what one "instance" stores there, the next one reads.
    const redis = Object.assign(Object.create(createProcessState()) as object, { shared: true });
    const before = slots[STATE];
    slots[STATE] = redis;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(await memoized('k', async () => ({ pages: ['a'] }), options)).toEqual({ pages: ['a'] });
      await vi.waitFor(async () => expect(await sharedState().get('memo:k')).not.toBeNull());
      clearMemo(); // another instance, started while the CMS is down
      const down = async () => Promise.reject(new Error('CMS down'));
      expect(await memoized('k', down, options)).toEqual({ pages: ['a'] });
      expect(String(error.mock.calls[0]![0])).toMatch(/serving the last good copy: CMS down/);

      // Without a shared state (no REDIS_URL) nothing is kept there: the failure reaches the caller.
      slots[STATE] = undefined;
      clearMemo();
      await expect(memoized('k', down, options)).rejects.toThrow('CMS down');
    } finally {
      error.mockRestore();
      slots[STATE] = before;
    }
  });
});
