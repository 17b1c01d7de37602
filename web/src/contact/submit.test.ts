import { describe, expect, it, vi } from 'vitest';
import type { ContentWriter, NewDocument } from '@/content/writer';
import type { ContactMessageDocument } from './message';
import { resetLogThrottles } from '@/log';
import { createProcessState } from '@/shared-state/process';
import { createContactService, type ContactServiceOptions } from './submit';
import { issueFormToken, verifyFormToken } from './token';

const secret = 'unit-test-secret-unit-test-secret-0123';
const start = Date.UTC(2025, 5, 1, 9);

function memoryWriter(): ContentWriter & { documents: NewDocument[] } {
  const documents: NewDocument[] = [];
  return {
    kind: 'local',
    target: 'memory',
    documents,
    async createIfNotExists(document) {
      if (documents.some((existing) => existing._id === document._id)) return { created: false };
      documents.push(document);
      return { created: true };
    },
  };
}

function setup(overrides: Partial<ContactServiceOptions> = {}) {
  resetLogThrottles();
  let clock = start;
  const writer = memoryWriter();
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const tasks: (() => Promise<void>)[] = [];
  const service = createContactService({
    writer,
    secret,
    rateLimit: { limit: 5, windowMs: 600_000 },
    minFillMs: 3000,
    defer: (task) => tasks.push(task),
    log,
    now: () => clock,
    ...overrides,
  });
  return {
    service,
    writer,
    log,
    tasks,
    advance: (ms: number) => (clock += ms),
    /** A token rendered `ago` ms before now. */
    token: (ago = 10_000) => issueFormToken(secret, clock - ago),
  };
}

const fields = {
  fullName: 'Ana Souza',
  email: 'ana@example.com',
  phone: '',
  subject: 'A new website',
  message: 'Hello! I would like to talk about a project.',
};
const context = { ip: '203.0.113.7', locale: 'pt' as const };

