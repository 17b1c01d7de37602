import 'server-only';
import { createClient, type SanityClient } from '@sanity/client';
import { CONTENT_TIMEOUT_MS } from '@/config/http';
import { withRetry } from './retry';
import { ContentFetchError, type ContentSource, type QueryRequest } from './source';
import { isEditableText } from './stega';

export interface SanitySourceConfig {
  projectId: string;
  dataset: string;
  apiVersion: string;
  /** Another API host (a staging API, or a local test double). */
  apiHost?: string;
  /** A viewer token: needed for the drafts perspective. Server-only. */
  readToken?: string;
  /**
   * Where drafts are read (the preview, or staging, API): another dataset
   * and/or API host. Defaults to the public dataset and host.
   */
  preview?: { dataset: string; apiHost?: string };
  /** The Studio's URL: drafts then carry Visual Editing's edit links (stega) in displayed text. */
  studioUrl?: string;
}

/** Project hostnames (`<id>.api.sanity.io`) make no sense for a loopback or IP host. */
export function usesProjectHostname(apiHost: string | undefined): boolean {
  if (!apiHost) return true;
  const { hostname } = new URL(apiHost);
  return !(hostname === 'localhost' || /^[\d.]+$/.test(hostname) || hostname.startsWith('['));
}

interface HttpFailure {
  statusCode?: number;
  response?: { method?: string; statusCode?: number; body?: unknown };
  message?: string;
}

function classify(error: unknown): { method?: string; status?: number } {
  const failure = error as HttpFailure;
  return { method: failure?.response?.method, status: failure?.response?.statusCode ?? failure?.statusCode };
}

export function createSanityClient(config: SanitySourceConfig): SanityClient {
  return createClient({
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    apiHost: config.apiHost,
    useProjectHostname: usesProjectHostname(config.apiHost),
    useCdn: false,
    perspective: 'published',
    // The retry rule (config/http.ts) is applied by `withRetry`, not the client's own.
    maxRetries: 0,
    // A Content Lake that hangs fails a request in seconds, not minutes: the last good page is served meanwhile.
    timeout: CONTENT_TIMEOUT_MS,
  });
}

/** The client that reads drafts: the preview dataset and API host, with the viewer token. */
export function createPreviewClient(config: SanitySourceConfig): SanityClient {
  const preview = config.preview ?? { dataset: config.dataset, apiHost: config.apiHost };
  return createSanityClient({
    ...config,
    dataset: preview.dataset,
    apiHost: preview.apiHost ?? config.apiHost,
  }).withConfig({
    token: config.readToken,
    perspective: 'drafts',
    stega: {
      enabled: Boolean(config.studioUrl),
      studioUrl: config.studioUrl,
      filter: (props) => isEditableText(props.sourcePath) && props.filterDefault(props),
    },
  });
}

/**
 * The Content Lake (or any API host speaking its protocol), through @sanity/client.
 * Published content goes through Next's data cache with the request's tags
 * (`force-cache`): a page rendered on request (a form posted without
 * JavaScript) reads what the build read, and after a webhook, stale results
 * serve while fresh ones load, so a CMS outage never fails a render that has
 * a result to fall back on. Drafts come from the preview API, with the viewer
 * token, and are never cached.
 */
export function createSanitySource(config: SanitySourceConfig): ContentSource {
  const client = createSanityClient(config);
  const previewClient = createPreviewClient(config);
  return {
    kind: 'sanity',
    async fetch<Result>({ name, query, params = {}, perspective, tags }: QueryRequest): Promise<Result> {
      try {
        return await withRetry(
          () =>
            perspective === 'drafts'
              ? previewClient.fetch<Result>(query, params, { perspective, tag: name, cache: 'no-store' })
              : client.fetch<Result>(query, params, {
                  perspective,
                  tag: name,
                  cache: 'force-cache',
                  next: { tags: tags ?? [] },
                }),
          classify,
        );
      } catch (cause) {
        const { status } = classify(cause);
        throw new ContentFetchError(name, status, (cause as Error)?.message ?? String(cause), { cause });
      }
    },
  };
}
