/**
 * Where the draft-mode routes may send the browser: a path on this site, never
 * a URL a browser could resolve to another host (a payload URL must
 * not contain a host name). Pure; the routes answer 400 when this says no.
 */

const BASE = 'http://vitrine.invalid';
const MAX_LENGTH = 2048;
/** Encoded forms are decoded this many times over, so `%252F%252F…` cannot smuggle `//` past the check. */
const MAX_DECODES = 3;

/**
 * Browsers drop tabs and newlines inside URLs and trim control characters and spaces,
 * and treat `\` as `/`: `/\evil.example` and `/\t/evil.example` both mean `//evil.example`.
 */
function looksLocal(path: string): boolean {
  if (/[\u0000-\u0020\u007f\\]/.test(path)) return false;
  return path.startsWith('/') && !path.startsWith('//');
}

/**
 * The same-site path for `value` (pathname, query and hash, normalized), or
 * `null` when it is not a plain path on this site: a scheme, a host, a
 * protocol-relative `//host`, a backslash, a control character, or any of
 * these percent-encoded (once or several times).
 */
export function sameSitePath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return null;
  let decoded = value;
  for (let round = 0; round <= MAX_DECODES; round++) {
    if (!looksLocal(decoded)) return null;
    if (!decoded.includes('%')) break;
    try {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    } catch {
      return null; // a malformed escape: not a path we would produce
    }
    if (round === MAX_DECODES) return null;
  }
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can collapse into a protocol-relative path: `/..//evil.example` → `//evil.example`.
  return looksLocal(path) ? path : null;
}
