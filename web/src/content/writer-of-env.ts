import 'server-only';
import { join } from 'node:path';
import { env } from '@/env';
import { createLocalWriter } from './local-writer';
import { createDeliveringWriter } from './outbox';
import { createSanityWriter } from './sanity-writer';
import type { ContentWriter } from './writer';

let writer: ContentWriter | undefined;

/**
 * The content writer of this process, chosen once from the validated env:
 * the Sanity dataset when the content comes from Sanity and a write token is
 * set, with a local outbox for when it refuses (content/outbox.ts); otherwise
 * the local inbox file. Either way a message is never dropped.
 */
export function contentWriter(): ContentWriter {
  if (!writer) {
    const { content, contact } = env();
    writer =
      content.source === 'sanity' && contact.writeToken
        ? createDeliveringWriter({
            primary: createSanityWriter({
              projectId: content.projectId,
              dataset: content.dataset,
              apiVersion: content.apiVersion,
              apiHost: content.apiHost,
              writeToken: contact.writeToken,
            }),
            file: join(contact.dataDir, 'outbox.ndjson'),
            maxBytes: contact.inboxMaxBytes,
          })
        : createLocalWriter(contact.inboxFile, { maxBytes: contact.inboxMaxBytes });
  }
  return writer;
}
