/**
 * What every answer must satisfy, whatever was sent. Pure functions of the
 * request, the outcome and the policy, so each rule is unit-tested on its own
 * (checks.test.ts), failing cases included.
 */
import { MAX_BODY_BYTES } from '../../web/server/guard.ts';
import type { FuzzRequest } from './generate.ts';
import { needlePattern } from './payloads.ts';
import { isPagePath, isSecretProtectedPath, routedPathname, type Endpoint, type SiteMap } from './routes.ts';
import { header, headers, type HttpResponse, type Outcome } from './wire.ts';

export const CHECKS = [
  'server-error',
  'off-site-redirect',
  'reflected-markup',
  'refusal-status',
  'refusal-body',
  'timeout',
  'no-answer',
] as const;

export type CheckName = (typeof CHECKS)[number];

export interface Finding {
  check: CheckName;
  detail: string;
}

/**
 * The statuses a refusal may have. 400 (malformed), 404 (no such thing), 405
 * (wrong method), 413 (too large) say what is wrong without saying more. (A
 * request head over 16 KiB is a 400 too: the Vitrine server answers Node's
 * parser errors itself, server/main.ts.)
 */
export const REFUSAL_STATUSES: readonly number[] = [400, 404, 405, 413];

/**
 * 401 and 403 only from the endpoints ENDPOINTS marks `secretProtected`
 * (`/api/draft-mode/enable`, `/api/revalidate`), and from any page asked to
 * turn a preview on (`?preview=<secret>`, which the enable route answers): a
 * wrong secret is 401, a feature with no secret configured is 403. Anywhere
 * else they would mean a check that refuses what it should answer or 404.
 */
export const SECRET_REFUSAL_STATUSES: readonly number[] = [401, 403];

/** A refusal says what is wrong in a line or two; a 404 page for a page route is exempt (a full localized page). */
export const MAX_REFUSAL_BODY_BYTES = 2048;

export interface CheckPolicy {
  /** The origin the fuzzer connects to: every redirect must stay on it, whatever Host the request claimed. */
  origin: URL;
  /** The run's seed: markers of every request of the run are looked for in every body (a cached reflection too). */
  seed: number;
  endpoints: readonly Endpoint[];
  /** Exact off-site destinations the site is configured to send (CMS `redirect` documents pointing elsewhere). */
  offSiteDestinations: readonly string[];
  refusalStatuses: readonly number[];
  maxRefusalBodyBytes: number;
}

const ABSOLUTE = /^[a-z][a-z0-9+.-]*:|^\/\//i;

export function policyFor(origin: string | URL, seed: number, site: SiteMap): CheckPolicy {
  return {
    origin: new URL(origin),
    seed,
    endpoints: site.endpoints,
    offSiteDestinations: site.redirects
      .map((rule) => rule.destination)
      .filter((destination) => ABSOLUTE.test(destination)),
    refusalStatuses: REFUSAL_STATUSES,
    maxRefusalBodyBytes: MAX_REFUSAL_BODY_BYTES,
  };
}

/** Every finding for one exchange; an empty list is a pass. */
export function checkOutcome(request: FuzzRequest, outcome: Outcome, policy: CheckPolicy): Finding[] {
  if (outcome.kind === 'timeout') return [{ check: 'timeout', detail: `no answer within ${outcome.ms} ms` }];
  if (outcome.kind === 'no-answer') {
    // A body over the server's limit is refused unread: the server answers 413 and closes, and when the close
    // reaches us while we are still sending, the reset can take the 413 with it (RFC 9112, 9.6). That is a
    // refusal; any other request left unanswered, or this one with a body the server reads, is a finding.
    const refusedUnread = outcome.whileSending && Buffer.byteLength(request.body ?? '') > MAX_BODY_BYTES;
    return refusedUnread ? [] : [{ check: 'no-answer', detail: outcome.error }];
  }
  const { response } = outcome;
  return [
    ...serverError(response),
    ...offSiteRedirects(response, requestUrl(request.target, policy.origin), policy.offSiteDestinations),
    ...reflectedMarkup(response, policy.seed, request.index),
    ...refusal(request, response, policy),
  ];
}

export function serverError(response: HttpResponse): Finding[] {
  return response.status >= 500 || response.status < 100
    ? [{ check: 'server-error', detail: `${response.status}${excerpt(response)}` }]
    : [];
}

/** The URL a browser would have had in its address bar for this request-target on this origin. */
export function requestUrl(target: string, origin: URL): URL {
  try {
    return new URL(`${origin.origin}${target.startsWith('/') ? target : '/'}`);
  } catch {
    return new URL(`${origin.origin}/`);
  }
}

