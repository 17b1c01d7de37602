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
  publishedLanguagesQuery,
  redirectListQuery,
  routeIndexQuery,
  siteMapQuery,
  siteSettingsQuery,
  webManifestQuery,
  workListQuery,
  defaultLocale,
  isValidSlug,
  type Locale,
  withLiveLinks,
  servableIds,
  servableRouteIndex,
} from '@vitrine/schemas';
import { join } from 'node:path';
import { env } from '@/env';
import { previewState } from '@/preview/state';
import { siteIndexOf } from '@/routing/site-index';
import { withoutControlCharacters } from '@/text/control-characters';
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
export async function perspective(): Promise<Perspective> {
  return (await previewState()).active ? 'drafts' : 'published';
}

async function run<Query extends KnownQuery>(
  name: string,
  query: Query,
  params: Record<string, unknown>,
  tags: readonly string[],
  as?: Perspective,
): Promise<QueryResult<Query>> {
  const result = await contentSource().fetch<QueryResult<Query>>({
    name,
    query,
    params,
    tags: [...tags],
    perspective: as ?? (await perspective()),
  });
  return clean(result);
}

/** Results already cleaned, by identity: the local source hands out the same result until the dataset changes. */
const cleaned = new WeakMap<object, unknown>();

/** Nothing the site renders (text, titles, metadata, feeds, cards) carries a NUL, a BEL or an ESC. */
function clean<T>(result: T): T {
  if (result === null || typeof result !== 'object') return withoutControlCharacters(result);
  if (!cleaned.has(result)) cleaned.set(result, withoutControlCharacters(result));
  return cleaned.get(result) as T;
}

/**
 * A result whose content links (section buttons and links, rich text) the site
 * can follow from a page in `locale` (schemas/src/site/links.ts): a link to what serves
 * nothing there goes to the default language's page, or renders as text.
 */
async function followable<T>(result: T, locale: Locale, as?: Perspective): Promise<T> {
  const [routes, redirects] = await Promise.all([
    getRouteIndex(as ?? (await perspective()), 'render'),
    listRedirects('render'),
  ]);
  return withLiveLinks(result, locale, siteIndexOf(routes), redirects);
}

/**
 * The site settings in a language, a localized field missing there read in the
 * default language; `as` fixes the perspective (the sitemap and feeds read `published` only).
 */
export const getSiteSettings = (locale: Locale, as?: Perspective) =>
  run('siteSettingsQuery', siteSettingsQuery, { locale, defaultLocale }, TAGS.siteSettings, as);

/** What the web manifest shows; null when there is no settings document. */
export const getWebManifest = () => run('webManifestQuery', webManifestQuery, { defaultLocale }, TAGS.siteSettings);

/**
 * The ids of the pages and articles that answer at their own path (schemas/src/site/servable.ts): lists
 * keep only these, so they never link a duplicate or a slug the router cannot serve.
 */
async function answering(as?: Perspective): Promise<ReadonlySet<string>> {
  return servableIds(await getRouteIndex(as ?? (await perspective()), 'render'));
}

/**
 * The home page in `language` (the route's `locale`, or the default language
 * standing in: content/languages.ts; null when there is none), with the works
 * and articles shown in `locale` that answer at their own path.
 */
export async function getHomePage(locale: Locale, language: Locale = locale) {
  const [home, ids] = await Promise.all([
    run('homePageQuery', homePageQuery, { locale, language, defaultLocale }, TAGS.homePage),
    answering(),
  ]);
  return followable({ ...home, latestArticles: home.latestArticles.filter((article) => ids.has(article._id)) }, locale);
}

/** A page by slug (`about`, `contact`, or a catch-all path such as `studio/process`); null when there is none. */
export const getPage = async (locale: Locale, slug: string) =>
  followable(await run('pageBySlugQuery', pageBySlugQuery, { locale, slug }, TAGS.page), locale);

/**
 * The articles shown in a language that answer at their own path, newest
 * first: its own, and the default language's not translated into it (each
 * with its `locale`); `as` fixes the perspective (the feed reads `published` only).
 */
