/**
 * With the sanity source and a write token, messages are created in the dataset
 * through the real client's mutations, against the loopback API lake.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '@sanity/client';
import { createSanityWriter } from '@/content/sanity-writer';
import { createContactService } from '@/contact/submit';
import { startLake, type Lake } from '@vitrine/studio/lake';
import { SECRET, message, silent } from './support.ts';

let lake: Lake;
beforeAll(async () => {
  lake = await startLake({ documents: [], token: 'editor-token' });
});
afterAll(async () => {
  await lake.close();
});
beforeEach(() => {
  lake.setDocuments([]);
  lake.requests.length = 0;
});

const writer = (writeToken = 'editor-token') =>
  createSanityWriter({
    projectId: 'test',
    dataset: 'production',
    apiVersion: '2025-02-19',
    apiHost: lake.url,
    writeToken,
  });
const service = (writeToken?: string, log = silent) =>
  createContactService({
    writer: writer(writeToken),
    secret: SECRET,
    rateLimit: { limit: 100, windowMs: 600_000 },
    minFillMs: 0,
    log,
  });
const context = { ip: '203.0.113.9', locale: 'fr' as const };

describe('the sanity writer', () => {
  it('creates the contactMessage with the write token, once for a double submit', async () => {
    const submission = message(1);
    const contact = service();
    const [first, second] = await Promise.all([
      contact.submit(submission, context),
      contact.submit(submission, context),
    ]);
    expect(first.ok && second.ok).toBe(true);
    expect([first, second].filter((result) => result.ok && result.created)).toHaveLength(1);

    const documents = lake.getDocuments();
    expect(documents).toHaveLength(1);
    expect(documents[0]).toMatchObject({
      _id: expect.stringMatching(/^inbox\.[0-9a-f]{32}-[0-9a-f]{12}$/),
      _type: 'contactMessage',
      name: 'Visitor 1',
      language: 'fr',
    });
    // The second submit waits for the first in the token ledger and is answered "stored": one write, not two.
    const mutations = lake.requests.filter((request) => request.endpoint === 'mutate');
    expect(mutations).toHaveLength(1);
    expect(mutations.every((request) => request.token === 'editor-token' && request.method === 'POST')).toBe(true);
    expect(JSON.stringify(mutations[0]!.body)).toContain('createIfNotExists');
  });

  it('keeps the inbox private: an anonymous query does not see it', async () => {
    await service().submit(message(2), context);
    const anonymous = createClient({
      projectId: 'test',
      dataset: 'production',
      apiVersion: '2025-02-19',
      apiHost: lake.url,
      useProjectHostname: false,
      useCdn: false,
    });
    await expect(anonymous.fetch('count(*[_type == "contactMessage"])')).resolves.toBe(0);
  });

  it('answers 503 and logs when the token is refused, so the visitor sends again', async () => {
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const result = await service('wrong-token', log).submit(message(3), context);
    expect(result).toMatchObject({ ok: false, status: 503, reason: 'unavailable' });
    expect(lake.getDocuments()).toHaveLength(0);
    expect(log.error.mock.calls[0]![1]).toMatchObject({ name: 'ContentWriteError', message: /HTTP 401/ });
  });
});
