/**
 * The data layer's public surface: named getters, one query each.
 * Components and routes call these; they never see a query or a client.
 * Each getter's result type comes from the generated query map
 * (`SanityQueries` in schemas/src/sanity.types.ts), so pairing a getter with
 * the wrong type fails `tsc`.
 */
import 'server-only';
import type { SanityQueries } from '@sanity/client';
import {
  articleBySlugQuery,
  articleListQuery,
  creditsPageQuery,
  guardiansPageQuery,
  homePageQuery,
  imageIndexQuery,
  pageBySlugQuery,
  partnersPageQuery,
  previewFingerprintQuery,
  redirectListQuery,
  routeIndexQuery,
  siteMapQuery,
  siteSettingsQuery,
  webManifestQuery,
  workListQuery,
  type Locale,
} from '@vitrine/schemas';
import { join } from 'node:path';
import { env } from '@/env';
import { previewState } from '@/preview/state';
import { memoized } from './memo';
import { contentSource } from './source-of-env';
import type { Perspective } from './source';
import { TAGS } from './tags';

export { ContentFetchError } from './source';
export type { Perspective } from './source';

type KnownQuery = keyof SanityQueries;
export type QueryResult<Query extends KnownQuery> = SanityQueries[Query];

/**
 * `drafts` while a preview is active (Next.js draft mode on, with a valid
 * preview token cookie), `published` otherwise, and always at build time.
 */
async function perspective(): Promise<Perspective> {
  return (await previewState()).active ? 'drafts' : 'published';
}

async function run<Query extends KnownQuery>(
  name: string,
  query: Query,
  params: Record<string, unknown>,
  tags: readonly string[],
  as?: Perspective,
): Promise<QueryResult<Query>> {
  return contentSource().fetch<QueryResult<Query>>({
    name,
    query,
    params,
    tags: [...tags],
    perspective: as ?? (await perspective()),
  });
}

/** The site settings in a language; `as` fixes the perspective (the sitemap and feeds read `published` only). */
export const getSiteSettings = (locale: Locale, as?: Perspective) =>
  run('siteSettingsQuery', siteSettingsQuery, { locale }, TAGS.siteSettings, as);

/** What the web manifest shows; null when there is no settings document. */
export const getWebManifest = () => run('webManifestQuery', webManifestQuery, {}, TAGS.siteSettings);

export const getHomePage = (locale: Locale) => run('homePageQuery', homePageQuery, { locale }, TAGS.homePage);

/** A page by slug (`about`, `contact`, or a catch-all path such as `studio/process`); null when there is none. */
export const getPage = (locale: Locale, slug: string) =>
  run('pageBySlugQuery', pageBySlugQuery, { locale, slug }, TAGS.page);

/** Articles in a language, newest first; `as` fixes the perspective (the feed reads `published` only). */
export const listArticles = (locale: Locale, as?: Perspective) =>
  run('articleListQuery', articleListQuery, { locale }, TAGS.articleList, as);

/** An article by slug; null when it does not exist in that language. */
export const getArticle = (locale: Locale, slug: string, as?: Perspective) =>
  run('articleBySlugQuery', articleBySlugQuery, { locale, slug }, TAGS.article, as);

export const listWorks = (locale: Locale) => run('workListQuery', workListQuery, { locale }, TAGS.workList);

export const getPartnersPage = (locale: Locale) =>
  run('partnersPageQuery', partnersPageQuery, { locale }, TAGS.partnersPage);

export const getGuardiansPage = (locale: Locale) =>
  run('guardiansPageQuery', guardiansPageQuery, { locale }, TAGS.guardiansPage);

export const getCreditsPage = (locale: Locale) =>
  run('creditsPageQuery', creditsPageQuery, { locale }, TAGS.creditsPage);

export const getSiteMap = (locale: Locale) => run('siteMapQuery', siteMapQuery, { locale }, TAGS.siteMap);

/** What live preview watches (drafts only): it changes whenever any document the site shows does. */
export const getPreviewFingerprint = () => run('previewFingerprintQuery', previewFingerprintQuery, {}, [], 'drafts');

/**
 * Every image the content holds, grouped by the field it comes from, in one
 * perspective: the local source makes its image variants from it at build time.
 */
export const getImageIndex = (as: Perspective) => run('imageIndexQuery', imageIndexQuery, {}, TAGS.imageIndex, as);

/**
 * The local source watching its file (`next dev`): it answers from a copy
 * kept until the file changes, so the proxy reads it directly and a publish
 * is routable on the next request.
 */
const watchesFile = () => {
  const content = env().content;
  return content.source === 'local' && content.watch;
};

/** How long the proxy trusts its copy of the route index and the redirects before refreshing in the background. */
const PROXY_MEMO_TTL_MS = 60_000;

/**
 * Where a read the proxy also makes is kept: `memory` for the proxy, which
 * Next's data cache does not reach (memo.ts); `render` for what is
 * prerendered from it (the sitemap), through Next's data cache with its tags,
 * so the webhook that changes a document renders it again.
 */
export type Keep = 'memory' | 'render';

/**
 * Every page and article with its language, slug, validate rule and
 * translation group: what routing, static params and the sitemap need. In
 * `published`, kept in memory per process (the proxy reads it on every
 * request), refreshed by the webhook, and served from the last good copy when
 * the CMS is down, a copy kept in the data folder too, for a restart during an
 * outage (content/memo.ts); `drafts` is read fresh.
 */
export const getRouteIndex = (as: Perspective = 'published', keep: Keep = 'memory') =>
  as === 'drafts' || keep === 'render' || watchesFile()
    ? run('routeIndexQuery', routeIndexQuery, {}, TAGS.routeIndex, as)
    : memoized('routeIndexQuery', () => run('routeIndexQuery', routeIndexQuery, {}, TAGS.routeIndex, 'published'), {
        tags: TAGS.routeIndex,
        ttlMs: PROXY_MEMO_TTL_MS,
        persist: contentSource().kind === 'sanity' ? join(env().contact.dataDir, 'route-index.json') : undefined,
      });

/** The CMS redirect documents (published), kept like the route index. */
export const listRedirects = (keep: Keep = 'memory') =>
  keep === 'render' || watchesFile()
    ? run('redirectListQuery', redirectListQuery, {}, TAGS.redirects, 'published')
    : memoized(
        'redirectListQuery',
        () => run('redirectListQuery', redirectListQuery, {}, TAGS.redirects, 'published'),
        {
          tags: TAGS.redirects,
          ttlMs: PROXY_MEMO_TTL_MS,
        },
      );
