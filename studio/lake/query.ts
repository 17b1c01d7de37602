/**
 * The query side of the lake: API versions, perspectives, `$param` decoding
 * and GROQ evaluation (the dataset's query engine: native, groq-js behind
 * it), each failing the way the Content Lake does.
 */
import { GroqSyntaxError, parse, type ExprNode } from 'groq-js';
import { applyPerspective, type QueryContext, type QueryEngine, type SanityDocument } from '@vitrine/schemas/dataset';
import { lakeError } from './errors';

/** What a perspective does to the dataset: overlay drafts, hide them, or show every document. */
export type EffectivePerspective = 'published' | 'drafts' | 'raw';

/** Content Lake API versions: `1`, `X` (experimental, newest behaviour) or a date. */
const DATE_VERSION = /^\d{4}-\d{2}-\d{2}$/;

export function isValidApiVersion(version: string): boolean {
  if (version === '1' || version === 'X') return true;
  if (!DATE_VERSION.test(version)) return false;
  const date = new Date(`${version}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(version);
}

/** True when `version` behaves like API version `date` or newer. */
export function isApiVersionAtLeast(version: string, date: string): boolean {
  if (version === 'X') return true;
  if (version === '1') return false;
  return version >= date;
}

/** From API version 2025-02-19 on, a query without `perspective` reads `published`; before, `raw`. */
const PUBLISHED_BY_DEFAULT_SINCE = '2025-02-19';
/** Query responses carry `syncTags` from API version 2021-03-25 on. */
export const SYNC_TAGS_SINCE = '2021-03-25';

const KNOWN_PERSPECTIVES = new Set(['published', 'drafts', 'previewDrafts', 'raw']);

/**
 * Reads the `perspective` option (a name or a comma-separated stack) into what
 * the lake serves. Release names are refused: the demo data has no versions,
 * and silently ignoring them would make a test pass for the wrong reason.
 */
export function resolvePerspective(sent: string | null, apiVersion: string): EffectivePerspective {
  if (sent === null || sent === '') {
    return isApiVersionAtLeast(apiVersion, PUBLISHED_BY_DEFAULT_SINCE) ? 'published' : 'raw';
  }
  const names = sent.split(',').map((name) => name.trim());
  if (names.includes('raw') && names.length > 1) {
    throw lakeError(
      400,
      'httpBadRequest',
      'Invalid API perspective value: "raw". The raw-perspective can not be combined with other perspectives',
    );
  }
  const unknown = names.filter((name) => !KNOWN_PERSPECTIVES.has(name));
  if (unknown.length > 0) {
    throw lakeError(
      400,
      'httpBadRequest',
      `Unsupported perspective ${unknown.map((name) => JSON.stringify(name)).join(', ')}: the local Content Lake serves published, drafts, previewDrafts and raw, not content releases`,
    );
  }
  if (names.includes('raw')) return 'raw';
  return names.includes('drafts') || names.includes('previewDrafts') ? 'drafts' : 'published';
}

/**
 * The documents a query sees. Without a valid token the Content Lake hides
 * every document whose `_id` contains a dot (`drafts.*`, `versions.*`), so
 * an anonymous `drafts` query returns published content and no error.
 */
export function visibleDocuments(
  documents: SanityDocument[],
  perspective: EffectivePerspective,
  authenticated: boolean,
): SanityDocument[] {
  const readable = authenticated ? documents : documents.filter((doc) => !doc._id.includes('.'));
  return perspective === 'raw' ? readable : applyPerspective(readable, perspective);
}

/** `$name=<JSON>` query-string parameters, decoded as the API does (strings must be quoted). */
export function decodeSearchParams(search: URLSearchParams): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [key, value] of search) {
    if (!key.startsWith('$')) continue;
    try {
      params[key.slice(1)] = JSON.parse(value);
    } catch {
      throw lakeError(400, 'httpBadRequest', `Unable to parse value of "${key}=${value}". Please quote string values.`);
    }
  }
  return params;
}

export interface QueryInput {
  query: string;
  params: Record<string, unknown>;
  /** The engine over the documents the request may see, in its perspective. */
  engine: QueryEngine;
  context: QueryContext;
}

/** Parses a GROQ query with its parameters. Errors become 400 `queryParseError` bodies with a code-frame position. */
export function parseQuery(query: string, params: Record<string, unknown>): ExprNode {
  let tree: ExprNode;
  try {
    tree = parse(query, { params });
  } catch (cause) {
    throw parseFailure(query, cause);
  }
  const missing = missingParameter(tree);
  if (missing !== null) {
    const at = parameterPosition(query, missing);
    throw lakeError(400, 'queryParseError', `param $${missing} referenced, but not provided`, {
      query,
      start: at,
      end: at + missing.length + 1,
    });
  }
  return tree;
}

/** Parses and evaluates one GROQ query. */
export async function runQuery({ query, params, engine, context }: QueryInput): Promise<unknown> {
  const tree = parseQuery(query, params);
  try {
    return (await engine.run(tree, params, context)) ?? null;
  } catch (cause) {
    // The query parsed but did not evaluate: a feature groq-js lacks (e.g. text::query()) or a type error.
    const description = cause instanceof Error ? cause.message : String(cause);
    throw lakeError(400, 'queryExecutionError', `The local Content Lake could not evaluate the query: ${description}`);
  }
}

function parseFailure(query: string, cause: unknown) {
  if (cause instanceof GroqSyntaxError) {
    const detail = cause.message.replace(/^Syntax error in GROQ query at position \d+:?\s*/, '') || 'syntax error';
    return lakeError(400, 'queryParseError', detail, {
      query,
      start: cause.position,
      end: Math.min(cause.position + 1, query.length),
    });
  }
  // groq-js's GroqQueryError ("Undefined function: foo") has no position; the API words it `unknown function "foo"`.
  const message = cause instanceof Error ? cause.message : String(cause);
  const unknownFunction = /^Undefined (?:pipe )?function: (.+)$/.exec(message);
  const description = unknownFunction ? `unknown function "${unknownFunction[1]}"` : message;
  return lakeError(400, 'queryParseError', description);
}

/** The first `$param` groq-js left unresolved (provided ones are folded into the tree by `parse`). */
function missingParameter(node: unknown): string | null {
  if (Array.isArray(node)) {
    for (const item of node) {
      const found = missingParameter(item);
      if (found !== null) return found;
    }
    return null;
  }
  if (typeof node !== 'object' || node === null) return null;
  const record = node as Record<string, unknown>;
  if (record.type === 'Parameter' && typeof record.name === 'string') return record.name;
  for (const value of Object.values(record)) {
    const found = missingParameter(value);
    if (found !== null) return found;
  }
  return null;
}

function parameterPosition(query: string, name: string): number {
  const match = new RegExp(`\\$${name}(?![A-Za-z0-9_])`).exec(query);
  return match ? match.index : 0;
}
