/**
 * The metadata of every route: what each route's `generateMetadata` returns
 * (built by seo/metadata.ts) and the structured data its page renders
 * (seo/json-ld.ts). Routes hand over what they loaded; the site in that
 * language and the versions the route index lists are read here.
 */
import type { Metadata } from 'next';
import type { Thing } from 'schema-dts';
import {
  archivePagePath,
  articlePath,
  fixedRoutes,
  pagePath,
  sitePath,
  type ArticleBySlugQueryResult,
  type ListRoute,
  type Locale,
} from '@vitrine/schemas';
import { documentAlternates, routeAlternates, type Alternates } from '@/seo/alternates';
import { blogPostingLd, breadcrumbLd, personLd, profilePageLd, webSiteLd, type Crumb } from '@/seo/json-ld';
import { routeMetadata, type RouteSeo } from '@/seo/metadata';
import { previewState } from '@/preview/state';
import { getListing, getSiteSeo } from '@/seo/site';
import type { SiteSeo } from '@/seo/site-seo';
import { cardHashOf, type CardTarget } from '@/social/cards';

/** A page document as the page queries return it. */
export interface PageLike {
  _id: string;
  locale: Locale;
  slug: string;
  title: string | null;
  description: string | null;
}

/**
 * The route's head, its social card named by the card's content hash. Not in
 * draft mode: the card served is the published one, whatever the draft says,
 * and drawing one to hash it would only slow the preview down. hreflang and
 * og:locale:alternate follow the site index's language list.
 */
async function metadataOf(locale: Locale, route: RouteSeo, card: CardTarget): Promise<Metadata> {
  const [site, { index }, preview] = await Promise.all([getSiteSeo(locale), getListing(), previewState()]);
  const cardHash = preview.draftMode ? null : await cardHashOf(locale, card);
  return routeMetadata(site, { ...route, cardHash }, index.locales);
}

/** The listed versions of a document; a document the published index does not list (a draft) is alone. */
async function alternatesOf(id: string, locale: Locale, path: string): Promise<Alternates> {
  const { index, redirects } = await getListing();
  const alternates = documentAlternates(index, redirects, id);
  return Object.keys(alternates).length > 0 ? alternates : { [locale]: path };
}

const isHome = (page: Pick<PageLike, 'slug'>) => page.slug === fixedRoutes.home.page;

/**
 * A page document's route (home, about, contact, map, credits, partners,
 * guardians, any other page), shown in `locale`: its own language, or another
 * where the page is the default language's, standing in for a missing
 * translation (canonical: the original; no hreflang).
 */
export async function pageMetadata(page: PageLike, locale: Locale = page.locale): Promise<Metadata> {
  const path = pagePath(locale, page.slug);
  const title = isHome(page) ? null : page.title;
  const card: CardTarget = isHome(page) ? { kind: 'home' } : { kind: 'page', slug: page.slug };
  if (locale !== page.locale)
    return metadataOf(
      locale,
      { title, description: page.description, path, alternates: {}, standInFor: pagePath(page.locale, page.slug) },
      card,
    );
  return metadataOf(
    locale,
    { title, description: page.description, path, alternates: await alternatesOf(page._id, page.locale, path) },
    card,
  );
}

/**
 * Home when the language has no home page document: the site's title and
 * description; in a language other than the default, it stands in for the
 * default language's home.
 */
export async function homeFallbackMetadata(locale: Locale): Promise<Metadata> {
  const { index } = await getListing();
  const path = sitePath(locale, 'home');
  return locale === index.defaultLocale
    ? metadataOf(locale, { path, alternates: { [locale]: path } }, { kind: 'home' })
    : metadataOf(locale, { path, alternates: {}, standInFor: sitePath(index.defaultLocale, 'home') }, { kind: 'home' });
}

