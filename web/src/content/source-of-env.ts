import 'server-only';
import { createClient, type SanityClient } from '@sanity/client';
import { readLakeSecret } from '@vitrine/schemas/dataset';
import { DEFAULT_API_VERSION, env, type ContentConfig } from '@/env';
import type { LiveConfig } from '@/preview/types';
import { createLocalSource } from './local';
import { createPreviewClient, createSanitySource, usesProjectHostname, type SanitySourceConfig } from './sanity';
import type { ContentSource } from './source';

let source: ContentSource | undefined;

/** The content source of this process, chosen once from the validated env. */
export function contentSource(): ContentSource {
  if (!source) {
    const config = env().content;
    source =
      config.source === 'sanity'
        ? createSanitySource(sanityConfig(config))
        : createLocalSource(config.datasetDir, { watch: config.watch });
  }
  return source;
}

type SanityContentConfig = Extract<ContentConfig, { source: 'sanity' }>;

function sanityConfig(config: SanityContentConfig): SanitySourceConfig {
  return {
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    apiHost: config.apiHost,
    readToken: config.readToken,
    preview: config.preview,
    studioUrl: env().preview.studioUrl,
  };
}

/** The Sanity project with a viewer token, or null (the local source, or no token: no drafts). */
function withViewerToken(): (SanityContentConfig & { readToken: string }) | null {
  const config = env().content;
  return config.source === 'sanity' && config.readToken ? { ...config, readToken: config.readToken } : null;
}

/**
 * Where the Presentation tool's preview secret is checked: the preview API
 * with the viewer token, or, on the local source, the local Content Lake the
 * Studio stores it in, with the owner's secret that `npm run studio` made
 * (read when needed: the Studio may start after the site); null when neither
 * is configured.
 */
export function previewClient(): SanityClient | null {
  const content = env().content;
  if (content.source === 'local') {
    const secret = content.lakeUrl ? readLakeSecret(content.ownerConfigDir) : null;
    if (!content.lakeUrl || !secret) return null;
    return createClient({
      projectId: 'local',
      dataset: 'production',
      apiVersion: DEFAULT_API_VERSION,
      apiHost: content.lakeUrl,
      useProjectHostname: false,
      useCdn: false,
      token: secret,
      maxRetries: 0,
    });
  }
  const config = withViewerToken();
  return config ? createPreviewClient(sanityConfig(config)) : null;
}

/** What the browser needs to read drafts live (draft mode only): the preview API and the viewer token. */
export function liveConfig(): LiveConfig | null {
  const config = withViewerToken();
  if (!config) return null;
  const apiHost = config.preview.apiHost ?? config.apiHost;
  return {
    projectId: config.projectId,
    dataset: config.preview.dataset,
    apiHost,
    useProjectHostname: usesProjectHostname(apiHost),
    apiVersion: config.apiVersion,
    token: config.readToken,
  };
}
