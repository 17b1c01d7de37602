/**
 * The contact form end to end on the server side, through `submitContact` and
 * the local inbox (an fsynced NDJSON file): concurrency, restarts, and every
 * way a submission is refused.
 */
import { readFile, stat } from 'node:fs/promises';
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

  it('honeypot: a filled trap field gets the answer a real send gets, and nothing is stored', async () => {
    const result = await inboxService(inbox.file).submit({ ...message(1), website: 'https://spam.example' }, context());
    expect(result).toMatchObject({ ok: true, status: 200 });
    expect((await readDocumentFile(inbox.file)).exists).toBe(false);
  });

  it('one message per token, whatever the address: a second message with it asks to send again', async () => {
    const service = inboxService(inbox.file);
    const token = renderToken();
    await expect(service.submit(message(1, token), context(1))).resolves.toMatchObject({ ok: true, created: true });
    const again = await service.submit(message(2, token), context(2));
    expect(again).toMatchObject({ ok: false, status: 400, reason: 'invalidToken' });
    expect(await lines()).toHaveLength(1);
  });

  it('an expired token (two hours by default) is refused', async () => {
    const result = await inboxService(inbox.file).submit(message(1, renderToken(2 * 3_600_000 + 1000)), context());
    expect(result).toMatchObject({ ok: false, status: 400, reason: 'invalidToken' });
  });

  it('a site-wide cap answers 429 to any address once reached', async () => {
    const service = inboxService(inbox.file, { siteLimit: { limit: 3, windowMs: 3_600_000 } });
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await service.submit(message(i), context(i)));
    expect(results.map((result) => result.status)).toEqual([200, 200, 200, 429, 429]);
    expect(await lines()).toHaveLength(3);
  });

  it('a full inbox: a clear 503 before the disk fills, and what is stored stays readable', async () => {
    const service = inboxService(inbox.file, {}, { maxBytes: 700 });
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await service.submit(message(i), context(i)));
    expect(results.map((result) => result.status)).toEqual([200, 200, 503, 503]);
    const file = await readDocumentFile(inbox.file);
    expect(file.documents).toHaveLength(2);
    expect(file.damaged).toBe(0);
    expect((await stat(inbox.file)).size).toBeLessThanOrEqual(700);
  });

  it('control characters are refused (a terminal escape in the message, a newline in the subject)', async () => {
    const service = inboxService(inbox.file);
    const escape = await service.submit({ ...message(1), message: 'Hello \u001b[2J\u001b[H there, friend' }, context());
    expect(escape).toMatchObject({ ok: false, status: 422, errors: { message: 'invalid' } });
    const header = await service.submit({ ...message(2), subject: 'Hi\r\nBcc: x@evil.example' }, context());
    expect(header).toMatchObject({ ok: false, status: 422, errors: { subject: 'invalid' } });
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

describe('the inbox file', () => {
  it('is the server user’s alone: 0600, in a 0700 folder (made so even if it existed before)', async () => {
    const { chmod } = await import('node:fs/promises');
    await chmod(inbox.dir, 0o755);
    await inboxService(inbox.file).submit(message(1), context());
    expect((await stat(inbox.file)).mode & 0o777).toBe(0o600);
    expect((await stat(inbox.dir)).mode & 0o777).toBe(0o700);
  });
});
