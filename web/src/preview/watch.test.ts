import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDraftWatcher, fingerprintOf } from './watch';

afterEach(() => vi.useRealTimers());

describe('createDraftWatcher', () => {
  it('polls only while someone listens, and tells them when the drafts change', async () => {
    vi.useFakeTimers();
    let drafts = [{ _id: 'a', _rev: '1' }];
    const read = vi.fn(async () => drafts);
    const watcher = createDraftWatcher(read, 1000);
    const before = await watcher.current();
    expect(before).toBe(fingerprintOf(drafts));

    const seen: string[] = [];
    const stop = watcher.subscribe((fingerprint) => seen.push(fingerprint));
    await vi.advanceTimersByTimeAsync(1000);
    expect(seen).toEqual([]);
    drafts = [{ _id: 'a', _rev: '2' }];
    await vi.advanceTimersByTimeAsync(1000);
    expect(seen).toEqual([fingerprintOf(drafts)]);

    stop();
    const reads = read.mock.calls.length;
    await vi.advanceTimersByTimeAsync(5000);
    expect(read.mock.calls.length).toBeLessThanOrEqual(reads + 1);
  });
});
