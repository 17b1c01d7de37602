/**
 * What exists on the site, indexed for routing: every page and article by
 * language and slug, the language versions of each (translation groups), the
 * languages the site offers, and where the default language's version stands
 * in for a translation that does not exist. Built from `routeIndexQuery`; pure.
 *
 * The one home of two rules every part of the site follows (proxy, pages,
 * language menu, negotiation, sitemap, hreflang, feeds, cards):
 *
 * - **A language is offered** when it is in the list and anything is published
 *   in it; the default language (the list's first) always is. A listed
 *   language with nothing published is not linked, negotiated, prerendered or
 *   listed, and its paths are 404s, until its first document is published.
 * - **A missing translation stands in**: in an offered language, a page or an
 *   article that exists in the default language but has no version in this
 *   one answers at `/{locale}/{the default version's slug}` with the default
 *   language's content (marked as not yet translated), never a 404. It is not
 *   a version of the document: no hreflang, no sitemap entry, its canonical is
 *   the original's.
 */
import { localeCodes, type Locale } from '../locales';
import {
  ARCHIVE_PAGE_SIZE,
  archivePageCount,
  articlePath,
  fixedRoutes,
  isArticleSlug,
  isFixedRoutePage,
  pagePath,
  passesValidateRule,
  type FixedRoute,
  type ListRoute,
  type ValidateRule,
} from '../routes';
import type { RouteIndexQueryResult } from '../sanity.types';

export type DocumentType = 'page' | 'article';

