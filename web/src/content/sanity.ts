import { createClient, type SanityClient } from 'next-sanity';
import { withRetry } from './retry';
import { ContentFetchError, type ContentSource, type QueryRequest } from './source';

export interface SanitySourceConfig {
  projectId: string;
  dataset: string;
  apiVersion: string;
  /** Another API host (a staging API, or a local test double). */
  apiHost?: string;
  /** A viewer token: needed for the drafts perspective. Server-only. */
  readToken?: string;
}

/** Project hostnames (`<id>.api.sanity.io`) make no sense for a loopback or IP host. */
function usesProjectHostname(apiHost: string | undefined): boolean {
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
    // The spec's retry rule (SPEC §7) is applied by `withRetry`, not the client's own.
    maxRetries: 0,
  });
}

/** The Content Lake (or any API host speaking its protocol), through next-sanity's client. */
export function createSanitySource(config: SanitySourceConfig): ContentSource {
  const client = createSanityClient(config);
  return {
    kind: 'sanity',
    async fetch<Result>({ name, query, params = {}, perspective, tags }: QueryRequest): Promise<Result> {
      try {
        return await withRetry(
          () =>
            client.fetch<Result>(query, params, {
              perspective,
              token: perspective === 'drafts' ? config.readToken : undefined,
              tag: name,
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
