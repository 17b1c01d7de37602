/**
 * Logging that a flood cannot turn into a flood of lines: a failure that
 * repeats (the CMS is down, a bot probes 404s) is logged once per interval,
 * with a count of what was held back.
 */
export type Logger = Pick<Console, 'info' | 'warn' | 'error'>;

interface Throttle {
  last: number;
  held: number;
}

const throttles: Map<string, Throttle> = ((globalThis as Record<symbol, unknown>)[
  Symbol.for('vitrine.log-throttles')
] ??= new Map()) as Map<string, Throttle>;

/**
 * Logs `message` under `key` unless a line with that key was logged less than
 * `intervalMs` ago; the next line that gets through says how many were held.
 */
export function logOncePer(
  key: string,
  intervalMs: number,
  level: 'warn' | 'error' | 'info',
  message: string,
  { log = console as Logger, now = Date.now() }: { log?: Logger; now?: number } = {},
): boolean {
  const throttle = throttles.get(key);
  if (throttle && now - throttle.last < intervalMs) {
    throttle.held++;
    return false;
  }
  const held = throttle?.held ?? 0;
  throttles.set(key, { last: now, held: 0 });
  log[level](held > 0 ? `${message} (${held} more like it since the last line)` : message);
  return true;
}

/** Forgets every throttle (tests). */
export function resetLogThrottles(): void {
  throttles.clear();
}
