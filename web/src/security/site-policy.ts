/**
 * Where the site's pages reach beyond their origin, and who may frame them in
 * draft mode: decided by the content source and the Studio's address. One
 * decision for the Vitrine server's policy (server/main.ts, from the validated
 * env) and for the policy every host sends (next.config.ts, which cannot
 * import env.ts, a server-only module, and reads the raw variables). Pure.
 */
import type { SitePolicy } from './headers';

/** The parts of the content configuration (env.ts `ContentConfig`) the policy depends on. */
export type PolicyContent =
  | { source: 'local' }
  | { source: 'sanity'; projectId: string; apiHost: string | undefined; preview: { apiHost: string | undefined } };

const SANITY_CDN = 'https://cdn.sanity.io';

/**
 * The Studio `npm run studio` serves, on loopback at the port its owner chose (STUDIO_PORT): it frames the dev site
 * in draft mode, which only the owner's secret turns on.
 */
const LOOPBACK_STUDIO = ['http://localhost:*', 'http://127.0.0.1:*', 'http://[::1]:*'];

export function sitePolicy(content: PolicyContent, studioUrl: string | undefined): SitePolicy {
  const studio = studioUrl ? [new URL(studioUrl).origin] : undefined;
  if (content.source !== 'sanity') {
    return { images: [], preview: { connect: [], frameAncestors: studio ?? LOOPBACK_STUDIO } };
  }
  const apiHost = content.preview.apiHost ?? content.apiHost;
  return {
    images: [SANITY_CDN],
    preview: {
      connect: [apiHost ? new URL(apiHost).origin : `https://${content.projectId}.api.sanity.io`],
      frameAncestors: studio ?? [],
    },
  };
}

/**
 * The same policy from the raw variables, read as env.ts reads them (an empty
 * value is unset; the sanity source when CONTENT_SOURCE says so, or when a
 * project and a dataset are set and CONTENT_SOURCE is not). env.ts validates them;
 * site-policy.test.ts holds the two readings to one answer.
 */
export function sitePolicyOfVars(raw: Record<string, string | undefined>): SitePolicy {
  const value = (name: string) => raw[name] || undefined;
  const source = value('CONTENT_SOURCE');
  const sanity =
    source === 'sanity' || (source === undefined && !!value('SANITY_PROJECT_ID') && !!value('SANITY_DATASET'));
  const apiHost = value('SANITY_API_HOST');
  return sitePolicy(
    sanity
      ? {
          source: 'sanity',
          projectId: value('SANITY_PROJECT_ID') ?? '',
          apiHost,
          preview: { apiHost: value('SANITY_PREVIEW_API_HOST') ?? apiHost },
        }
      : { source: 'local' },
    value('SANITY_STUDIO_URL'),
  );
}
