/**
 * The local Content Lake's webhook is the one the site's revalidation route
 * takes from Sanity: the owner guide's filter and projection, the signature the
 * site checks (`checkSignature`, `webhookDocument` from web/src/preview), on
 * publish, unpublish and delete, never on a draft edit.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startLake, WEBHOOK_FILTER, WEBHOOK_PROJECTION, type Lake } from '@vitrine/studio/lake';
import { checkSignature, SIGNATURE_HEADER, webhookDocument } from '@/preview/webhook';

const SECRET = 'lake-webhook-secret-0123456789';
const GUIDE = readFileSync(new URL('../../docs/owner-guide.md', import.meta.url), 'utf8');

interface Call {
  headers: IncomingHttpHeaders;
  body: string;
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A loopback receiver that records every call and answers 200. */
async function receiver(): Promise<{ url: string; calls: Call[] }> {
  const calls: Call[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      calls.push({ headers: req.headers, body });
      res.end('{"revalidated":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/revalidate`, calls };
}

/** The owner's secret: the Studio's actions carry it. */
const OWNER = 'the-owners-secret-for-the-webhook-tests-0123';

async function lakeWith(url: string): Promise<Lake> {
  const lake = await startLake({
    documents: [
      { _id: 'page-x-en', _type: 'page', title: 'X', slug: { _type: 'slug', current: 'x' }, language: 'en' },
      { _id: 'inbox.1', _type: 'contactMessage', name: 'Ada' },
    ],
    localUser: true,
    token: OWNER,
    webhook: { url, secret: SECRET },
    log: () => {},
  });
  cleanups.push(() => lake.close());
  return lake;
}

const act = (lake: Lake, action: Record<string, unknown>) =>
  fetch(`${lake.url}/v2025-02-19/data/actions/production`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${OWNER}` },
    body: JSON.stringify({ actions: [action] }),
  }).then((response) => expect(response.status).toBe(200));

describe('the local Content Lake’s webhook', () => {
  it('holds the filter and projection of the owner guide’s webhook table', () => {
    const row = (field: string) => new RegExp(`^\\| ${field} +\\| \`(.+?)\` +\\|$`, 'm').exec(GUIDE)?.[1];
    expect(row('Filter')).toBe(WEBHOOK_FILTER);
    expect(row('Projection')).toBe(WEBHOOK_PROJECTION);
  });

  it('calls on publish and unpublish with a body and signature the site’s route accepts, never on a draft edit', async () => {
    const { url, calls } = await receiver();
    const lake = await lakeWith(url);

    await act(lake, {
      actionType: 'sanity.action.document.edit',
      draftId: 'drafts.page-x-en',
      publishedId: 'page-x-en',
      patch: { set: { title: 'X, edited' } },
    });
    await lake.settled();
    expect(calls).toEqual([]);

    await act(lake, {
      actionType: 'sanity.action.document.publish',
      draftId: 'drafts.page-x-en',
      publishedId: 'page-x-en',
    });
    await act(lake, {
      actionType: 'sanity.action.document.unpublish',
      draftId: 'drafts.page-x-en',
      publishedId: 'page-x-en',
    });
    await lake.settled();

    expect(calls.map((call) => call.headers['sanity-operation'])).toEqual(['update', 'delete']);
    for (const call of calls) {
      expect(checkSignature(call.body, call.headers[SIGNATURE_HEADER] as string, SECRET, Date.now())).toEqual({
        ok: true,
      });
      expect(webhookDocument(JSON.parse(call.body))).toEqual({
        _id: 'page-x-en',
        _type: 'page',
        slug: 'x',
        language: 'en',
      });
      expect(call.headers['sanity-document-id']).toBe('page-x-en');
    }
    expect(lake.webhooks.map((delivery) => delivery.status)).toEqual([200, 200]);
    // When each was sent, on this process's clock, before its answer came (the bench's publish breakdown).
    expect(lake.webhooks[0]!.sentAt).toBeLessThanOrEqual(lake.webhooks[1]!.sentAt);
    for (const delivery of lake.webhooks) expect(delivery.sentAt + delivery.ms).toBeLessThanOrEqual(Date.now());
  });

  it('is not called for a document outside the filter (a contact message), and says when its URL fails', async () => {
    const { url, calls } = await receiver();
    const lines: string[] = [];
    const lake = await lakeWith(url);
    await lake.mutate([{ patch: { id: 'inbox.1', set: { read: true } } }]);
    await lake.settled();
    expect(calls).toEqual([]);

    const unreachable = await startLake({
      documents: [{ _id: 'siteSettings', _type: 'siteSettings' }],
      webhook: { url: 'http://127.0.0.1:9/api/revalidate', secret: SECRET },
      log: (line) => lines.push(line),
    });
    cleanups.push(() => unreachable.close());
    await unreachable.mutate([{ patch: { id: 'siteSettings', set: { title: 'T' } } }]);
    await unreachable.settled();
    expect(unreachable.webhooks).toEqual([
      expect.objectContaining({ operation: 'update', documentId: 'siteSettings', status: null }),
    ]);
    expect(lines.join('\n')).toContain('webhook http://127.0.0.1:9/api/revalidate for siteSettings');
  });
});
