/**
 * The real Studio workspace, resolved in node for tests: the config from
 * `sanity.config.ts`, with an offline client that never reaches the network
 * (or the client a test passes, e.g. one answering GROQ from the demo dataset).
 */
import { createWorkspaceFromConfig, type SanityClient, type Workspace } from 'sanity';

import config from '../../sanity.config';

/** Just enough of a SanityClient for the Studio to resolve its configuration. */
export function createOfflineClient(
  fetch: (query: string, params?: Record<string, unknown>) => Promise<unknown> = async () => null,
): SanityClient {
  const client = {
    config: () => ({
      projectId: config.projectId,
      dataset: config.dataset,
      apiVersion: '2025-02-19',
      url: `https://${config.projectId}.api.sanity.io/v2025-02-19`,
      useCdn: false,
    }),
    withConfig: () => client,
    fetch,
  };
  return client as unknown as SanityClient;
}

export async function createTestWorkspace(client: SanityClient = createOfflineClient()): Promise<Workspace> {
  return createWorkspaceFromConfig({
    ...config,
    getClient: () => client,
    currentUser: {
      id: 'test-editor',
      name: 'Test Editor',
      email: 'editor@example.com',
      role: 'administrator',
      roles: [{ name: 'administrator', title: 'Administrator' }],
    },
  } as Parameters<typeof createWorkspaceFromConfig>[0]);
}
