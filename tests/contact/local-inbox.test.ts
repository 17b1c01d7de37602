/**
 * The contact form end to end on the server side, through `submitContact` and
 * the local inbox (an fsynced NDJSON file): concurrency, restarts, and every
 * way a submission is refused.
 */
import { readFile } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readDocumentFile } from '@/content/local-writer';
import { inboxService, message, renderToken, tempInbox } from './support.ts';

let inbox: Awaited<ReturnType<typeof tempInbox>>;
beforeEach(async () => {
  inbox = await tempInbox();
});
afterEach(async () => {
  await inbox.cleanup();
});

const lines = async () => (await readFile(inbox.file, 'utf8')).split('\n').filter(Boolean);
const context = (i = 0) => ({ ip: `198.51.100.${i % 250}`, locale: 'en' as const });

describe('200 concurrent submissions', () => {
  it('store 200 messages exactly once, even when each is double-submitted, and a restart loses none', async () => {
    const service = inboxService(inbox.file);
    const submissions = Array.from({ length: 200 }, (_, i) => message(i));
    // Every form is sent twice at once (a double click), all 400 posts in flight together.
    const results = await Promise.all(
      [...submissions, ...submissions].map((submission, i) => service.submit(submission, context(i % 200))),
    );
    expect(results.every((result) => result.ok)).toBe(true);
    expect(results.filter((result) => result.ok && result.created)).toHaveLength(200);

    const stored = (await lines()).map((line) => JSON.parse(line) as { _id: string; name: string });
    expect(stored).toHaveLength(200);
    expect(new Set(stored.map((document) => document._id)).size).toBe(200);
    expect(new Set(stored.map((document) => document.name)).size).toBe(200);

    // A new process (a new service and writer on the same file) has all 200, and a retry of each stores nothing.
    const restarted = inboxService(inbox.file);
    const retries = await Promise.all(submissions.map((submission, i) => restarted.submit(submission, context(i))));
    expect(retries.every((result) => result.ok && !result.created)).toBe(true);
    const after = await restarted.submit(message(200), context());
    expect(after).toMatchObject({ ok: true, created: true });
    expect(await lines()).toHaveLength(201);
  });
});

describe('refusals: answered clearly, nothing stored', () => {
  it('rate limit: the 6th message from one IP in 10 minutes gets 429; a retry of an accepted one and other IPs pass', async () => {
    const service = inboxService(inbox.file, { rateLimit: { limit: 5, windowMs: 600_000 } });
    const sent = Array.from({ length: 5 }, (_, i) => message(i));
    for (const submission of sent)
      await expect(service.submit(submission, context())).resolves.toMatchObject({ ok: true });
    const refused = await service.submit(message(5), context());
    expect(refused).toMatchObject({ ok: false, status: 429, reason: 'rateLimited' });
    expect(refused.ok ? 0 : refused.retryAfterSeconds).toBeGreaterThan(590);
    await expect(service.submit(sent[0]!, context())).resolves.toMatchObject({ ok: true, created: false });
    await expect(service.submit(message(6), context(1))).resolves.toMatchObject({ ok: true });
    expect(await lines()).toHaveLength(6);
  });

  it('honeypot: a filled trap field is refused', async () => {
    const result = await inboxService(inbox.file).submit({ ...message(1), website: 'https://spam.example' }, context());
    expect(result).toMatchObject({ ok: false, status: 400, reason: 'honeypot' });
    expect((await readDocumentFile(inbox.file)).exists).toBe(false);
  });

  it('minimum fill time: a form sent right after it was rendered is refused, with how long to wait', async () => {
    const service = inboxService(inbox.file, { minFillMs: 3000 });
    const result = await service.submit(message(1, renderToken(0)), context());
    expect(result).toMatchObject({ ok: false, status: 400, reason: 'tooFast', retryAfterSeconds: 3 });
    expect((await readDocumentFile(inbox.file)).exists).toBe(false);
  });

  it('tampered token: refused with a fresh token that works', async () => {
    const service = inboxService(inbox.file);
    const genuine = renderToken();
    const tampered = genuine.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    const result = await service.submit(message(1, tampered), context());
    expect(result).toMatchObject({ ok: false, status: 400, reason: 'invalidToken' });
    expect(result.token).not.toBe(tampered);
    await expect(service.submit(message(1, result.token), context())).resolves.toMatchObject({ ok: true });
  });

  it('invalid fields: 422 with a code per field', async () => {
    const result = await inboxService(inbox.file).submit({ ...message(1), fullName: 'A', message: 'short' }, context());
    expect(result).toMatchObject({
      ok: false,
      status: 422,
      reason: 'invalid',
      errors: { fullName: 'tooShort', message: 'tooShort' },
    });
  });
});

describe('HTML in a field', () => {
  it('is stored as the text it is', async () => {
    const html = '<script>alert("pwned")</script><a href="javascript:x">hi</a> & done';
    await inboxService(inbox.file).submit({ ...message(1), subject: '<b>Bold</b> subject', message: html }, context());
    const [document] = (await readDocumentFile(inbox.file)).documents;
    expect(document).toMatchObject({ subject: '<b>Bold</b> subject', message: html });
  });
});
