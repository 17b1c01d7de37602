import { describe, expect, it } from 'vitest';
import { clientIp } from './client-ip';

describe('clientIp: reads the address the server wrote', () => {
  it.each<[Record<string, string>, string]>([
    [{ 'x-forwarded-for': '203.0.113.7' }, '203.0.113.7'],
    [{ 'x-forwarded-for': ' ::1 ' }, '::1'],
    // X-Real-IP is the client's claim unless the server wrote it too: never a source of its own.
    [{ 'x-real-ip': '198.51.100.9' }, 'unknown'],
    [{}, 'unknown'],
  ])('%o → %s', (headers, expected) => {
    expect(clientIp(new Headers(headers))).toBe(expected);
  });
});
