/**
 * Control characters in content: a NUL, a BEL or an ESC pasted with imported
 * text means nothing to a reader, and in a `<title>`, a feed or a JSON-LD
 * block it can break what reads it. Every content read leaves them out
 * (content/index.ts); the content check names where they are. Pure.
 */

/** C0 and C1 controls and DEL, except tab and newline (which text may mean). */
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;
const ALL = new RegExp(CONTROL_CHARACTERS.source, 'g');

/** The text without its control characters (tab and newline kept). */
export function stripControlCharacters(text: string): string {
  return CONTROL_CHARACTERS.test(text) ? text.replace(ALL, '') : text;
}

/**
 * Every string in a JSON-like value without its control characters. What
 * holds none comes back as the same object, so a clean result keeps its
 * identity (and costs no copy).
 */
export function withoutControlCharacters<T>(value: T): T {
  if (typeof value === 'string') return stripControlCharacters(value) as T;
  if (Array.isArray(value)) {
    let copy: unknown[] | null = null;
    value.forEach((item: unknown, index) => {
      const clean = withoutControlCharacters(item);
      if (clean !== item) (copy ??= value.slice())[index] = clean;
    });
    return (copy ?? value) as T;
  }
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const record = value as Record<string, unknown>;
    let copy: Record<string, unknown> | null = null;
    for (const [key, item] of Object.entries(record)) {
      const clean = withoutControlCharacters(item);
      if (clean !== item) (copy ??= { ...record })[key] = clean;
    }
    return (copy ?? value) as T;
  }
  return value;
}
