/**
 * The Presentation tool: the site in an iframe beside the editor, in draft
 * mode (`/api/draft-mode/enable` with a secret the Studio stores in the
 * dataset, checked by the site with its viewer token).
 *
 * - `locations` lists, for a document, every page of the site that shows it
 *   (in its language), so any page or article opens in the preview.
 * - `mainDocuments` goes the other way: the page shown in the preview opens
 *   its document in the editor.
 *
 * Every path comes from the site's own route module (`schemas/src/routes.ts`),
 * so the preview opens exactly the pages the site serves.
 */
import { ARTICLES_SEGMENT, articlePath, fixedRoutes, localeCodes, pagePath, sitePath } from '@vitrine/schemas/studio';
import type {
  DocumentLocation,
  DocumentLocationResolvers,
  DocumentLocationsState,
  DocumentResolver,
} from 'sanity/presentation';

interface Localized {
  title?: string | null;
  name?: string | null;
  slug?: string | null;
  language?: string | null;
  featured?: boolean | null;
}

const NO_LANGUAGE: DocumentLocationsState = {
  message: 'Give this document a language to see where it appears on the site.',
  tone: 'caution',
};

const NO_SLUG: DocumentLocationsState = {
  message: 'Give this document a slug to see it on the site.',
  tone: 'caution',
};

/** A document in a language the list (schemas/src/locales.ts) does not have: the site ignores it. */
const unlisted = (language: string): DocumentLocationsState => ({
  message: `This document is in "${language}", which the site's language list does not have: the site does not show it.`,
  tone: 'caution',
});

/**
 * Where a document of each type shows on the site, given its selected fields,
 * in the languages of `locales` (the site's list unless a test gives another). Pure.
 */
export function locate(
  type: string,
  doc: Localized | null,
  locales: readonly string[] = localeCodes,
): DocumentLocationsState | null {
  if (!doc) return null;
  if (type === 'siteSettings') {
    return { locations: locales.map((locale) => ({ title: `Home (${locale})`, href: sitePath(locale, 'home') })) };
  }
  const locale = doc.language;
  if (typeof locale !== 'string' || locale === '') return NO_LANGUAGE;
  if (!locales.includes(locale)) return unlisted(locale);
  const label = doc.title ?? doc.name ?? 'Untitled';
  const at = (title: string, href: string): DocumentLocation => ({ title, href });
  switch (type) {
    case 'page':
      if (!doc.slug) return NO_SLUG;
      return { locations: [at(label, pagePath(locale, doc.slug)), at('Site map', sitePath(locale, 'map'))] };
    case 'article':
      if (!doc.slug) return NO_SLUG;
      return {
        locations: [
          at(label, articlePath(locale, doc.slug)),
          at('Articles', sitePath(locale, 'articles')),
          at('Home (latest articles)', sitePath(locale, 'home')),
          at('Site map', sitePath(locale, 'map')),
        ],
      };
    case 'project':
      return {
        locations: [
          at('Works', sitePath(locale, 'works')),
          ...(doc.featured ? [at('Home (featured works)', sitePath(locale, 'home'))] : []),
        ],
      };
    case 'partner':
      return { locations: [at('Partners', sitePath(locale, 'partners'))] };
    case 'guardian':
      return { locations: [at('Guardians', sitePath(locale, 'guardians'))] };
    case 'credit':
      return { locations: [at('Credits', sitePath(locale, 'credits'))] };
    default:
      return null;
  }
}

const localizedSelect = { title: 'title', name: 'name', slug: 'slug.current', language: 'language' };

export const locations: DocumentLocationResolvers = {
  siteSettings: { select: { title: 'profile.name' }, resolve: (doc) => locate('siteSettings', doc) },
  page: { select: localizedSelect, resolve: (doc) => locate('page', doc) },
  article: { select: localizedSelect, resolve: (doc) => locate('article', doc) },
  project: { select: { ...localizedSelect, featured: 'featured' }, resolve: (doc) => locate('project', doc) },
  partner: { select: localizedSelect, resolve: (doc) => locate('partner', doc) },
  guardian: { select: localizedSelect, resolve: (doc) => locate('guardian', doc) },
  credit: { select: localizedSelect, resolve: (doc) => locate('credit', doc) },
};

const LANG = `:lang(${localeCodes.join('|')})`;

/** A multi-segment route parameter (`:slug+`) comes as an array of segments. */
export const joinSegments = (value: string | string[] | undefined): string =>
  Array.isArray(value) ? value.join('/') : (value ?? '');

const slugParams: DocumentResolver['params'] = ({ params }) => ({
  lang: params.lang ?? '',
  slug: joinSegments(params.slug),
});

/** A route pattern as the Presentation tool matches it (path-to-regexp): `/:lang(en|fr|pt)/about`. */
const pattern = (path: string) => (path ? `/${LANG}/${path}` : `/${LANG}`);

/**
 * The page on screen → its document, first match wins: the fixed routes that
 * show a page document (home, about…), then articles, then the pages the
 * catch-all route serves.
 */
export const mainDocuments: DocumentResolver[] = [
  ...Object.values(fixedRoutes).flatMap((route): DocumentResolver[] =>
    route.page
      ? [
          {
            route: pattern(route.path),
            filter: `_type == "page" && language == $lang && slug.current == "${route.page}"`,
          },
        ]
      : [],
  ),
  {
    route: pattern(`${ARTICLES_SEGMENT}/:slug+`),
    filter: `_type == "article" && language == $lang && slug.current == $slug`,
    params: slugParams,
  },
  {
    route: pattern(':slug+'),
    filter: `_type == "page" && language == $lang && slug.current == $slug`,
    params: slugParams,
  },
];
