/**
 * The SiteMap of the demo site: pages, articles, images and CMS redirects from
 * the dataset the site is built from, and the contact form's server action id
 * read from the running site (it changes with each build).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fixedRoutes, localeCodes, sitePath, type FixedRoute } from '@vitrine/schemas';
import { DATASET_DIR, localized, publishedDocuments } from '../support/dataset.ts';
import { ENDPOINTS, type SiteMap } from './routes.ts';

/** Everything the dataset says; `actionIds` empty until `discoverSite` reads them from a running site. */
export function siteMapFromDataset(): SiteMap {
  const articles = localized('article').map(({ locale, slug }) => ({ locale, slug }));
  const pages = localeCodes.flatMap((locale) => [
    ...(Object.keys(fixedRoutes) as FixedRoute[]).map((route) => sitePath(locale, route)),
    ...articles.filter((a) => a.locale === locale).map((a) => `/${locale}/articles/${a.slug}`),
    // Pages with their own route (about, contact…) are fixed routes; the others are served by [...slug].
    ...localized('page')
      .filter((p) => p.locale === locale && p.slug.includes('/'))
      .map((p) => `/${locale}/${p.slug}`),
  ]);
  const redirects = publishedDocuments()
    .filter((doc: any) => doc._type === 'redirect' && doc.source && doc.destination)
    .map((doc: any) => ({ source: String(doc.source), destination: String(doc.destination) }));
  const images = readdirSync(join(DATASET_DIR, 'images')).sort();
  return { locales: localeCodes, pages, articles, images, endpoints: ENDPOINTS, redirects, actionIds: [] };
}

/** Server action ids in a page's HTML: the no-JavaScript form's `$ACTION_1:0` reference, or `$ACTION_ID_<id>`. */
export function actionIdsIn(html: string): string[] {
  const ids = new Set<string>();
  for (const match of html.matchAll(/&quot;id&quot;:&quot;([0-9a-f]{16,})&quot;/g)) ids.add(match[1]!);
  for (const match of html.matchAll(/\$ACTION_ID_([0-9a-f]{16,})/g)) ids.add(match[1]!);
  return [...ids].sort();
}

/** The dataset's SiteMap, plus the action ids the running site's contact pages carry. */
export async function discoverSite(url: string, options: { previewSecret?: string } = {}): Promise<SiteMap> {
  const site = siteMapFromDataset();
  const ids = new Set<string>();
  for (const locale of site.locales) {
    const response = await fetch(new URL(`/${locale}/contact`, url));
    if (response.ok) for (const id of actionIdsIn(await response.text())) ids.add(id);
  }
  return {
    ...site,
    actionIds: [...ids].sort(),
    ...(options.previewSecret ? { previewSecret: options.previewSecret } : {}),
  };
}
