import { beforeEach, describe, expect, it, vi } from 'vitest';
import { logOncePer, resetLogThrottles } from './log';

beforeEach(() => resetLogThrottles());

describe('logOncePer', () => {
  it('logs a repeated line once per interval, then says how many were held back', () => {
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const results = [0, 10, 20, 999].map((now) => logOncePer('k', 1000, 'error', 'CMS down', { log, now }));
    expect(results).toEqual([true, false, false, false]);
    expect(logOncePer('k', 1000, 'error', 'CMS down', { log, now: 1000 })).toBe(true);
    expect(log.error.mock.calls).toEqual([['CMS down'], ['CMS down (3 more like it since the last line)']]);
  });

  it('keys are independent', () => {
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    logOncePer('a', 1000, 'warn', 'a', { log, now: 0 });
    logOncePer('b', 1000, 'warn', 'b', { log, now: 0 });
    expect(log.warn).toHaveBeenCalledTimes(2);
  });
});
