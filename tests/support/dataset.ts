/** The demo dataset as tests read it: the same files the local source serves. */
import { readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultLocale, isLocale } from '@vitrine/schemas';
import { applyPerspective, loadDataset, type SanityDocument } from '@vitrine/schemas/dataset';

export const DATASET_DIR = fileURLToPath(new URL('../../schemas/dataset/', import.meta.url));

export function publishedDocuments(): SanityDocument[] {
  return applyPerspective(loadDataset(DATASET_DIR), 'published');
}

export function siteSettings(): SanityDocument & Record<string, any> {
  const doc = publishedDocuments().find((d) => d._id === 'siteSettings');
  if (!doc) throw new Error('The demo dataset has no siteSettings document');
  return doc as SanityDocument & Record<string, any>;
}

/** A short English article, as an editor publishes one after the build (`_id` and slug chosen by the test). */
export function newArticle(id: string, slug: string, title: string): SanityDocument {
  return {
    _id: id,
    _type: 'article',
    language: 'en',
    title,
    description: 'Written once the site was already live.',
    slug: { _type: 'slug', current: slug },
    publishedAt: '2026-11-01T09:00:00Z',
    body: [
      {
        _type: 'block',
        _key: 'a1',
        style: 'normal',
        markDefs: [],
        children: [{ _type: 'span', _key: 's1', text: 'A new article.', marks: [] }],
      },
    ],
  } as SanityDocument;
}

/**
 * Published localized documents of a type, with their slug and language: in
 * the languages of the list (the site ignores the others), or, with
 * `everyLanguage`, in every language the dataset has.
 */
export function localized(
  type: 'page' | 'article',
  { everyLanguage = false } = {},
): { id: string; locale: string; slug: string; title: string; doc: any }[] {
  return publishedDocuments()
    .filter((d: any) => d._type === type && d.slug?.current && (everyLanguage ? d.language : isLocale(d.language)))
    .map((d: any) => ({ id: d._id, locale: d.language, slug: d.slug.current, title: d.title, doc: d }));
}

/** The language → document-id map of each translation group. */
export function translationGroups(): Record<string, string>[] {
  return publishedDocuments()
    .filter((d) => d._type === 'translation.metadata')
    .map((d: any) => Object.fromEntries((d.translations ?? []).map((t: any) => [t.language ?? t._key, t.value?._ref])));
}

/**
 * A copy of the demo dataset in a temporary folder, with `change` applied to
 * each document (return it unchanged, changed, or null to drop it) and `add`
 * appended; the images are linked, not copied. For a built site started with
 * `VITRINE_DATASET_DIR` on it: what is read at run time (the route index, the
 * pages rendered on demand) follows the variant.
 */
export function writeDatasetVariant(
  dir: string,
  { change = (doc) => doc, add = [] }: { change?: (doc: any) => any; add?: any[] } = {},
): void {
  symlinkSync(join(DATASET_DIR, 'images'), join(dir, 'images'));
  const docs = readFileSync(join(DATASET_DIR, 'data.ndjson'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => change(JSON.parse(line)))
    .filter((doc) => doc !== null);
  writeFileSync(join(dir, 'data.ndjson'), `${[...docs, ...add].map((doc) => JSON.stringify(doc)).join('\n')}\n`);
}

/**
 * A localized settings value (`[{ language, value }]`) in a language, else in
 * the default language: what the site shows (schemas/src/queries/site.ts).
 */
export function inLanguage(
  values: readonly { language?: string; value?: string }[] | undefined,
  locale: string,
): string {
  const of = (language: string) => values?.find((item) => item.language === language)?.value;
  const found = of(locale) ?? of(defaultLocale);
  if (found === undefined) throw new Error(`No ${locale} or ${defaultLocale} value in ${JSON.stringify(values)}`);
  return found;
}