describe('submitContact', () => {
  it('stores a valid message as a contactMessage under inbox.<key>-<digest>, and issues a fresh token', async () => {
    const { service, writer, token } = setup();
    const sent = token();
    const result = await service.submit({ ...fields, token: sent }, context);
    expect(result).toMatchObject({ ok: true, status: 200, created: true });
    if (!result.ok) throw new Error('not stored');
    expect(result.id).toMatch(new RegExp(`^inbox\\.${sent.slice(0, 32)}-[0-9a-f]{12}$`));
    expect(result.token).not.toBe(sent);
    expect(writer.documents).toEqual([
      {
        _id: result.id,
        _type: 'contactMessage',
        name: 'Ana Souza',
        email: 'ana@example.com',
        subject: 'A new website',
        message: 'Hello! I would like to talk about a project.',
        language: 'pt',
        receivedAt: '2025-06-01T09:00:00.000Z',
      },
    ]);
  });

  it('stores a double submit of one render once', async () => {
    const { service, writer, token } = setup();
    const sent = token();
    const [first, second] = await Promise.all([
      service.submit({ ...fields, token: sent }, context),
      service.submit({ ...fields, token: sent }, context),
    ]);
    expect(first).toMatchObject({ ok: true, created: true });
    expect(second).toMatchObject({ ok: true, created: false, id: first.ok ? first.id : '' });
    expect(writer.documents).toHaveLength(1);
  });

  it('sends one message per token: another message with a used token (the back button) asks to send again', async () => {
    const { service, writer, token, advance } = setup();
    const sent = token();
    await service.submit({ ...fields, token: sent }, context);
    const again = await service.submit({ ...fields, subject: 'Another project', token: sent }, context);
    expect(again).toMatchObject({ ok: false, status: 400, reason: 'invalidToken' });
    expect(again.token).not.toBe(sent);
    expect(writer.documents.map((document) => document.subject)).toEqual(['A new website']);
    // With the fresh token (once a person would have had time to press send) it goes through, as a second message.
    advance(5000);
    await service.submit({ ...fields, subject: 'Another project', token: again.token }, context);
    expect(writer.documents.map((document) => document.subject)).toEqual(['A new website', 'Another project']);
  });

  it('a token expires after its lifetime (two hours by default)', async () => {
    const { service, writer, token } = setup();
    const old = token(2 * 3_600_000 + 1);
    expect(await service.submit({ ...fields, token: old }, context)).toMatchObject({
      ok: false,
      reason: 'invalidToken',
    });
    const recent = token(2 * 3_600_000 - 1000);
    expect(await service.submit({ ...fields, token: recent }, context)).toMatchObject({ ok: true });
    expect(writer.documents).toHaveLength(1);
  });

  it('a bot that fills the honeypot gets the answer a person gets; nothing is stored or e-mailed', async () => {
    const notifier = { send: vi.fn(async () => {}) };
    const { service, writer, token, tasks, log } = setup({ notifier });
    const trapped = await service.submit({ ...fields, website: 'http://spam.example', token: token() }, context);
    const person = await service.submit({ ...fields, subject: 'Real one', token: token() }, context);
    expect(Object.keys(trapped).sort()).toEqual(Object.keys(person).sort());
    expect(trapped).toMatchObject({ ok: true, status: 200 });
    expect(writer.documents.map((document) => document.subject)).toEqual(['Real one']);
    await Promise.all(tasks.map((task) => task()));
    expect(notifier.send).toHaveBeenCalledTimes(1);
    expect(log.info).toHaveBeenCalledWith(expect.stringContaining('honeypot'));
  });

  it('a site-wide limit holds whatever addresses the senders use, and logs once', async () => {
    const { service, writer, token, log } = setup({ siteLimit: { limit: 3, windowMs: 3_600_000 } });
    const results = [];
    for (let i = 0; i < 5; i++) {
      results.push(
        await service.submit(
          { ...fields, subject: `Project ${i}`, token: token() },
          { ...context, ip: `198.51.100.${i}` },
        ),
      );
    }
    expect(results.map((result) => result.status)).toEqual([200, 200, 200, 429, 429]);
    expect(results[3]).toMatchObject({ reason: 'busy', retryAfterSeconds: 3600 });
    expect(writer.documents).toHaveLength(3);
    expect(log.warn.mock.calls.filter(([line]) => String(line).includes('Site-wide limit'))).toHaveLength(1);
  });

  it('keeps HTML as text', async () => {
    const { service, writer, token } = setup();
    const html = '<script>alert("x")</script><b>bold</b>';
    await service.submit(
      { ...fields, fullName: '<img src=x onerror=alert(1)>', message: html, token: token() },
      context,
    );
    expect(writer.documents[0]).toMatchObject({ name: '<img src=x onerror=alert(1)>', message: html });
  });

  it.each<[string, Record<string, unknown>, object]>([
    [
      'a control character is in the subject',
      { subject: 'Hi\u001b[2J' },
      { status: 422, errors: { subject: 'invalid' } },
    ],
    ['there is no token', { token: undefined }, { status: 400, reason: 'invalidToken' }],
    [
      'the token is tampered with',
      { token: 'f'.repeat(32) + '.abc.' + 'x'.repeat(43) },
      { status: 400, reason: 'invalidToken' },
    ],
    ['a field is invalid', { email: 'ana@' }, { status: 422, reason: 'invalid', errors: { email: 'invalid' } }],
    ['the fields are too large', { message: 'x'.repeat(40_000) }, { status: 413, reason: 'tooLarge' }],
  ])('refuses and stores nothing when %s', async (_name, change, expected) => {
    const { service, writer, token } = setup();
    const result = await service.submit({ ...fields, token: token(), ...change }, context);
    expect(result).toMatchObject({ ok: false, ...expected });
    expect(writer.documents).toHaveLength(0);
  });

  it('answers a bad token with a fresh one, so sending again works', async () => {
    const { service, advance } = setup();
    const refused = await service.submit({ ...fields, token: 'forged' }, context);
    expect(refused).toMatchObject({ ok: false, reason: 'invalidToken' });
    advance(5000);
    await expect(service.submit({ ...fields, token: refused.token }, context)).resolves.toMatchObject({ ok: true });
  });

  it('refuses a form sent faster than the minimum fill time, then accepts the same token', async () => {
    const { service, writer, token, advance } = setup();
    const sent = token(1000);
    const refused = await service.submit({ ...fields, token: sent }, context);
    expect(refused).toEqual({ ok: false, status: 400, reason: 'tooFast', retryAfterSeconds: 2, token: sent });
    advance(2000);
    await expect(service.submit({ ...fields, token: sent }, context)).resolves.toMatchObject({ ok: true });
    expect(writer.documents).toHaveLength(1);
  });

  it('answers 429 past the per-IP limit, counts retries once, and counts other IPs apart', async () => {
    const { service, token } = setup({ rateLimit: { limit: 2, windowMs: 600_000 } });
    const first = token();
    expect((await service.submit({ ...fields, token: first }, context)).ok).toBe(true);
    expect((await service.submit({ ...fields, token: token() }, context)).ok).toBe(true);
    expect((await service.submit({ ...fields, token: first }, context)).ok).toBe(true);
    const refused = await service.submit({ ...fields, token: token() }, context);
    expect(refused).toMatchObject({ ok: false, status: 429, reason: 'rateLimited', retryAfterSeconds: 600 });
    expect((await service.submit({ ...fields, token: token() }, { ...context, ip: '198.51.100.1' })).ok).toBe(true);
  });

  it('notifies once, after storing, and only for a new message', async () => {
    const sent: ContactMessageDocument[] = [];
    const { service, writer, tasks, token } = setup({
      notifier: {
        async send(message) {
          expect(writer.documents.map((document) => document._id)).toContain(message._id);
          sent.push(message);
        },
      },
    });
    const render = token();
    await service.submit({ ...fields, token: render }, context);
    await service.submit({ ...fields, token: render }, context);
    await Promise.all(tasks.map((task) => task()));
    expect(sent).toHaveLength(1);
  });

  it('keeps the message and logs when the notification fails', async () => {
    const { service, writer, tasks, log, token } = setup({
      notifier: { send: () => Promise.reject(new Error('SMTP is down')) },
    });
    const result = await service.submit({ ...fields, token: token() }, context);
    expect(result.ok).toBe(true);
    await Promise.all(tasks.map((task) => task()));
    expect(writer.documents).toHaveLength(1);
    expect(log.error).toHaveBeenCalledWith(
      expect.stringMatching(/notification .* failed; the message is stored/),
      expect.any(Error),
    );
  });

  it('answers 503 with the same token when the store fails, so a retry is still idempotent', async () => {
    const failing: ContentWriter = {
      kind: 'sanity',
      target: 'nowhere',
      createIfNotExists: () => Promise.reject(new Error('HTTP 500')),
    };
    const { service, log, token } = setup({ writer: failing });
    const sent = token();
    await expect(service.submit({ ...fields, token: sent }, context)).resolves.toEqual({
      ok: false,
      status: 503,
      reason: 'unavailable',
      token: sent,
    });
    expect(log.error).toHaveBeenCalled();
  });
});

