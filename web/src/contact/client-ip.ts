/**
 * The visitor's address, for the rate limit: the last X-Forwarded-For entry
 * (the one the nearest proxy appended; `next start` sets it to the socket's
 * address when there is no proxy), else X-Real-IP. Entries before the last
 * are whatever the client claimed, so they are never trusted.
 */
export function clientIp(headers: Pick<Headers, 'get'>): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',').at(-1)?.trim();
  return forwarded || headers.get('x-real-ip')?.trim() || 'unknown';
}
