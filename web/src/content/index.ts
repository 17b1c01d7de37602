/**
 * The data layer's public surface: named getters, one query each.
 * Components and routes call these; they never see a query or a client.
 */
import 'server-only';
import {
  articleBySlugQuery,
  articleListQuery,
  articlePathsQuery,
  creditsPageQuery,
  guardiansPageQuery,
  homePageQuery,
  pageBySlugQuery,
  pagePathsQuery,
  partnersPageQuery,
  previewFingerprintQuery,
  redirectListQuery,
  siteMapQuery,
  siteSettingsQuery,
  translationsQuery,
  workListQuery,
  type ArticleBySlugQueryResult,
  type ArticleListQueryResult,
  type ArticlePathsQueryResult,
  type CreditsPageQueryResult,
  type GuardiansPageQueryResult,
  type HomePageQueryResult,
  type Locale,
  type PageBySlugQueryResult,
  type PagePathsQueryResult,
  type PartnersPageQueryResult,
  type PreviewFingerprintQueryResult,
  type RedirectListQueryResult,
  type SiteMapQueryResult,
  type SiteSettingsQueryResult,
  type TranslationsQueryResult,
  type WorkListQueryResult,
} from '@vitrine/schemas';
import { previewState } from '@/preview/state';
import { contentSource } from './source-of-env';
import type { Perspective } from './source';
import { TAGS } from './tags';

export { ContentFetchError } from './source';
export { contentSource } from './source-of-env';

/**
 * `drafts` while a preview is active (Next.js draft mode on, with a valid
 * preview token cookie), `published` otherwise, and always at build time.
 */
async function perspective(): Promise<Perspective> {
  return (await previewState()).active ? 'drafts' : 'published';
}

async function run<Result>(
  name: string,
  query: string,
  params: Record<string, unknown>,
  tags: readonly string[],
): Promise<Result> {
  return contentSource().fetch<Result>({ name, query, params, tags: [...tags], perspective: await perspective() });
}

export const getSiteSettings = (locale: Locale) =>
  run<SiteSettingsQueryResult>('siteSettingsQuery', siteSettingsQuery, { locale }, TAGS.siteSettings);

export const getHomePage = (locale: Locale) =>
  run<HomePageQueryResult>('homePageQuery', homePageQuery, { locale }, TAGS.homePage);

/** A page by slug (`about`, `contact`, or a catch-all path such as `studio/process`); null when there is none. */
export const getPage = (locale: Locale, slug: string) =>
  run<PageBySlugQueryResult>('pageBySlugQuery', pageBySlugQuery, { locale, slug }, TAGS.page);

export const listPagePaths = () => run<PagePathsQueryResult>('pagePathsQuery', pagePathsQuery, {}, TAGS.pagePaths);

export const listArticles = (locale: Locale) =>
  run<ArticleListQueryResult>('articleListQuery', articleListQuery, { locale }, TAGS.articleList);

/** An article by slug; null when it does not exist in that language. */
export const getArticle = (locale: Locale, slug: string) =>
  run<ArticleBySlugQueryResult>('articleBySlugQuery', articleBySlugQuery, { locale, slug }, TAGS.article);

export const listArticlePaths = () =>
  run<ArticlePathsQueryResult>('articlePathsQuery', articlePathsQuery, {}, TAGS.articlePaths);

export const listWorks = (locale: Locale) =>
  run<WorkListQueryResult>('workListQuery', workListQuery, { locale }, TAGS.workList);

export const getPartnersPage = (locale: Locale) =>
  run<PartnersPageQueryResult>('partnersPageQuery', partnersPageQuery, { locale }, TAGS.partnersPage);

export const getGuardiansPage = (locale: Locale) =>
  run<GuardiansPageQueryResult>('guardiansPageQuery', guardiansPageQuery, { locale }, TAGS.guardiansPage);

export const getCreditsPage = (locale: Locale) =>
  run<CreditsPageQueryResult>('creditsPageQuery', creditsPageQuery, { locale }, TAGS.creditsPage);

export const getSiteMap = (locale: Locale) =>
  run<SiteMapQueryResult>('siteMapQuery', siteMapQuery, { locale }, TAGS.siteMap);

export const listRedirects = () =>
  run<RedirectListQueryResult>('redirectListQuery', redirectListQuery, {}, TAGS.redirects);

/** The language versions of a page or an article, found from one of them (the language switcher). */
export const getTranslationsOf = (type: 'page' | 'article', locale: Locale, slug: string) =>
  run<TranslationsQueryResult>('translationsQuery', translationsQuery, { type, locale, slug }, TAGS.translations(type));

/** What live preview watches (drafts only): it changes whenever any document the site shows does. */
export const getPreviewFingerprint = () =>
  run<PreviewFingerprintQueryResult>('previewFingerprintQuery', previewFingerprintQuery, {}, []);
