import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** What a form render token says: the idempotency key of that render, and when the form was rendered. */
export interface FormToken {
  key: string;
  renderedAt: number;
}

const TOKEN = /^([0-9a-f]{32})\.([0-9a-z]{1,11})\.([\w-]{43})$/;

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

/**
 * A token issued each time the form is rendered: `<key>.<renderedAt>.<HMAC>`.
 * The key makes a double submit or a retry of that render idempotent; the
 * signed render time gives the minimum fill time. Neither can be forged
 * without the server's secret.
 */
export function issueFormToken(secret: string, now: number): string {
  const payload = `${randomBytes(16).toString('hex')}.${now.toString(36)}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** The token's key and render time, or null if it is malformed, tampered with, from the future, or older than `maxAgeMs`. */
export function verifyFormToken(
  secret: string,
  token: unknown,
  { now, clockSkewMs, maxAgeMs = Infinity }: { now: number; clockSkewMs: number; maxAgeMs?: number },
): FormToken | null {
  if (typeof token !== 'string') return null;
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, key, time, signature] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(sign(secret, `${key}.${time}`));
  if (!timingSafeEqual(Buffer.from(signature), expected)) return null;
  const renderedAt = parseInt(time, 36);
  if (renderedAt > now + clockSkewMs || now - renderedAt > maxAgeMs) return null;
  return { key, renderedAt };
}
