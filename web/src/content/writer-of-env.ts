import { env } from '@/env';
import { createLocalWriter } from './local-writer';
import { createSanityWriter } from './sanity-writer';
import type { ContentWriter } from './writer';

let writer: ContentWriter | undefined;

/**
 * The content writer of this process, chosen once from the validated env:
 * the Sanity dataset when the content comes from Sanity and a write token is
 * set; otherwise the local inbox file, so a message is never dropped.
 */
export function contentWriter(): ContentWriter {
  if (!writer) {
    const { content, contact } = env();
    writer =
      content.source === 'sanity' && contact.writeToken
        ? createSanityWriter({
            projectId: content.projectId,
            dataset: content.dataset,
            apiVersion: content.apiVersion,
            apiHost: content.apiHost,
            writeToken: contact.writeToken,
          })
        : createLocalWriter(contact.inboxFile);
  }
  return writer;
}
