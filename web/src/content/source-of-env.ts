import { env } from '@/env';
import { createLocalSource } from './local';
import { createSanitySource } from './sanity';
import type { ContentSource } from './source';

let source: ContentSource | undefined;

/** The content source of this process, chosen once from the validated env. */
export function contentSource(): ContentSource {
  if (!source) {
    const config = env().content;
    source =
      config.source === 'sanity'
        ? createSanitySource({
            projectId: config.projectId,
            dataset: config.dataset,
            apiVersion: config.apiVersion,
            apiHost: config.apiHost,
            readToken: config.readToken,
          })
        : createLocalSource(config.datasetDir);
  }
  return source;
}
