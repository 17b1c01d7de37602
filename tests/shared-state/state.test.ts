/**
 * The shared state's two implementations hold the same contract (the same
 * table runs against both), and the Redis one holds it across instances: two
 * states on one redis-server are two instances of the site. Then Redis is
 * killed, frozen and started again empty: each instance goes on alone, says
 * so once per interval, and converges without a restart.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetLogThrottles } from '@/log';
import { createProcessState } from '@/shared-state/process';
import { createRedisState } from '@/shared-state/redis';
import type { SharedState, TagMarks } from '@/shared-state/state';
import { startRedis, type RunningRedis } from '../support/redis.ts';

const minute = 60_000;
const quiet = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });
const timings = { commandTimeoutMs: 300, probeIntervalMs: 100, startTimeoutMs: 2000, logIntervalMs: 60_000 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let redis: RunningRedis;
const open: SharedState[] = [];
let db = 0;

beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await redis?.stop();
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((state) => state.close()));
  resetLogThrottles();
});

/** A Redis state on its own database (each test starts empty); `name` picks the database again for a second instance. */
async function redisState(log = quiet(), database = ++db % 16): Promise<SharedState> {
  const state = createRedisState(`redis://127.0.0.1:${redis.port}/${database}`, { log, ...timings });
  open.push(state);
  await state.ready();
  return state;
}

const implementations: [string, () => Promise<SharedState>][] = [
  ['process', async () => createProcessState()],
  ['redis', () => redisState()],
];

describe.each(implementations)('the %s state', (_name, make) => {
  it('keeps a value for its lifetime, or for good with 0', async () => {
    const state = await make();
    expect(await state.get('a')).toBeNull();
    await state.set('a', 'one', 200);
    await state.set('b', 'two', 0);
    expect(await state.get('a')).toBe('one');
    await sleep(250);
    expect(await state.get('a')).toBeNull();
    expect(await state.get('b')).toBe('two');
  });

  it('claims a key once: the first value stays, later claims get it back, until it is released or lapses', async () => {
    const state = await make();
    expect(await state.claim('token', 'pending:m1', 300)).toBeNull();
    expect(await state.claim('token', 'pending:m2', 300)).toBe('pending:m1');
    await state.release('token', 'pending:m2'); // not the holder: nothing happens
    expect(await state.claim('token', 'pending:m2', 300)).toBe('pending:m1');
    await state.release('token', 'pending:m1');
    expect(await state.claim('token', 'pending:m2', 300)).toBeNull();
    await sleep(350);
    expect(await state.claim('token', 'pending:m3', 0)).toBeNull();
    expect(await state.claim('token', 'pending:m4', 0)).toBe('pending:m3');
  });

  it('a sliding window allows the limit, refuses the next one and says when to come back', async () => {
    const state = await make();
    const rule = { limit: 5, windowMs: 10 * minute };
    for (let i = 0; i < 5; i++) expect(await state.hit('ip:1', `m${i}`, i * minute, rule)).toEqual({ allowed: true });
    expect(await state.hit('ip:1', 'm5', 5 * minute, rule)).toEqual({ allowed: false, retryAfterMs: 5 * minute });
  });

  it('slides: the oldest id leaves the window and makes room for one more', async () => {
    const state = await make();
    const rule = { limit: 2, windowMs: 10 * minute };
    await state.hit('ip', 'a', 0, rule);
    await state.hit('ip', 'b', 4 * minute, rule);
    expect((await state.hit('ip', 'c', 9 * minute, rule)).allowed).toBe(false);
    expect((await state.hit('ip', 'c', 10 * minute, rule)).allowed).toBe(true);
    expect(await state.hit('ip', 'd', 11 * minute, rule)).toEqual({ allowed: false, retryAfterMs: 3 * minute });
  });

  it('never counts a retry of the same id twice, even at the limit, and counts each key on its own', async () => {
    const state = await make();
    const rule = { limit: 1, windowMs: minute };
    expect((await state.hit('a', 'same', 0, rule)).allowed).toBe(true);
    expect((await state.hit('a', 'same', 1000, rule)).allowed).toBe(true);
    expect((await state.hit('a', 'other', 2000, rule)).allowed).toBe(false);
    expect((await state.hit('b', 'other', 2000, rule)).allowed).toBe(true);
  });

  it('merges tag marks as Next does: stale only moves forward, a given expired replaces; listeners hear changes', async () => {
    const state = await make();
    const heard: TagMarks[] = [];
    state.onTagMarks((changed) => heard.push(new Map(changed)));
    await state.markTags({ 'type:article': { stale: 2000, expired: 9000 } });
    await state.markTags({ 'type:article': { stale: 1000 }, 'id:x': { expired: 3000 } });
    await vi.waitFor(() => expect(state.tagMarks().get('id:x')).toEqual({ expired: 3000 }));
    expect(state.tagMarks().get('type:article')).toEqual({ stale: 2000, expired: 9000 });
    await state.markTags({ 'type:article': { stale: 5000, expired: 4000 } });
    await vi.waitFor(() => expect(state.tagMarks().get('type:article')).toEqual({ stale: 5000, expired: 4000 }));
    // Nothing changed: nobody is told.
    const told = heard.length;
    await state.markTags({ 'type:article': { stale: 5000 } });
    await sleep(50);
    expect(heard.length).toBe(told);
    expect(heard.flatMap((changed) => [...changed.keys()])).toContain('id:x');
  });
});

