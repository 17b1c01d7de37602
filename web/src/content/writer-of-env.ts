import 'server-only';
import { join } from 'node:path';
import { env } from '@/env';
import { isServerless } from '@/security/host';
import { createLocalWriter } from './local-writer';
import { createDeliveringWriter } from './outbox';
import { createSanityWriter } from './sanity-writer';
import type { ContentWriter } from './writer';

let writer: ContentWriter | undefined;

/**
 * The content writer of this process, chosen once from the validated env:
 * the Sanity dataset when the content comes from Sanity and a write token is
 * set, with a local outbox for when it refuses (content/outbox.ts); otherwise
 * the local inbox file. Either way a message is never dropped. On Vercel and
 * Netlify no disk outlasts the request, so there is no outbox: when Sanity
 * refuses, the visitor is asked to send again and keeps the text (env.ts
 * refuses to start there without the Sanity inbox).
 */
export function contentWriter(): ContentWriter {
  if (!writer) {
    const { content, contact, server } = env();
    if (content.source === 'sanity' && contact.writeToken) {
      const sanity = createSanityWriter({
        projectId: content.projectId,
        dataset: content.dataset,
        apiVersion: content.apiVersion,
        apiHost: content.apiHost,
        writeToken: contact.writeToken,
      });
      writer = isServerless(server.host)
        ? sanity
        : createDeliveringWriter({
            primary: sanity,
            file: join(contact.dataDir, 'outbox.ndjson'),
            maxBytes: contact.inboxMaxBytes,
          });
    } else writer = createLocalWriter(contact.inboxFile, { maxBytes: contact.inboxMaxBytes });
  }
  return writer;
}