/**
 * A list with no page document of its own (works, articles): the same path in
 * every language that has items of its own. In a language that has none, the
 * list shows the default language's items, and stands in for its list. A
 * later page of the articles list (`page` 2…) is a page of its own language
 * only: its canonical is itself, and it names no other language's page n,
 * which lists other articles.
 */
export async function listMetadata(
  locale: Locale,
  route: ListRoute,
  text: { title: string; description: string },
  page = 1,
): Promise<Metadata> {
  const { index, redirects } = await getListing();
  const languages = index.listLanguages(route);
  const path = page > 1 ? archivePagePath(locale, page) : sitePath(locale, route);
  if (locale !== index.defaultLocale && !languages.includes(locale)) {
    const original = page > 1 ? archivePagePath(index.defaultLocale, page) : sitePath(index.defaultLocale, route);
    return metadataOf(locale, { ...text, path, alternates: {}, standInFor: original }, { kind: 'default' });
  }
  const alternates = page > 1 ? {} : routeAlternates(route, languages, redirects);
  return metadataOf(locale, { ...text, path, alternates }, { kind: 'default' });
}

type Article = NonNullable<ArticleBySlugQueryResult>;

/** An article shown in `locale`: its own language, or another where it stands in for a missing translation. */
export async function articleMetadata(article: Article, locale: Locale = article.locale): Promise<Metadata> {
  if (locale !== article.locale)
    return metadataOf(
      locale,
      {
        title: article.title,
        description: article.description,
        path: articlePath(locale, article.slug),
        alternates: {},
        standInFor: articlePath(article.locale, article.slug),
        article: { publishedTime: article.publishedAt, modifiedTime: article._updatedAt, tags: article.tags },
      },
      { kind: 'article', slug: article.slug },
    );
  const path = articlePath(article.locale, article.slug);
  return metadataOf(
    article.locale,
    {
      title: article.title,
      description: article.description,
      path,
      alternates: await alternatesOf(article._id, article.locale, path),
      article: { publishedTime: article.publishedAt, modifiedTime: article._updatedAt, tags: article.tags },
    },
    { kind: 'article', slug: article.slug },
  );
}

/** Home first, then the given crumbs. */
export function trail(site: SiteSeo, ...crumbs: Crumb[]): Crumb[] {
  return [{ name: site.homeLabel, path: sitePath(site.locale, 'home') }, ...crumbs];
}

/** The site and its owner: on home and about. */
export async function ownerStructuredData(locale: Locale): Promise<Thing[]> {
  const site = await getSiteSeo(locale);
  return [webSiteLd(site), personLd(site)];
}

/**
 * The structured data of a page document's route: the site and its owner on
 * home; on about, a ProfilePage whose main entity is the owner; a breadcrumb
 * below home.
 */
export async function pageStructuredData(page: PageLike): Promise<Thing[]> {
  const site = await getSiteSeo(page.locale);
  const path = pagePath(page.locale, page.slug);
  if (isHome(page)) return ownerStructuredData(page.locale);
  const crumbs = [breadcrumbLd(site, trail(site, { name: page.title ?? '', path }))];
  if (page.slug !== fixedRoutes.about.page) return crumbs;
  return [profilePageLd(site, { path, title: page.title }), personLd(site), webSiteLd(site), ...crumbs];
}

/** An article: the posting, and where it sits (home, articles, the article). */
export async function articleStructuredData(article: Article, articlesLabel: string): Promise<Thing[]> {
  const site = await getSiteSeo(article.locale);
  const path = articlePath(article.locale, article.slug);
  return [
    blogPostingLd(site, {
      title: article.title,
      description: article.description,
      path,
      publishedAt: article.publishedAt,
      updatedAt: article._updatedAt,
      tags: article.tags,
      image: article.cover?.url ?? null,
    }),
    breadcrumbLd(
      site,
      trail(site, { name: articlesLabel, path: sitePath(article.locale, 'articles') }, { name: article.title, path }),
    ),
  ];
}
