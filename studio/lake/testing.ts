/** What the lake's tests share: a client of a lake, the failure of a call, the Studio's edit and publish. */
import {
  createClient,
  type ClientConfig,
  type EditAction,
  type PublishAction,
  type SanityClient,
} from '@sanity/client';
import type { Lake } from './server';

export const API_VERSION = '2025-02-19';

/** The secret of a test's owner: a lake started with `token: OWNER_TOKEN, localUser: true` is theirs. */
export const OWNER_TOKEN = 'the-owners-secret-for-these-tests-0123456789';

/** `@sanity/client` pointed at the lake, as the site's sanity source points at an API host. */
export function clientFor(lake: Lake, config: Partial<ClientConfig> = {}): SanityClient {
  return createClient({
    projectId: 'test',
    dataset: 'production',
    apiVersion: API_VERSION,
    apiHost: lake.url,
    useProjectHostname: false,
    useCdn: false,
    maxRetries: 0,
    ...config,
  });
}

/** The owner's client: `clientFor` with `OWNER_TOKEN`, as the Studio sends the secret it was given. */
export function ownerClient(lake: Lake, config: Partial<ClientConfig> = {}): SanityClient {
  return clientFor(lake, { token: OWNER_TOKEN, ...config });
}

/** What a call that should fail rejected with; fails the test if it resolved. */
export async function failure(promise: Promise<unknown>): Promise<{ statusCode?: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { statusCode?: number; message: string };
  }
  throw new Error('expected the call to fail, it succeeded');
}

/** The Studio's edit of `publishedId` (into its draft), as the document pane sends it. */
export const editAction = (publishedId: string, patch: EditAction['patch']): EditAction => ({
  actionType: 'sanity.action.document.edit',
  draftId: `drafts.${publishedId}`,
  publishedId,
  patch,
});

/** The Studio's publish of the draft of `publishedId`. */
export const publishAction = (publishedId: string, checks: { ifPublishedRevisionId?: string } = {}): PublishAction => ({
  actionType: 'sanity.action.document.publish',
  draftId: `drafts.${publishedId}`,
  publishedId,
  ...checks,
});