// ---------------------------------------------------------------- off-site redirects

export interface RedirectTarget {
  where: 'Location' | 'Refresh' | 'meta refresh';
  value: string;
}

/** Everywhere a response can send the browser: Location, Refresh, and `<meta http-equiv=refresh>` in markup. */
export function redirectTargets(response: HttpResponse): RedirectTarget[] {
  const targets: RedirectTarget[] = headers(response, 'location').map((value) => ({ where: 'Location', value }));
  for (const value of headers(response, 'refresh')) {
    const url = refreshUrl(value);
    if (url !== null) targets.push({ where: 'Refresh', value: url });
  }
  if (bodyKind(response) === 'markup') {
    for (const tag of response.body.toString('utf8').match(/<meta\b[^>]*>/gi) ?? []) {
      if (!/http-equiv\s*=\s*["']?\s*refresh/i.test(tag)) continue;
      const content = /\bcontent\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
      const url = refreshUrl(decodeEntities(content?.[1] ?? content?.[2] ?? content?.[3] ?? ''));
      if (url !== null) targets.push({ where: 'meta refresh', value: url });
    }
  }
  return targets;
}

/** The URL of a Refresh value (`0;url=/en`, `5; URL='x'`), or null when it only reloads. HTML's parsing rules, simplified. */
export function refreshUrl(content: string): string | null {
  const match = /^\s*\d*(?:\.[\d.]*)?\s*[;,]\s*(?:url\s*=\s*)?([\s\S]*)$/i.exec(content);
  if (!match) return null;
  let url = match[1]!.trim();
  const quote = url[0];
  if (quote === '"' || quote === "'") {
    const end = url.indexOf(quote, 1);
    url = end < 0 ? url.slice(1) : url.slice(1, end);
  }
  return url === '' ? null : url;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * Why a redirect target leaves the site, or null when it stays. As a browser
 * reads it: leading and trailing controls and spaces dropped, tabs and
 * newlines removed anywhere, `\` taken for `/`. A protocol-relative or
 * backslashed target fails even when it happens to resolve here: the next
 * proxy or client may not resolve it the same way.
 */
export function offSiteReason(value: string, base: URL, allowed: readonly string[] = []): string | null {
  const cleaned = value.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
  let resolved: URL;
  try {
    resolved = new URL(cleaned, base);
  } catch {
    return null; // nothing a browser would follow
  }
  if (allowed.some((destination) => sameHref(destination, resolved))) return null;
  if (cleaned.includes('\\')) return 'has a backslash, which browsers read as "/"';
  if (cleaned.startsWith('//')) return 'is protocol-relative';
  if (resolved.origin === base.origin) return null;
  const where = /^https?:$/.test(resolved.protocol) ? resolved.origin : `a ${resolved.protocol} URL`;
  return `resolves to ${where}`;
}

function sameHref(destination: string, resolved: URL): boolean {
  try {
    return new URL(destination).href === resolved.href;
  } catch {
    return false;
  }
}

export function offSiteRedirects(response: HttpResponse, base: URL, allowed: readonly string[]): Finding[] {
  return redirectTargets(response).flatMap(({ where, value }) => {
    const reason = offSiteReason(value, base, allowed);
    return reason
      ? [{ check: 'off-site-redirect' as const, detail: `${response.status} ${where} ${show(value)} ${reason}` }]
      : [];
  });
}

// ---------------------------------------------------------------- reflected markup

/**
 * How a browser treats a body: `markup` it renders or runs (HTML, XML, SVG,
 * script, or no type at all, which browsers sniff); `data` it never renders
 * (JSON, React Server Component payloads), where a payload inside a string
 * literal is inert; `inert` for everything else (text/plain, images, CSS).
 */
export function bodyKind(response: HttpResponse): 'markup' | 'data' | 'rsc' | 'inert' {
  const type = header(response, 'content-type')?.split(';')[0]!.trim().toLowerCase();
  if (!type) return response.body.length > 0 ? 'markup' : 'inert';
  if (type === 'text/x-component') return 'rsc';
  if (type === 'application/json' || type.endsWith('+json')) return 'data';
  if (/^(text\/html|application\/xhtml\+xml|image\/svg\+xml|text\/xml|application\/xml)$|\+xml$/.test(type))
    return 'markup';
  if (/javascript|ecmascript|^unknown\/unknown$|^application\/unknown$|^\*\/\*$/.test(type)) return 'markup';
  return 'inert';
}

/**
 * A marker payload of this run found unescaped where a browser would parse
 * it: anywhere in a markup body; outside the string literals of a JSON or RSC
 * body. A marker of another request of the run is reported too (a response
 * cached with someone else's payload).
 */
export function reflectedMarkup(response: HttpResponse, seed: number, index: number): Finding[] {
  const kind = bodyKind(response);
  if (kind === 'inert' || response.body.length === 0) return [];
  const searched = kind === 'markup' ? response.body : maskStringLiterals(response.body, kind === 'rsc');
  const found = new Map<string, number>();
  for (const match of searched.toString('latin1').matchAll(needlePattern(seed))) found.set(match[0], Number(match[1]));
  return [...found].map(([needle, from]) => ({
    check: 'reflected-markup',
    detail: `${show(needle)} unescaped in a ${header(response, 'content-type') ?? 'untyped'} body${
      from === index ? '' : ` (sent by request #${from}: a cached or shared reflection)`
    }`,
  }));
}

/**
 * The body with the inside of every JSON string literal blanked out (and, in
 * RSC payloads, every text row `<id>:T<hex length>,…`), so what is left is
 * what a parser reads as structure. Bytes, not characters: RSC lengths are bytes.
 */
export function maskStringLiterals(body: Buffer, rsc: boolean): Buffer {
  const out = Buffer.from(body);
  let at = 0;
  let lineStart = true;
  while (at < out.length) {
    if (rsc && lineStart) {
      const row = /^[0-9a-f]+:T([0-9a-f]+),/.exec(out.subarray(at, at + 40).toString('latin1'));
      if (row) {
        const start = at + row[0].length;
        const end = Math.min(out.length, start + parseInt(row[1]!, 16));
        out.fill(0x20, start, end);
        at = end;
        continue; // a text row is followed directly by the next row
      }
    }
    lineStart = false;
    const byte = out[at]!;
    if (byte === 0x0a) {
      lineStart = true;
      at++;
    } else if (byte === 0x22) {
      let end = at + 1;
      while (end < out.length && out[end] !== 0x22) end += out[end] === 0x5c ? 2 : 1;
      out.fill(0x20, at + 1, Math.min(end, out.length));
      at = end + 1;
    } else {
      at++;
    }
  }
  return out;
}

// ---------------------------------------------------------------- refusals

/** `?preview=…` in the query: any page answers it as the draft-mode enable route does. */
function asksForPreview(request: FuzzRequest): boolean {
  const query = request.target.slice(request.target.indexOf('?') + 1 || request.target.length).split('#')[0]!;
  return new URLSearchParams(query).has('preview');
}

/**
 * A 4xx is one of the policy's refusal statuses (plus 401/403 for the
 * secret-protected endpoints), with a short body, except a 404 for a page
 * route (the localized 404 page, or its RSC payload for the client router).
 */
export function refusal(request: FuzzRequest, response: HttpResponse, policy: CheckPolicy): Finding[] {
  const { status } = response;
  if (status < 400 || status >= 500) return [];
  const findings: Finding[] = [];
  const pathname = routedPathname(request.target);
  const secret =
    pathname !== null &&
    (isSecretProtectedPath(pathname, policy.endpoints) ||
      (isPagePath(pathname, policy.endpoints) && asksForPreview(request)));
  const allowed = secret ? [...policy.refusalStatuses, ...SECRET_REFUSAL_STATUSES] : policy.refusalStatuses;
  if (!allowed.includes(status)) {
    findings.push({
      check: 'refusal-status',
      detail: `${status}${SECRET_REFUSAL_STATUSES.includes(status) ? ' from a route that takes no secret' : ''}${excerpt(response)}`,
    });
  }
  const kind = bodyKind(response);
  const pageNotFound =
    status === 404 &&
    pathname !== null &&
    isPagePath(pathname, policy.endpoints) &&
    (kind === 'markup' || kind === 'rsc');
  if (!pageNotFound && response.body.length > policy.maxRefusalBodyBytes) {
    findings.push({
      check: 'refusal-body',
      detail: `${status} with a ${response.body.length}-byte ${header(response, 'content-type') ?? 'untyped'} body`,
    });
  }
  return findings;
}

// ---------------------------------------------------------------- display

/** A value as a short, printable, single-line string. */
export function show(value: string, max = 160): string {
  const printable = JSON.stringify(value).slice(1, -1);
  return printable.length > max ? `${printable.slice(0, max)}…(+${printable.length - max})` : printable;
}

function excerpt(response: HttpResponse): string {
  const text = response.body.subarray(0, 200).toString('utf8').replace(/\s+/g, ' ').trim();
  return text ? `: ${show(text, 100)}` : '';
}
