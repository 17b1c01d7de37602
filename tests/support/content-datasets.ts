/**
 * Datasets an owner could really have, derived from the demo one: what the
 * site must build, serve without a 5xx or a dead link, and what the content
 * check must name. `writeContentDataset(dir, name)` writes `data.ndjson` and
 * `images/` (the demo's files, linked) for `VITRINE_DATASET_DIR=<dir>`, and
 * returns the problems planted in it.
 *
 * - `empty`: nothing at all, as a new project is.
 * - `settings-only`: the site settings, nothing else.
 * - `one-language`: every language still listed, content only in English
 *   (the settings keep only their English text), and no about or contact
 *   page, though other documents still link to them.
 * - `hostile`: the demo with one of each mistake: a people-section pick that
 *   was deleted, one only in draft, a missing image file, two articles with
 *   one slug, a slug the router cannot serve, control characters in titles,
 *   descriptions, body text and the site title, an emoji that starts the
 *   owner's name, and a translation missing from the settings.
 *
 * Deterministic: the same name always writes the same bytes.
 */
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DATASET_DIR } from './dataset.ts';
import { defaultLocale, isLocale } from '@vitrine/schemas';

export const CONTENT_DATASETS = ['empty', 'settings-only', 'one-language', 'hostile'] as const;
export type ContentDatasetName = (typeof CONTENT_DATASETS)[number];

/** A problem the content check must name: its code and the document it is about. */
export interface PlantedProblem {
  code: string;
  documentId: string | null;
  /** The language it is about, when it is about one. */
  language?: string;
}

export interface ContentDataset {
  name: ContentDatasetName;
  dir: string;
  planted: PlantedProblem[];
}

type Doc = Record<string, any> & { _id: string; _type: string };

