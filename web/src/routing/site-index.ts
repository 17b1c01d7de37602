/**
 * What exists on the site, indexed for routing: every page and article by
 * language and slug, and the language versions of each (translation groups).
 * Built from `routeIndexQuery`; pure.
 */
import {
  articlePath,
  fixedRoutes,
  isFixedRoutePage,
  isLocale,
  isValidSlug,
  localeCodes,
  pagePath,
  passesValidateRule,
  type FixedRoute,
  type Locale,
  type RouteIndexQueryResult,
  type ValidateRule,
} from '@vitrine/schemas';

export interface IndexedDocument {
  id: string;
  type: 'page' | 'article';
  locale: Locale;
  slug: string;
  /** The document's own path: `/{locale}/{slug}` (home: `/{locale}`), `/{locale}/articles/{slug}`. */
  path: string;
  updatedAt: string;
  /** Pages only: the document's validate rule. */
  validate: ValidateRule | null;
  /** Pages only: false when the validate rule refuses the page at its own path. */
  visible: boolean;
}

export interface SiteIndex {
  /** A page by `locale/slug`. */
  page(locale: Locale, slug: string): IndexedDocument | undefined;
  /** An article by `locale/slug`. */
  article(locale: Locale, slug: string): IndexedDocument | undefined;
  byId(id: string): IndexedDocument | undefined;
  /** The document's versions in every language that has one (itself included), in the locale list's order. */
  versions(id: string): IndexedDocument[];
  /** Every page and article, for the sitemap. */
  documents(): readonly IndexedDocument[];
  /** True when some page's slug, in any language, starts with this segment (`cv` for a page `cv`). */
  isPageSegment(segment: string): boolean;
  /**
   * True when a fixed route of a language has something to show, so the
   * site may link to it: home once the site settings exist, the works and
   * articles lists once they have an item, any other route once its page
   * document is published and its validate rule lets it show there.
   */
  offers(locale: Locale, route: FixedRoute): boolean;
}

const key = (locale: string, slug: string) => `${locale}/${slug}`;

export function buildSiteIndex(result: RouteIndexQueryResult): SiteIndex {
  const pages = new Map<string, IndexedDocument>();
  const articles = new Map<string, IndexedDocument>();
  const byId = new Map<string, IndexedDocument>();
  const pageSegments = new Set<string>();

  for (const page of result.pages) {
    if (!isLocale(page.locale)) continue;
    const path = pagePath(page.locale, page.slug);
    const document: IndexedDocument = {
      id: page._id,
      type: 'page',
      locale: page.locale,
      slug: page.slug,
      path,
      updatedAt: page._updatedAt,
      validate: page.validate,
      visible: passesValidateRule(page.validate, { locale: page.locale, path }),
    };
    pages.set(key(page.locale, page.slug), document);
    byId.set(page._id, document);
    if (!isFixedRoutePage(page.slug)) pageSegments.add(page.slug.split('/')[0]!);
  }
  for (const article of result.articles) {
    if (!isLocale(article.locale)) continue;
    const document: IndexedDocument = {
      id: article._id,
      type: 'article',
      locale: article.locale,
      slug: article.slug,
      path: articlePath(article.locale, article.slug),
      updatedAt: article._updatedAt,
      validate: null,
      visible: true,
    };
    articles.set(key(article.locale, article.slug), document);
    byId.set(article._id, document);
  }

  const groupOf = new Map<string, readonly string[]>();
  for (const group of result.groups) {
    const ids = (group.ids as readonly (string | null)[]).filter((id): id is string => typeof id === 'string');
    for (const id of ids) groupOf.set(id, ids);
  }

  const documents = [...byId.values()];
  const withWorks = new Set(result.works.map((work) => work.locale));
  const offers = (locale: Locale, route: FixedRoute): boolean => {
    if (route === 'home') return result.settings;
    if (route === 'works') return withWorks.has(locale);
    if (route === 'articles') {
      return documents.some((doc) => doc.type === 'article' && doc.locale === locale && isValidSlug(doc.slug));
    }
    return pages.get(key(locale, fixedRoutes[route].page))?.visible === true;
  };

  return {
    offers,
    page: (locale, slug) => pages.get(key(locale, slug)),
    article: (locale, slug) => articles.get(key(locale, slug)),
    byId: (id) => byId.get(id),
    versions(id) {
      const self = byId.get(id);
      if (!self) return [];
      const members = (groupOf.get(id) ?? [id])
        .map((member) => byId.get(member))
        .filter((member): member is IndexedDocument => member?.type === self.type);
      const found = members.some((member) => member.id === id) ? members : [self, ...members];
      return found.sort((a, b) => localeOrder(a.locale) - localeOrder(b.locale));
    },
    documents: () => documents,
    isPageSegment: (segment) => pageSegments.has(segment),
  };
}

const localeOrder = (locale: string) => (localeCodes as readonly string[]).indexOf(locale);

const built = new WeakMap<RouteIndexQueryResult, SiteIndex>();

/** The index of a query result, built once per result (the memoized published one is the same object between refreshes). */
export function siteIndexOf(result: RouteIndexQueryResult): SiteIndex {
  let index = built.get(result);
  if (!index) {
    index = buildSiteIndex(result);
    built.set(result, index);
  }
  return index;
}
