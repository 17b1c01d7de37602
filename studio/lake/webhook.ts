/**
 * The GROQ webhook, as Sanity sends it: on every create, update or delete of
 * a published document that matches the filter, a POST of the projection
 * (evaluated on the document after the change, or before it for a delete),
 * signed in the `sanity-webhook-signature` header as `t=<ms>,v1=<base64url
 * HMAC-SHA256 of "<t>.<body>">`. Drafts never trigger it (a publish does, as
 * the published document's create or update). Filter and projection are the
 * webhook table of docs/owner-guide.md (tests/preview/lake-webhook.test.ts holds them to it).
 */
import { createHmac, randomUUID } from 'node:crypto';
import { evaluate, parse } from 'groq-js';
import type { SanityDocument } from '@vitrine/schemas/dataset';
import type { Commit } from './listen';

export const WEBHOOK_FILTER =
  '_type in ["siteSettings", "page", "article", "project", "partner", "guardian", "credit", "translation.metadata", "sanity.imageAsset"]';
export const WEBHOOK_PROJECTION = '{_id, _type, "slug": slug.current, language}';
export const SIGNATURE_HEADER = 'sanity-webhook-signature';

export interface WebhookConfig {
  url: string;
  /** Signs each call; unset, calls go unsigned (as a Sanity webhook without a secret). */
  secret?: string;
}

export interface WebhookDelivery {
  operation: 'create' | 'update' | 'delete';
  documentId: string;
  body: unknown;
  /** The status the URL answered, or the network error. */
  status: number | null;
  error: string | null;
  /** When it was sent (`Date.now()`), and how long the URL took to answer. */
  sentAt: number;
  ms: number;
}

const filterTree = parse(`*[${WEBHOOK_FILTER}]`);
const projectionTree = parse(`*[0]${WEBHOOK_PROJECTION}`);

/** `t=<ms>,v1=<signature>`, the header Sanity signs a webhook call with. */
export function signature(body: string, secret: string, timestamp: number): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('base64url');
  return `t=${timestamp},v1=${mac}`;
}

const published = (doc: SanityDocument | null) => (doc && !doc._id.includes('.') ? doc : null);

async function matches(doc: SanityDocument): Promise<boolean> {
  const found = (await (await evaluate(filterTree, { dataset: [doc] })).get()) as unknown[];
  return found.length > 0;
}

/** The calls a transaction makes: one per published document it creates, updates or deletes, that the filter keeps. */
export async function webhookCalls(
  commit: Commit,
): Promise<{ operation: WebhookDelivery['operation']; document: SanityDocument; body: unknown }[]> {
  const calls = [];
  for (const change of commit.changes) {
    const before = published(change.before);
    const after = published(change.after);
    const subject = after ?? before;
    if (!subject || !(await matches(subject))) continue;
    const operation = !before ? 'create' : !after ? 'delete' : 'update';
    const body = await (await evaluate(projectionTree, { dataset: [subject] })).get();
    calls.push({ operation, document: subject, body } as const);
  }
  return calls;
}

/** Sends one call and says how it went; never throws. */
export async function deliver(
  config: WebhookConfig,
  commit: Commit,
  call: { operation: WebhookDelivery['operation']; document: SanityDocument; body: unknown },
  projectId: string,
): Promise<WebhookDelivery> {
  const started = performance.now();
  const sentAt = Date.now();
  const text = JSON.stringify(call.body);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': 'Sanity.io webhook delivery (local Content Lake)',
    'idempotency-key': `${commit.transactionId}#${call.document._id}`,
    'sanity-project-id': projectId,
    'sanity-dataset': commit.dataset,
    'sanity-document-id': call.document._id,
    'sanity-transaction-id': commit.transactionId,
    'sanity-transaction-time': commit.timestamp,
    'sanity-operation': call.operation,
    'sanity-webhook-id': `local-${randomUUID()}`,
  };
  if (config.secret) headers[SIGNATURE_HEADER] = signature(text, config.secret, Date.now());
  try {
    const response = await fetch(config.url, {
      method: 'POST',
      headers,
      body: text,
      signal: AbortSignal.timeout(30_000),
    });
    await response.arrayBuffer();
    return base(response.status, null);
  } catch (error) {
    return base(
      null,
      error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error),
    );
  }

  function base(status: number | null, error: string | null): WebhookDelivery {
    return {
      operation: call.operation,
      documentId: call.document._id,
      body: call.body,
      status,
      error,
      sentAt,
      ms: performance.now() - started,
    };
  }
}