const demo = (): Doc[] =>
  readFileSync(join(DATASET_DIR, 'data.ndjson'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Doc);

const LOCALIZED_TYPES = new Set(['page', 'article', 'project', 'partner', 'guardian', 'credit']);

/** The owner's name in the hostile dataset: an emoji first (the monogram must keep it whole), a BEL inside. */
export const HOSTILE_NAME = '👩🏽‍💻 Lívia\u0007 Vilar';
/** The header's monogram for that name: the whole emoji, then the first letter. */
export const HOSTILE_MONOGRAM = '👩🏽‍💻L';
/** A file `images/` does not hold. */
export const MISSING_IMAGE = `${'d'.repeat(40)}-1600x1000.jpg`;

function hostile(): { docs: Doc[]; planted: PlantedProblem[] } {
  const docs = demo();
  const byId = (id: string) => {
    const found = docs.find((doc) => doc._id === id);
    if (!found) throw new Error(`the demo dataset has no ${id}`);
    return found;
  };
  const planted: PlantedProblem[] = [];

  // A people section that picks a deleted partner and one that exists only as a draft.
  const home = byId('page-home-en');
  const people = home.body.find((section: any) => section._type === 'peopleSection');
  people.items = [
    ...people.items,
    { _key: 'deleted0pick', _type: 'reference', _ref: 'partner-deleted-en' },
    {
      _key: 'draft00pick',
      _type: 'reference',
      _ref: 'partner-unpublished-en',
      _weak: true,
      _strengthenOnPublish: { type: 'partner' },
    },
  ];
  const partner = byId('partner-atlas-en');
  docs.push({
    ...partner,
    _id: 'drafts.partner-unpublished-en',
    name: 'Unpublished Partner',
    _createdAt: '2025-05-01T09:00:00Z',
    _updatedAt: '2025-05-01T09:00:00Z',
  });
  planted.push({ code: 'dangling-reference', documentId: 'page-home-en', language: 'en' });
  planted.push({ code: 'draft-only-reference', documentId: 'page-home-en', language: 'en' });

  // An article cover whose file is not in images/.
  const forms = byId('article-forms-en');
  forms.cover = { ...forms.cover, _sanityAsset: `image@file://./images/${MISSING_IMAGE}` };
  planted.push({ code: 'missing-asset', documentId: 'article-forms-en', language: 'en' });

  // A later copy of an article under the same slug, and an article whose slug has accents.
  const calm = byId('article-calm-en');
  docs.push({
    ...calm,
    _id: 'article-calm-copy-en',
    title: 'Designing for calm (imported copy)',
    _createdAt: '2025-06-01T09:00:00Z',
    _updatedAt: '2025-06-01T09:00:00Z',
  });
  planted.push({ code: 'duplicate-slug', documentId: 'article-calm-copy-en', language: 'en' });
  docs.push({
    ...calm,
    _id: 'article-cafe-en',
    title: 'Café com leite',
    slug: { _type: 'slug', current: 'café-com-leite' },
    publishedAt: '2025-06-02T09:00:00Z',
    _createdAt: '2025-06-02T09:00:00Z',
    _updatedAt: '2025-06-02T09:00:00Z',
  });
  planted.push({ code: 'unservable-slug', documentId: 'article-cafe-en', language: 'en' });

  // Control characters: an article's title, description and body text, and the site's title in English.
  const review = byId('article-review-en');
  review.title = `${review.title}\u0007`;
  review.description = `\u0000${review.description} \u001b[31mred\u001b[0m`;
  review.body[0].children[0].text = `\u0000${review.body[0].children[0].text}`;
  planted.push({ code: 'control-characters', documentId: 'article-review-en', language: 'en' });
  const settings = byId('siteSettings');
  const inDefault = settings.seo.title.find((value: any) => value.language === defaultLocale);
  inDefault.value = `${inDefault.value}\u001b`;
  settings.profile.name = HOSTILE_NAME;
  planted.push({ code: 'control-characters', documentId: 'siteSettings', language: defaultLocale });

  // The settings miss their Portuguese description.
  settings.seo.description = settings.seo.description.filter((value: any) => value.language !== 'pt');
  planted.push({ code: 'missing-translation', documentId: 'siteSettings', language: 'pt' });

  return { docs, planted };
}

/** Pages the `one-language` dataset removes while other documents still link to them. */
export const REMOVED_PAGES = ['about', 'contact'] as const;

/**
 * The English side of the demo: English documents, the settings' English text, groups down to English;
 * without the about and contact pages, which section buttons and rich text still link to.
 */
function oneLanguage(): { docs: Doc[]; planted: PlantedProblem[] } {
  const removed = new Set<string>(REMOVED_PAGES);
  const docs = demo().filter(
    (doc) =>
      !LOCALIZED_TYPES.has(doc._type) ||
      (doc.language === 'en' && !(doc._type === 'page' && removed.has(doc.slug?.current))),
  );
  const kept = new Set(docs.map((doc) => doc._id.replace(/^drafts\./, '')));
  const planted: PlantedProblem[] = [{ code: 'missing-page', documentId: null, language: 'en' }];
  const deadHref = new RegExp(`"href":"/en/(${REMOVED_PAGES.join('|')})[#?"]`);
  for (const doc of docs) {
    if (!doc._id.startsWith('drafts.') && deadHref.test(JSON.stringify(doc))) {
      planted.push({ code: 'dead-link', documentId: doc._id, language: doc.language ?? defaultLocale });
    }
  }
  for (const doc of docs) {
    if (doc._type === 'translation.metadata') {
      doc.translations = doc.translations.filter((t: any) => kept.has(t.value?._ref));
    }
    if (doc._type === 'siteSettings') {
      // Every localized field keeps its English text only.
      const isLocalizedValue = (value: any) => /^internationalizedArray(String|Text)Value$/.test(value?._type ?? '');
      const walk = (value: any): void => {
        if (value === null || typeof value !== 'object') return;
        for (const [field, child] of Object.entries(value)) {
          if (Array.isArray(child) && child.length > 0 && child.every(isLocalizedValue)) {
            value[field] = child.filter((item: any) => item.language === 'en');
            for (const locale of ['fr', 'pt']) {
              planted.push({ code: 'missing-translation', documentId: doc._id, language: locale });
            }
          } else walk(child);
        }
      };
      walk(doc);
    }
  }
  // Each localized field is named once per missing language.
  const seen = new Set<string>();
  return {
    docs,
    planted: planted.filter((plant) => {
      const key = `${plant.code} ${plant.documentId} ${plant.language}`;
      return !seen.has(key) && seen.add(key);
    }),
  };
}

const BUILDERS: Record<ContentDatasetName, () => { docs: Doc[]; planted: PlantedProblem[] }> = {
  empty: () => ({ docs: [], planted: [{ code: 'missing-site-settings', documentId: 'siteSettings' }] }),
  'settings-only': () => ({
    docs: demo().filter((doc) => doc._type === 'siteSettings'),
    planted: [
      // Nothing is published in fr and pt: they are not offered, and their pages are not asked for.
      { code: 'missing-page', documentId: null, language: 'en' },
      { code: 'language-not-offered', documentId: null, language: 'fr' },
      { code: 'language-not-offered', documentId: null, language: 'pt' },
    ],
  }),
  'one-language': oneLanguage,
  hostile,
};

/** Writes the named dataset into `dir` (created if needed) and returns what was planted in it. */
export function writeContentDataset(dir: string, name: ContentDatasetName): ContentDataset {
  mkdirSync(dir, { recursive: true });
  symlinkSync(join(DATASET_DIR, 'images'), join(dir, 'images'));
  const { docs, planted } = BUILDERS[name]();
  writeFileSync(join(dir, 'data.ndjson'), docs.map((doc) => `${JSON.stringify(doc)}\n`).join(''));
  // A problem about a language the list does not have is none: the site ignores that language.
  const listed = planted.filter((plant) => plant.language === undefined || isLocale(plant.language));
  return { name, dir, planted: listed };
}