describe('submitContact on several instances sharing one state', () => {
  /** Two instances: each its own writer (its own inbox), both on one shared state and one secret. */
  function twoInstances(overrides: Partial<ContactServiceOptions> = {}) {
    const state = createProcessState();
    const make = () => setup({ state, ...overrides });
    return [make(), make()] as const;
  }

  it('accepts on one instance a form rendered by the other, and stores a retry on the other once', async () => {
    const [a, b] = twoInstances();
    const sent = a.token();
    expect(await b.service.submit({ ...fields, token: sent }, context)).toMatchObject({ ok: true, created: true });
    expect(await a.service.submit({ ...fields, token: sent }, context)).toMatchObject({ ok: true, created: false });
    expect([...a.writer.documents, ...b.writer.documents]).toHaveLength(1);
    const other = await a.service.submit({ ...fields, subject: 'Another project', token: sent }, context);
    expect(other).toMatchObject({ ok: false, reason: 'invalidToken' });
  });

  it('counts the per-IP limit and the site-wide cap for both together', async () => {
    const [a, b] = twoInstances({ siteLimit: { limit: 7, windowMs: 3_600_000 } });
    const results = [];
    for (let i = 0; i < 8; i++) {
      const instance = i % 2 ? a : b;
      results.push(
        (await instance.service.submit({ ...fields, subject: `Project number ${i}`, token: instance.token() }, context))
          .status,
      );
    }
    expect(results).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    for (let i = 0; i < 4; i++) {
      const instance = i % 2 ? a : b;
      const ip = { ...context, ip: `198.51.100.${i}` };
      results.push(
        (await instance.service.submit({ ...fields, subject: `Other project ${i}`, token: instance.token() }, ip))
          .status,
      );
    }
    expect(results.slice(8)).toEqual([200, 200, 429, 429]);
    expect(a.writer.documents.length + b.writer.documents.length).toBe(7);
  });

  it('accepts a token signed with a secret it used before, and issues with the current one', async () => {
    let secrets = { issue: 'old-secret-old-secret-old-secret-01', accept: ['old-secret-old-secret-old-secret-01'] };
    const { service } = setup({ secret: () => secrets });
    const before = service.issueToken();
    secrets = {
      issue: 'new-secret-new-secret-new-secret-02',
      accept: ['new-secret-new-secret-new-secret-02', secrets.issue],
    };
    expect(verifyFormToken(secrets.issue, service.issueToken(), { now: start, clockSkewMs: 0 })).not.toBeNull();
    expect(await service.submit({ ...fields, token: before }, context)).toMatchObject({ ok: false, reason: 'tooFast' });
  });
});
