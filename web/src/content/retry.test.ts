import { describe, expect, it, vi } from 'vitest';
import { isRetriable, withRetry } from './retry';

describe('isRetriable', () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a GET after %i', (status) => {
    expect(isRetriable('GET', status)).toBe(true);
    expect(isRetriable('head', status)).toBe(true);
  });

  it.each([400, 401, 403, 404, 410, 422, 501, 505])('does not retry a GET after %i', (status) => {
    expect(isRetriable('GET', status)).toBe(false);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('never retries %s', (method) => {
    for (const status of [408, 429, 500, 503]) expect(isRetriable(method, status)).toBe(false);
  });

  it('does not retry without a status (a dropped connection) or a method', () => {
    expect(isRetriable('GET', undefined)).toBe(false);
    expect(isRetriable(undefined, 503)).toBe(false);
  });
});

describe('withRetry', () => {
  const failure = (method: string, status: number) => Object.assign(new Error(`${status}`), { method, status });
  const classify = (error: unknown) => error as { method: string; status: number };

  it('retries exactly once, then surfaces the second error', async () => {
    const attempt = vi.fn().mockRejectedValueOnce(failure('GET', 503)).mockRejectedValueOnce(failure('GET', 502));
    await expect(withRetry(attempt, classify)).rejects.toThrow('502');
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it('returns the retried result', async () => {
    const attempt = vi.fn().mockRejectedValueOnce(failure('GET', 429)).mockResolvedValueOnce('ok');
    await expect(withRetry(attempt, classify)).resolves.toBe('ok');
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it('does not retry a POST', async () => {
    const attempt = vi.fn().mockRejectedValue(failure('POST', 503));
    await expect(withRetry(attempt, classify)).rejects.toThrow('503');
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});