describe('the process state', () => {
  it('keeps at most maxWindows keys, dropping the least recently seen', async () => {
    const state = createProcessState({ maxWindows: 2 });
    const rule = { limit: 1, windowMs: minute };
    await state.hit('a', 'x', 0, rule);
    await state.hit('b', 'x', 1, rule);
    await state.hit('c', 'x', 2, rule);
    // `a` was forgotten: it may send again; `c` is still counted.
    expect((await state.hit('a', 'y', 3, rule)).allowed).toBe(true);
    expect((await state.hit('c', 'y', 4, rule)).allowed).toBe(false);
  });

  it('keeps values within maxBytes, dropping the least recently used', async () => {
    const state = createProcessState({ maxBytes: 30 });
    await state.set('a', 'x'.repeat(10), 0);
    await state.set('b', 'x'.repeat(10), 0);
    await state.get('a');
    await state.set('c', 'x'.repeat(10), 0);
    expect(await state.get('a')).not.toBeNull();
    expect(await state.get('b')).toBeNull();
    await state.set('huge', 'x'.repeat(100), 0);
    expect(await state.get('huge')).toBeNull();
  });
});

describe('two instances on one Redis', () => {
  it('share values, claims and windows', async () => {
    const a = await redisState(quiet(), 11);
    const b = await redisState(quiet(), 11);
    await a.set('memo:routeIndexQuery', '{"pages":[]}', 0);
    expect(await b.get('memo:routeIndexQuery')).toBe('{"pages":[]}');
    expect(await a.claim('contact:form-secret', 'secret-a', 0)).toBeNull();
    expect(await b.claim('contact:form-secret', 'secret-b', 0)).toBe('secret-a');
    const rule = { limit: 3, windowMs: minute };
    const decisions = [];
    for (let i = 0; i < 6; i++) decisions.push((await (i % 2 ? a : b).hit('contact:site', `m${i}`, i, rule)).allowed);
    expect(decisions).toEqual([true, true, true, false, false, false]);
  });

  it('hear each other’s tag marks at once, and a new instance starts with every mark made before it', async () => {
    const a = await redisState(quiet(), 12);
    const b = await redisState(quiet(), 12);
    const heard: string[] = [];
    b.onTagMarks((changed) => heard.push(...changed.keys()));
    const marked = performance.now();
    await a.markTags({ 'type:article': { stale: 1234, expired: 99_999 } });
    await vi.waitFor(() => expect(heard).toContain('type:article'), { timeout: 1000, interval: 5 });
    expect(performance.now() - marked).toBeLessThan(1000);
    expect(b.tagMarks().get('type:article')).toEqual({ stale: 1234, expired: 99_999 });
    const c = await redisState(quiet(), 12);
    expect(c.tagMarks().get('type:article')).toEqual({ stale: 1234, expired: 99_999 });
  });
});

