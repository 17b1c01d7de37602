/**
 * Which inline scripts of a page the Content Security Policy lets run. Pure.
 *
 * Prerendered pages cannot carry a per-request nonce, so the server hashes
 * the inline scripts of each HTML response instead (server/respond.ts). It
 * hashes only scripts it can vouch for, never "whatever is in the page":
 *
 * - constants the site itself writes (the colour-mode scripts, Next's
 *   payload bootstrap, the chunk loader of config/first-paint.ts, the icon
 *   links of config/after-load.ts), trusted by exact text;
 * - data pushes: Next's flight payload (`self.__next_f.push([1,"…"])`), the
 *   state of a form posted without JavaScript (the bootstrap, then
 *   `self.__next_f.push([2,{…}])`, in one script) and Turbopack's chunk list
 *   (`…TURBOPACK…push({…})`), trusted only when the argument parses as JSON
 *   of the expected shape, so nothing but data can hide in them.
 *
 * Anything else (an injected `<script>`, a library that starts emitting its
 * own inline code) gets no hash, the browser refuses it, and the server logs it.
 */
import { createHash } from 'node:crypto';
import { forceColorModeScript, themeScript } from '@/config/theme';
import { CHUNK_LOADER } from '@/config/first-paint';
import { afterLoadScript } from '@/config/after-load';

/** Next's flight bootstrap, exactly as Next writes it. */
const FLIGHT_BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';

export const TRUSTED_CONSTANT_SCRIPTS: readonly string[] = [
  themeScript,
  forceColorModeScript('light'),
  forceColorModeScript('dark'),
  FLIGHT_BOOTSTRAP,
  CHUNK_LOADER,
  afterLoadScript,
];

const FLIGHT_PUSH = /^self\.__next_f\.push\((\[[\s\S]*\])\)$/;
const TURBOPACK_PUSH =
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\((\{[\s\S]*\})\);?$/;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * `[kind, value]`: a flight chunk (1: text, 3: binary as base64, both strings),
 * or the state of a form action Next answered without JavaScript (2: any JSON,
 * e.g. the contact form's errors and the values typed). Parsed as JSON, so
 * data either way.
 */
function isFlightPush(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.length === 2 &&
    typeof value[0] === 'number' &&
    Number.isInteger(value[0]) &&
    (typeof value[1] === 'string' || value[0] === 2)
  );
}

/** `{ otherChunks: ["static/chunks/…js"], runtimeModuleIds: [1, 2] }`. */
function isTurbopackPush(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(
    ([key, entry]) =>
      /^[A-Za-z]+$/.test(key) &&
      Array.isArray(entry) &&
      entry.every((item) => typeof item === 'number' || (typeof item === 'string' && /^[\w./-]+$/.test(item))),
  );
}

/** True when the CSP may allow this inline script's text (see the module comment). */
export function isTrustedInlineScript(text: string, constants: readonly string[] = TRUSTED_CONSTANT_SCRIPTS): boolean {
  if (constants.includes(text)) return true;
  // The answer to a form post: Next writes its bootstrap and the form's state in one script.
  if (text.startsWith(`${FLIGHT_BOOTSTRAP};`)) {
    const flight = FLIGHT_PUSH.exec(text.slice(FLIGHT_BOOTSTRAP.length + 1));
    return flight !== null && isFlightPush(parseJson(flight[1]!));
  }
  const flight = FLIGHT_PUSH.exec(text);
  if (flight) return isFlightPush(parseJson(flight[1]!));
  const turbopack = TURBOPACK_PUSH.exec(text);
  if (turbopack) return isTurbopackPush(parseJson(turbopack[1]!));
  return false;
}

/** A CSP hash source for a script's text: `'sha256-…'`. */
export function scriptHashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

export interface InlineScript {
  /** The attributes as written, e.g. ` id="_R_"`. */
  attributes: string;
  text: string;
}

/** Types a browser executes; any other `type` (JSON-LD, application/json) is data, which CSP does not govern. */
const EXECUTABLE_TYPE = /^(|text\/javascript|application\/javascript|module)$/i;

/** The inline scripts a browser would run, from HTML text (Next's and React's output: no `</script>` inside a script). */
export function inlineScripts(html: string): InlineScript[] {
  const scripts: InlineScript[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1]!;
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (!EXECUTABLE_TYPE.test(type)) continue;
    scripts.push({ attributes, text: match[2]! });
  }
  return scripts;
}

export interface ScriptAudit {
  /** Hash sources for the trusted scripts, deduplicated, in page order. */
  hashes: string[];
  /** The start of each script left out (for the log). */
  refused: string[];
}

export function auditInlineScripts(html: string, constants?: readonly string[]): ScriptAudit {
  const hashes = new Set<string>();
  const refused: string[] = [];
  for (const { text } of inlineScripts(html)) {
    if (isTrustedInlineScript(text, constants)) hashes.add(scriptHashSource(text));
    else refused.push(text.slice(0, 80));
  }
  return { hashes: [...hashes], refused };
}
