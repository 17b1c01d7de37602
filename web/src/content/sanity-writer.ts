import 'server-only';
import { createSanityClient, type SanitySourceConfig } from './sanity';
import { ContentWriteError, type ContentWriter } from './writer';

export interface SanityWriterConfig extends SanitySourceConfig {
  /** A token with write access (an Editor API token). Server-only. */
  writeToken: string;
}

/**
 * Creates documents in the Content Lake (or any API host speaking its
 * protocol) with `createIfNotExists`, so a retry never duplicates. Mutations
 * are POSTs: by the retry rule (config/http.ts) they are not retried here; the caller's retry, with
 * the same `_id`, is safe.
 */
export function createSanityWriter(config: SanityWriterConfig): ContentWriter {
  const client = createSanityClient(config).withConfig({ token: config.writeToken, useCdn: false });
  return {
    kind: 'sanity',
    target: `Sanity project ${config.projectId}, dataset ${config.dataset}`,
    async createIfNotExists(document) {
      try {
        const result = await client.createIfNotExists(document, { returnFirst: true, returnDocuments: false });
        // An existing document answers `none` (or `update` on older API hosts): only `create` is new.
        return { created: result.results.some((entry) => entry.id === document._id && entry.operation === 'create') };
      } catch (cause) {
        const status = (cause as { statusCode?: number })?.statusCode;
        throw new ContentWriteError(
          document._id,
          `${status ? `HTTP ${status}: ` : ''}${(cause as Error)?.message ?? String(cause)}`,
          { cause },
        );
      }
    },
  };
}