describe('when Redis goes away', () => {
  it('goes on alone, says so once per interval, and converges when it is back, without a restart', async () => {
    const logA = quiet();
    const logB = quiet();
    const a = await redisState(logA, 13);
    const b = await redisState(logB, 13);
    await a.set('memo:k', 'kept', 0);
    const rule = { limit: 2, windowMs: minute };
    await b.claim('render:page', 'b', minute);
    expect(await a.claim('render:page', 'a', minute)).toBe('b');
    await redis.kill();
    // b's claim does not hold here any more: b cannot finish for a what it claimed while Redis is down.
    expect(await a.claim('render:page', 'a', minute)).toBeNull();

    // Values it wrote or read are still there; windows and claims are this process's own.
    expect(await a.get('memo:k')).toBe('kept');
    expect((await a.hit('ip', 'm1', 0, rule)).allowed).toBe(true);
    expect((await a.hit('ip', 'm2', 1, rule)).allowed).toBe(true);
    expect((await a.hit('ip', 'm3', 2, rule)).allowed).toBe(false);
    expect(await a.claim('token', 'pending:x', 0)).toBeNull();
    // A mark made now counts here at once, and for the others once Redis is back.
    await a.markTags({ 'type:page': { stale: 4242 } });
    expect(a.tagMarks().get('type:page')).toEqual({ stale: 4242 });
    for (let i = 0; i < 20; i++) await a.get(`missing-${i}`);
    const downLines = logA.warn.mock.calls.filter(([line]) => String(line).includes('does not answer'));
    expect(downLines).toHaveLength(1);
    expect(String(downLines[0]![0])).toMatch(/serves pages from its own cache and counts contact limits alone/);

    await redis.start();
    await vi.waitFor(() => expect(b.tagMarks().get('type:page')).toEqual({ stale: 4242 }), { timeout: 5000 });
    for (const log of [logA, logB]) {
      await vi.waitFor(() =>
        expect(log.info.mock.calls.some(([line]) => String(line).includes('answers again'))).toBe(true),
      );
    }
    // Shared again: a window counts both instances.
    expect((await a.hit('contact:site', 'n1', 0, rule)).allowed).toBe(true);
    expect((await b.hit('contact:site', 'n2', 0, rule)).allowed).toBe(true);
    expect((await a.hit('contact:site', 'n3', 0, rule)).allowed).toBe(false);
    // Redis came back empty: an instance started now still learns the marks made before (pushed back by a and b).
    const c = await redisState(quiet(), 13);
    expect(c.tagMarks().get('type:page')).toEqual({ stale: 4242 });
  });

  it('does not wait for a Redis that hangs: a command gives up within its timeout, then Redis is asked again', async () => {
    const log = quiet();
    const a = await redisState(log, 14);
    await a.set('v', 'before', 0);
    redis.freeze();
    try {
      const started = performance.now();
      expect(await a.get('v')).toBe('before');
      expect(performance.now() - started).toBeLessThan(timings.commandTimeoutMs + 200);
      // Now known to be down: no more waiting at all.
      const again = performance.now();
      expect(await a.get('v')).toBe('before');
      expect(performance.now() - again).toBeLessThan(50);
    } finally {
      redis.thaw();
    }
    await vi.waitFor(
      () => expect(log.info.mock.calls.some(([line]) => String(line).includes('answers again'))).toBe(true),
      { timeout: 5000 },
    );
    await a.set('v', 'after', 0);
    const b = await redisState(quiet(), 14);
    expect(await b.get('v')).toBe('after');
  });

  it('starts without Redis, and joins it when it comes', async () => {
    await redis.kill();
    const log = quiet();
    const started = performance.now();
    const a = await redisState(log, 15);
    expect(performance.now() - started).toBeLessThan(timings.startTimeoutMs + 500);
    expect(log.warn).toHaveBeenCalledTimes(1);
    await a.markTags({ 'type:credit': { stale: 7 } });
    await redis.start();
    const b = await redisState(quiet(), 15);
    await vi.waitFor(() => expect(b.tagMarks().get('type:credit')).toEqual({ stale: 7 }), { timeout: 5000 });
  });
});
