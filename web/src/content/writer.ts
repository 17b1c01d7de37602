/** A document the site writes: an id it chose, a type, and its fields. */
export interface NewDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

/**
 * The data layer's write path, beside `ContentSource`. Two implementations:
 * `local` (an append-only NDJSON file, fsynced) and `sanity` (mutations with a
 * write token). Writes are idempotent on `_id`, so a retry never duplicates.
 */
export interface ContentWriter {
  readonly kind: 'local' | 'sanity';
  /** Where documents go, for logs and scripts: a file path, or the Sanity project and dataset. */
  readonly target: string;
  /** Creates the document unless one with the same `_id` exists; `created` says which happened. */
  createIfNotExists(document: NewDocument): Promise<{ created: boolean }>;
}

/** A write failed; names the document and keeps the underlying error as `cause`. */
export class ContentWriteError extends Error {
  override name = 'ContentWriteError';
  readonly documentId: string;
  /** `full`: the store refused on purpose (the local inbox reached its size cap); `failed`: anything else. */
  readonly code: 'full' | 'failed';

  constructor(documentId: string, detail: string, options?: ErrorOptions & { code?: 'full' | 'failed' }) {
    super(`Writing "${documentId}" failed: ${detail}`, options);
    this.documentId = documentId;
    this.code = options?.code ?? 'failed';
  }
}
