/**
 * Error bodies in the shapes the Sanity APIs answer with, so `@sanity/client`
 * turns them into the same `ClientError`/`ServerError` messages it would give
 * against the real Content Lake. Two families exist:
 *
 * - Content Lake errors: `{ error: { description, type, ... } }`
 *   (query parse errors, bad parameters, mutation errors, unknown dataset).
 * - Gateway ("Boom") errors: `{ statusCode, error, message }`
 *   (authentication failures, e.g. an unknown token is `Session not found`).
 */
import { STATUS_CODES } from 'node:http';

export interface ApiResponse {
  status: number;
  /** Sent as JSON, unless `raw` is given. */
  body: unknown;
  /** Bytes or text sent as they are (an image, NDJSON). */
  raw?: Buffer | string;
  headers?: Record<string, string>;
}

/** A failed request, carried as an exception until the HTTP layer writes it. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly body: unknown;
  readonly headers: Record<string, string>;

  constructor(status: number, body: unknown, headers: Record<string, string> = {}) {
    super(`HTTP ${status}`);
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

export function lakeError(
  status: number,
  type: string,
  description: string,
  extra: Record<string, unknown> = {},
): ApiError {
  return new ApiError(status, { error: { description, type, ...extra } });
}

export function gatewayError(status: number, message: string, extra: Record<string, unknown> = {}): ApiError {
  return new ApiError(status, { ...extra, statusCode: status, error: STATUS_CODES[status] ?? 'Error', message });
}

/** What the API answers for a token it does not know (measured: errorCode SIO-401-ANF). */
export function unknownTokenError(): ApiError {
  return gatewayError(401, 'Session not found', { errorCode: 'SIO-401-ANF' });
}

/** One failed mutation inside a transaction, as listed in `error.items`. */
export interface MutationErrorItem {
  error: { type: string; description: string; [detail: string]: unknown };
  index: number;
}

/** A transaction that failed: nothing was written. */
export function mutationError(status: number, items: MutationErrorItem[]): ApiError {
  return lakeError(status, 'mutationError', `Mutation(s) failed with ${items.length} error(s)`, { items });
}

/** The default body of an injected fault, shaped like a gateway error so the client's message stays readable. */
export function injectedFaultBody(status: number): unknown {
  if (status < 400) return {};
  return {
    statusCode: status,
    error: STATUS_CODES[status] ?? 'Error',
    message: 'Injected by the local Content Lake (a test fault)',
  };
}
