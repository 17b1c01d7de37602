/** Shared by the contact form's integration tests and its benchmark: a service on a temporary local inbox. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalWriter } from '@/content/local-writer';
import { createContactService, type ContactServiceOptions, type ContactSubmission } from '@/contact/submit';
import { issueFormToken } from '@/contact/token';

export const SECRET = 'integration-test-secret-0123456789abcdef';

export const silent = { info: () => {}, warn: () => {}, error: () => {} };

export async function tempInbox(): Promise<{ dir: string; file: string; cleanup(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'vitrine-inbox-'));
  return { dir, file: join(dir, 'messages.ndjson'), cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** A service writing to `file`, with no wait and generous limits unless told otherwise. */
export function inboxService(
  file: string,
  options: Partial<ContactServiceOptions> = {},
  { maxBytes }: { maxBytes?: number } = {},
) {
  return createContactService({
    writer: createLocalWriter(file, { maxBytes }),
    secret: SECRET,
    rateLimit: { limit: 10_000, windowMs: 600_000 },
    siteLimit: { limit: 10_000, windowMs: 600_000 },
    minFillMs: 0,
    log: silent,
    ...options,
  });
}

/** A token for a form rendered `ago` ms ago. */
export const renderToken = (ago = 10_000) => issueFormToken(SECRET, Date.now() - ago);

/** The i-th visitor's valid message. */
export function message(i: number, token = renderToken()): ContactSubmission {
  return {
    fullName: `Visitor ${i}`,
    email: `visitor${i}@example.com`,
    phone: i % 2 ? '+33 6 12 34 56 78' : '',
    subject: `Project number ${i}`,
    message: `Hello, this is message ${i}. I would like to work with you.`,
    token,
  };
}
