/**
 * The Presentation tool: the site in an iframe beside the editor, in draft
 * mode (`/api/draft-mode/enable` with a secret the Studio stores in the
 * dataset, checked by the site with its viewer token).
 *
 * - `locations` lists, for a document, every page of the site that shows it
 *   (in its language), so any page or article opens in the preview.
 * - `mainDocuments` goes the other way: the page shown in the preview opens
 *   its document in the editor.
 */
import { localeCodes, type Locale } from '@vitrine/schemas/studio';
import type {
  DocumentLocation,
  DocumentLocationResolvers,
  DocumentLocationsState,
  DocumentResolver,
} from 'sanity/presentation';

/** The site's paths (SPEC §2), mirrored from web/src/app. */
export const sitePaths = {
  home: (locale: string) => `/${locale}`,
  page: (locale: string, slug: string) => (slug === 'home' ? `/${locale}` : `/${locale}/${slug}`),
  article: (locale: string, slug: string) => `/${locale}/articles/${slug}`,
  articles: (locale: string) => `/${locale}/articles`,
  works: (locale: string) => `/${locale}/works`,
  partners: (locale: string) => `/${locale}/partners`,
  guardians: (locale: string) => `/${locale}/guardians`,
  credits: (locale: string) => `/${locale}/credits`,
  map: (locale: string) => `/${locale}/map`,
};

const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (localeCodes as readonly string[]).includes(value);

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

/** Where a document of each type shows on the site, given its selected fields. Pure. */
export function locate(type: string, doc: Localized | null): DocumentLocationsState | null {
  if (!doc) return null;
  if (type === 'siteSettings') {
    return { locations: localeCodes.map((locale) => ({ title: `Home (${locale})`, href: sitePaths.home(locale) })) };
  }
  const locale = doc.language;
  if (!isLocale(locale)) return NO_LANGUAGE;
  const label = doc.title ?? doc.name ?? 'Untitled';
  const at = (title: string, href: string): DocumentLocation => ({ title, href });
  switch (type) {
    case 'page':
      if (!doc.slug) return NO_SLUG;
      return { locations: [at(label, sitePaths.page(locale, doc.slug)), at('Site map', sitePaths.map(locale))] };
    case 'article':
      if (!doc.slug) return NO_SLUG;
      return {
        locations: [
          at(label, sitePaths.article(locale, doc.slug)),
          at('Articles', sitePaths.articles(locale)),
          at('Home (latest articles)', sitePaths.home(locale)),
          at('Site map', sitePaths.map(locale)),
        ],
      };
    case 'project':
      return {
        locations: [
          at('Works', sitePaths.works(locale)),
          ...(doc.featured ? [at('Home (featured works)', sitePaths.home(locale))] : []),
        ],
      };
    case 'partner':
      return { locations: [at('Partners', sitePaths.partners(locale))] };
    case 'guardian':
      return { locations: [at('Guardians', sitePaths.guardians(locale))] };
    case 'credit':
      return { locations: [at('Credits', sitePaths.credits(locale))] };
    default:
      return null;
  }
}

const localizedSelect = { title: 'title', name: 'name', slug: 'slug.current', language: 'language' };

export const locations: DocumentLocationResolvers = {
  siteSettings: { select: { title: 'seo.title.en' }, resolve: (doc) => locate('siteSettings', doc) },
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

export const mainDocuments: DocumentResolver[] = [
  {
    route: `/${LANG}`,
    filter: `_type == "page" && language == $lang && slug.current == "home"`,
  },
  {
    route: `/${LANG}/articles/:slug+`,
    filter: `_type == "article" && language == $lang && slug.current == $slug`,
    params: ({ params }) => ({ lang: params.lang ?? '', slug: joinSegments(params.slug) }),
  },
  {
    route: `/${LANG}/:slug+`,
    filter: `_type == "page" && language == $lang && slug.current == $slug`,
    params: ({ params }) => ({ lang: params.lang ?? '', slug: joinSegments(params.slug) }),
  },
];
