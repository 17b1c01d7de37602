import type { Perspective } from '@vitrine/schemas/dataset';

export type { Perspective };

/** One GROQ query, named so errors and logs can say which one failed. */
export interface QueryRequest {
  /** The exported query's name in `@vitrine/schemas`, e.g. `siteSettingsQuery`. */
  name: string;
  query: string;
  params?: Record<string, unknown>;
  perspective: Perspective;
  /** Cache tags for on-demand revalidation (the sanity source). */
  tags?: string[];
}

/**
 * Where content comes from. Two implementations, same queries:
 * `local` (the demo NDJSON through groq-js) and `sanity` (the Content Lake).
 */
export interface ContentSource {
  readonly kind: 'local' | 'sanity';
  fetch<Result>(request: QueryRequest): Promise<Result>;
}

/** A query failed; names the query and keeps the underlying error as `cause`. */
export class ContentFetchError extends Error {
  override name = 'ContentFetchError';
  readonly query: string;
  readonly status: number | undefined;

  constructor(query: string, status: number | undefined, detail: string, options?: ErrorOptions) {
    super(`Content query "${query}" failed${status ? ` with HTTP ${status}` : ''}: ${detail}`, options);
    this.query = query;
    this.status = status;
  }
}