export async function listArticles(locale: Locale, as?: Perspective) {
  const [articles, ids] = await Promise.all([
    run('articleListQuery', articleListQuery, { locale, defaultLocale }, TAGS.articleList, as),
    answering(as),
  ]);
  return articles.filter((article) => ids.has(article._id));
}

/**
 * An article by slug in `language` (the route's `locale`, or the default
 * language standing in), its neighbours among those shown in `locale`; null
 * when there is no such article in `language`. Of two with one slug, the one
 * created first; a neighbour whose slug the router cannot serve is left out.
 * `as` fixes the perspective (the feed reads `published` only).
 */
export async function getArticle(locale: Locale, slug: string, language: Locale = locale, as?: Perspective) {
  const article = await run(
    'articleBySlugQuery',
    articleBySlugQuery,
    { locale, language, defaultLocale, slug },
    TAGS.article,
    as,
  );
  if (!article) return null;
  const servable = <T extends { slug: string | null } | null>(link: T) =>
    link && isValidSlug(link.slug) ? link : null;
  return followable({ ...article, previous: servable(article.previous), next: servable(article.next) }, locale, as);
}

/** The works shown in a language: its own, and the default language's not translated into it. */
export const listWorks = (locale: Locale) =>
  run('workListQuery', workListQuery, { locale, defaultLocale }, TAGS.workList);

/** The partners page in `language` (`locale`, or the default standing in) and the partners shown in `locale`. */
export const getPartnersPage = async (locale: Locale, language: Locale = locale) =>
  followable(
    await run('partnersPageQuery', partnersPageQuery, { locale, language, defaultLocale }, TAGS.partnersPage),
    locale,
  );

/** The guardians page in `language` (`locale`, or the default standing in) and the guardians shown in `locale`. */
export const getGuardiansPage = async (locale: Locale, language: Locale = locale) =>
  followable(
    await run('guardiansPageQuery', guardiansPageQuery, { locale, language, defaultLocale }, TAGS.guardiansPage),
    locale,
  );

/** The credits page in `language` (`locale`, or the default standing in) and the credits shown in `locale`. */
export const getCreditsPage = async (locale: Locale, language: Locale = locale) =>
  followable(
    await run('creditsPageQuery', creditsPageQuery, { locale, language, defaultLocale }, TAGS.creditsPage),
    locale,
  );

/**
 * The map page in `language` (`locale`, or the default standing in; null when
 * there is none), and the pages and articles shown in `locale` that answer at
 * their own path.
 */
export async function getSiteMap(locale: Locale, language: Locale = locale) {
  const [map, ids] = await Promise.all([
    run('siteMapQuery', siteMapQuery, { locale, language, defaultLocale }, TAGS.siteMap),
    answering(),
  ]);
  return followable(
    {
      ...map,
      pages: map.pages.filter((page) => ids.has(page._id)),
      articles: map.articles.filter((article) => ids.has(article._id)),
    },
    locale,
  );
}

/**
 * Every language anything is published in, under its own cache tag (the
 * page shell's language menu): the webhook expires it only when the offered
 * languages change (app/api/revalidate).
 */
export const getPublishedLanguages = () => run('publishedLanguagesQuery', publishedLanguagesQuery, {}, TAGS.languages);

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
 * outage (content/memo.ts); `drafts` is read fresh. Only the pages and
 * articles that can answer at their own path (schemas/src/site/servable.ts).
 */
export const getRouteIndex = async (as: Perspective = 'published', keep: Keep = 'memory') =>
  servableRouteIndex(
    as === 'drafts' || keep === 'render' || watchesFile()
      ? await run('routeIndexQuery', routeIndexQuery, {}, TAGS.routeIndex, as)
      : await memoized(
          'routeIndexQuery',
          () => run('routeIndexQuery', routeIndexQuery, {}, TAGS.routeIndex, 'published'),
          {
            tags: TAGS.routeIndex,
            ttlMs: PROXY_MEMO_TTL_MS,
            persist: contentSource().kind === 'sanity' ? join(env().contact.dataDir, 'route-index.json') : undefined,
          },
        ),
  );

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
