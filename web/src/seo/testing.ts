/** A small published site for the seo/ unit tests: translation groups, a redirect, refused and malformed versions. */
import { defaultLocale, type RouteIndexQueryResult, type RedirectRule, buildSiteIndex } from '@vitrine/schemas';
import type { SiteSeo } from './site-seo';

const at = (day: number) => `2025-01-${String(day).padStart(2, '0')}T09:00:00Z`;

export const ROUTE_INDEX: RouteIndexQueryResult = {
  settings: true,
  pages: [
    { _id: 'home-en', locale: 'en', slug: 'home', validate: null, _createdAt: at(1), _updatedAt: at(1) },
    { _id: 'home-fr', locale: 'fr', slug: 'home', validate: null, _createdAt: at(2), _updatedAt: at(2) },
    { _id: 'about-en', locale: 'en', slug: 'about', validate: null, _createdAt: at(3), _updatedAt: at(3) },
    {
      _id: 'about-pt',
      locale: 'pt',
      slug: 'about',
      validate: { locales: ['en'] },
      _createdAt: at(3),
      _updatedAt: at(3),
    },
    { _id: 'process-fr', locale: 'fr', slug: 'studio/processus', validate: null, _createdAt: at(4), _updatedAt: at(4) },
    { _id: 'process-pt', locale: 'pt', slug: 'estudio/processo', validate: null, _createdAt: at(5), _updatedAt: at(5) },
  ],
  articles: [
    { _id: 'calm-en', locale: 'en', slug: 'designing-for-calm', _createdAt: at(6), _updatedAt: at(6) },
    { _id: 'calm-fr', locale: 'fr', slug: 'concevoir-le-calme', _createdAt: at(7), _updatedAt: at(7) },
    { _id: 'calm-pt', locale: 'pt', slug: 'Projetar A Calma', _createdAt: at(8), _updatedAt: at(8) },
    { _id: 'old-en', locale: 'en', slug: 'old-post', _createdAt: at(9), _updatedAt: at(9) },
  ],
  works: [
    { locale: 'en', _updatedAt: at(10) },
    { locale: 'en', _updatedAt: at(11) },
    { locale: 'fr', _updatedAt: at(12) },
  ],
  groups: [
    { ids: ['home-en', 'home-fr'] },
    { ids: ['about-en', 'about-pt'] },
    { ids: ['process-pt', 'process-fr'] },
    { ids: ['calm-en', 'calm-fr', 'calm-pt', 'old-en'] },
  ],
  languages: ['en', 'fr', 'pt'],
};

/** The tests' own language list, the default first: `de` is listed, with nothing published. */
export const LOCALES = ['en', 'fr', 'pt', 'de'];

export const INDEX = buildSiteIndex(ROUTE_INDEX, { locales: LOCALES });

export const REDIRECTS: RedirectRule[] = [
  { source: '/en/articles/old-post', destination: '/en/articles/designing-for-calm', permanent: true },
];

export const ORIGIN = 'https://a.example';

export const SITE: SiteSeo = {
  locale: 'en',
  origin: ORIGIN,
  name: 'Ada <Lovelace>',
  title: 'Ada — engineer',
  description: 'Notes and works.',
  job: 'Engineer',
  email: 'ada@a.example',
  picture: { url: '/dataset-images/ada.png' },
  sameAs: ['https://github.example/ada'],
  twitter: '@ada',
  // Offered: the default language only, whatever the list (the WebSite's inLanguage is this, not the list).
  languages: [defaultLocale],
  feed: { path: '/en/feed.xml', title: 'Ada: articles' },
  homeLabel: 'Home',
  indexable: true,
};

/** A strict XML parse (the jsdom test environment's DOMParser): throws on anything that is not well-formed. */
export function parseXml(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`Not well-formed XML: ${error.textContent}`);
  return doc;
}