export interface IndexedDocument {
  id: string;
  type: DocumentType;
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

/** The default language's version of a document, standing in for its missing translation in `locale`. */
export interface StandIn {
  original: IndexedDocument;
  locale: Locale;
  /** Where it answers: the original's slug under `locale`'s prefix. */
  path: string;
  /** Pages only: false when the original's validate rule refuses it at that path. */
  visible: boolean;
}

export interface SiteIndex {
  /** The language list the index was built for; the first is the default language. */
  locales: readonly Locale[];
  defaultLocale: Locale;
  /** The languages visitors are offered, in the list's order (see above). */
  offered: readonly Locale[];
  /** True for a language of the list that is offered. */
  isOffered(locale: unknown): locale is Locale;
  /** A page by `locale/slug`. */
  page(locale: Locale, slug: string): IndexedDocument | undefined;
  /** An article by `locale/slug`. */
  article(locale: Locale, slug: string): IndexedDocument | undefined;
  byId(id: string): IndexedDocument | undefined;
  /** The document's versions in every language that has one (itself included), in the locale list's order. */
  versions(id: string): IndexedDocument[];
  /** The default language's version standing in at `/{locale}/…/{slug}`, when `locale` has none (see above). */
  standIn(type: DocumentType, locale: Locale, slug: string): StandIn | undefined;
  /** What answers at `/{locale}/…/{slug}`: the language's own version, else a stand-in. */
  resolve(type: DocumentType, locale: Locale, slug: string): IndexedDocument | StandIn | undefined;
  /** Every slug of a type in a language: its own documents', then those of the stand-ins that answer. */
  slugs(type: DocumentType, locale: Locale): { slug: string; standIn: boolean }[];
  /** How many articles a language's list shows: its own and those standing in, each at a path that answers. */
  articleCount(locale: Locale): number;
  /** How many pages a language's articles list fills (at least one), at the index's page size. */
  archivePages(locale: Locale): number;
  /** The offered languages that have items of their own in a list route (works, articles). */
  listLanguages(route: ListRoute): Locale[];
  /** Every page and article in a language of the list, for the sitemap. */
  documents(): readonly IndexedDocument[];
  /** True when some page's slug, in any language, starts with this segment (`cv` for a page `cv`). */
  isPageSegment(segment: string): boolean;
  /**
   * True when a fixed route of an offered language has something to show, so
   * the site may link to it: home once the site settings exist, the works and
   * articles lists once they have an item (their own or one standing in), any
   * other route once its page (its own or the default language's standing in)
   * is published and its validate rule lets it show there.
   */
  offers(locale: Locale, route: FixedRoute): boolean;
}

export const isStandIn = (found: IndexedDocument | StandIn | undefined): found is StandIn =>
  found !== undefined && 'original' in found;

const key = (locale: string, slug: string) => `${locale}/${slug}`;

/** The offered languages: of `locales`, the first (the default) and those in `published`, in the list's order. */
export function offeredLocales(locales: readonly Locale[], published: readonly (string | null)[]): Locale[] {
  const withContent = new Set(published);
  return locales.filter((locale, position) => position === 0 || withContent.has(locale));
}

export interface SiteIndexOptions {
  /** The language list, the default first: the site's own (schemas/src/locales.ts) unless a test gives another. */
  locales?: readonly Locale[];
  /** Articles on each page of a language's list: the site's LIST_PAGE_SIZE, ARCHIVE_PAGE_SIZE where none is known. */
  pageSize?: number;
}

export function buildSiteIndex(result: RouteIndexQueryResult, options: SiteIndexOptions = {}): SiteIndex {
  const locales = options.locales ?? localeCodes;
  const pageSize = options.pageSize ?? ARCHIVE_PAGE_SIZE;
  const defaultLocale = locales[0]!;
  const listed = (value: unknown): value is Locale => typeof value === 'string' && locales.includes(value);
  const offered = offeredLocales(locales, result.languages ?? []);
  const isOffered = (value: unknown): value is Locale => typeof value === 'string' && offered.includes(value);

  const pages = new Map<string, IndexedDocument>();
  const articles = new Map<string, IndexedDocument>();
  const byId = new Map<string, IndexedDocument>();
  const pageSegments = new Set<string>();

  for (const page of result.pages) {
    if (!listed(page.locale)) continue;
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
    if (!listed(article.locale)) continue;
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

  const order = (locale: string) => locales.indexOf(locale);
  const documents = [...byId.values()];
  const of = (type: DocumentType) => (type === 'page' ? pages : articles);

  const versions = (id: string): IndexedDocument[] => {
    const self = byId.get(id);
    if (!self) return [];
    const members = (groupOf.get(id) ?? [id])
      .map((member) => byId.get(member))
      .filter((member): member is IndexedDocument => member?.type === self.type);
    const found = members.some((member) => member.id === id) ? members : [self, ...members];
    return found.sort((a, b) => order(a.locale) - order(b.locale));
  };

  const standIn = (type: DocumentType, locale: Locale, slug: string): StandIn | undefined => {
    if (locale === defaultLocale || !isOffered(locale) || of(type).has(key(locale, slug))) return undefined;
    const original = of(type).get(key(defaultLocale, slug));
    if (!original || versions(original.id).some((version) => version.locale === locale)) return undefined;
    const path = type === 'page' ? pagePath(locale, slug) : articlePath(locale, slug);
    const visible = type === 'article' || passesValidateRule(original.validate, { locale, path });
    return { original, locale, path, visible };
  };

  const resolve = (type: DocumentType, locale: Locale, slug: string) =>
    of(type).get(key(locale, slug)) ?? standIn(type, locale, slug);

  const ownItems: Record<ListRoute, Set<string>> = {
    works: new Set(result.works.map((work) => work.locale).filter(listed)),
    // An article whose slug the router cannot serve is no item (./servable.ts leaves it out of the site's index).
    articles: new Set(
      documents.filter((doc) => doc.type === 'article' && isArticleSlug(doc.slug)).map((doc) => doc.locale),
    ),
  };

  const slugs = (type: DocumentType, locale: Locale) => {
    const own = documents.filter((doc) => doc.type === type && doc.locale === locale);
    const standing =
      locale === defaultLocale
        ? []
        : documents.filter(
            (doc) => doc.type === type && doc.locale === defaultLocale && standIn(type, locale, doc.slug)?.visible,
          );
    return [
      ...own.map((doc) => ({ slug: doc.slug, standIn: false })),
      ...standing.map((doc) => ({ slug: doc.slug, standIn: true })),
    ];
  };

  // The proxy asks on every request for a list's page: counted once per language.
  const counts = new Map<Locale, number>();
  const articleCount = (locale: Locale): number => {
    let count = counts.get(locale);
    if (count === undefined) {
      count = slugs('article', locale).filter((found) => isArticleSlug(found.slug)).length;
      counts.set(locale, count);
    }
    return count;
  };

  const offers = (locale: Locale, route: FixedRoute): boolean => {
    if (!isOffered(locale)) return false;
    if (route === 'home') return result.settings;
    // The works list shows the default language's works not translated into `locale`.
    if (route === 'works') return ownItems.works.has(locale) || ownItems.works.has(defaultLocale);
    if (route === 'articles') return articleCount(locale) > 0;
    return resolve('page', locale, fixedRoutes[route].page)?.visible === true;
  };

  return {
    locales,
    defaultLocale,
    offered,
    isOffered,
    page: (locale, slug) => pages.get(key(locale, slug)),
    article: (locale, slug) => articles.get(key(locale, slug)),
    byId: (id) => byId.get(id),
    versions,
    standIn,
    resolve,
    slugs,
    articleCount,
    archivePages: (locale) => archivePageCount(articleCount(locale), pageSize),
    listLanguages: (route) => offered.filter((locale) => ownItems[route].has(locale)),
    offers,
    documents: () => documents,
    isPageSegment: (segment) => pageSegments.has(segment),
  };
}
