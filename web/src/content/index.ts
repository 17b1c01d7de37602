/**
 * The data layer's public surface: named getters, one query each.
 * Components and routes call these; they never see a query or a client.
 */
import 'server-only';
import { draftMode } from 'next/headers';
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
  type RedirectListQueryResult,
  type SiteMapQueryResult,
  type SiteSettingsQueryResult,
  type TranslationsQueryResult,
  type WorkListQueryResult,
} from '@vitrine/schemas';
import { contentSource } from './source-of-env';
import type { Perspective } from './source';

export { ContentFetchError } from './source';
export { contentSource } from './source-of-env';

/** `drafts` while Next.js draft mode is on, `published` otherwise (and at build time). */
async function perspective(): Promise<Perspective> {
  try {
    return (await draftMode()).isEnabled ? 'drafts' : 'published';
  } catch {
    // Outside a request (generateStaticParams, scripts) there is no draft mode.
    return 'published';
  }
}

async function run<Result>(
  name: string,
  query: string,
  params: Record<string, unknown>,
  tags: string[],
): Promise<Result> {
  return contentSource().fetch<Result>({ name, query, params, tags, perspective: await perspective() });
}

export const getSiteSettings = (locale: Locale) =>
  run<SiteSettingsQueryResult>('siteSettingsQuery', siteSettingsQuery, { locale }, ['siteSettings']);

export const getHomePage = (locale: Locale) =>
  run<HomePageQueryResult>('homePageQuery', homePageQuery, { locale }, ['page', 'project', 'article']);

/** A page by slug (`about`, `contact`, or a catch-all path such as `studio/process`); null when there is none. */
export const getPage = (locale: Locale, slug: string) =>
  run<PageBySlugQueryResult>('pageBySlugQuery', pageBySlugQuery, { locale, slug }, ['page']);

export const listPagePaths = () => run<PagePathsQueryResult>('pagePathsQuery', pagePathsQuery, {}, ['page']);

export const listArticles = (locale: Locale) =>
  run<ArticleListQueryResult>('articleListQuery', articleListQuery, { locale }, ['article']);

/** An article by slug; null when it does not exist in that language. */
export const getArticle = (locale: Locale, slug: string) =>
  run<ArticleBySlugQueryResult>('articleBySlugQuery', articleBySlugQuery, { locale, slug }, ['article']);

export const listArticlePaths = () =>
  run<ArticlePathsQueryResult>('articlePathsQuery', articlePathsQuery, {}, ['article']);

export const listWorks = (locale: Locale) =>
  run<WorkListQueryResult>('workListQuery', workListQuery, { locale }, ['project']);

export const getPartnersPage = (locale: Locale) =>
  run<PartnersPageQueryResult>('partnersPageQuery', partnersPageQuery, { locale }, ['page', 'partner']);

export const getGuardiansPage = (locale: Locale) =>
  run<GuardiansPageQueryResult>('guardiansPageQuery', guardiansPageQuery, { locale }, ['page', 'guardian']);

export const getCreditsPage = (locale: Locale) =>
  run<CreditsPageQueryResult>('creditsPageQuery', creditsPageQuery, { locale }, ['page', 'credit']);

export const getSiteMap = (locale: Locale) =>
  run<SiteMapQueryResult>('siteMapQuery', siteMapQuery, { locale }, ['page', 'article']);

export const listRedirects = () =>
  run<RedirectListQueryResult>('redirectListQuery', redirectListQuery, {}, ['redirect']);

/** The language versions of a page or an article, found from one of them (the language switcher). */
export const getTranslationsOf = (type: 'page' | 'article', locale: Locale, slug: string) =>
  run<TranslationsQueryResult>('translationsQuery', translationsQuery, { type, locale, slug }, [type]);
