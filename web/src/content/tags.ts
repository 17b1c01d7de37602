/**
 * Cache tags for on-demand revalidation (the sanity source; the local source
 * is read at build time, and re-read per request in draft mode, so tags do
 * nothing there).
 *
 * Every getter tags its query with each document type the query can read,
 * including the types it reaches through references and sub-queries
 * (translations, people sections, image assets), plus `id:<id>` for a
 * document it reads by id. A webhook for a changed document then revalidates
 * `type:<its type>` (every list and page that shows a document of that type)
 * and `id:<its id>`. Prefixed, so an id that equals a type name (the
 * `siteSettings` singleton) never collides.
 */
import { siteSettingsId } from '@vitrine/schemas';

export const typeTag = (type: string) => `type:${type}`;
export const idTag = (id: string) => `id:${id}`;

const types = (...names: string[]) => names.map(typeTag);

const IMAGES = 'sanity.imageAsset';
const TRANSLATIONS = 'translation.metadata';

/** A page with its sections: people sections list partners and guardians, pages link their translations. */
const PAGE = types('page', TRANSLATIONS, 'partner', 'guardian', IMAGES);

/** The tags of each getter's query, by getter. */
export const TAGS = {
  siteSettings: [idTag(siteSettingsId), ...types('siteSettings', IMAGES)],
  homePage: [...PAGE, ...types('project', 'article')],
  page: PAGE,
  // Lists show the default language's items that have no translation: a translation link changes them.
  articleList: types('article', TRANSLATIONS, IMAGES),
  article: types('article', TRANSLATIONS, IMAGES),
  workList: types('project', TRANSLATIONS, IMAGES),
  partnersPage: [...PAGE, ...types('partner')],
  guardiansPage: [...PAGE, ...types('guardian')],
  creditsPage: [...PAGE, ...types('credit')],
  siteMap: [...PAGE, ...types('article')],
  redirects: types('redirect'),
  routeIndex: types('page', 'article', 'project', 'partner', 'guardian', 'credit', TRANSLATIONS),
  /** Not a type: the webhook expires it only when the languages anything is published in change. */
  languages: ['languages'],
  imageIndex: types('siteSettings', 'project', 'article', 'partner', 'guardian', 'page', IMAGES),
} as const;

/**
 * The tags a changed document expires (the revalidation webhook): its type
 * (every page and list that reads documents of that type) and its id. A
 * draft's id counts as its published id: the site only caches published content.
 */
export function revalidationTags(document: { _id: string; _type: string }): string[] {
  return [typeTag(document._type), idTag(document._id.replace(/^drafts\./, ''))];
}
