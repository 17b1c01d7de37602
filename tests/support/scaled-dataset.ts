/**
 * Large datasets derived from the demo one, for measuring the site and the
 * local source at scale. `writeScaledDataset(dir, { articles: 100 })` writes a
 * dataset directory (`data.ndjson`, plus `images/` as symlinks to the demo's
 * files) that the site builds from with `VITRINE_DATASET_DIR=<dir>`.
 *
 * - `articles` is the number of article translation groups, each an article in
 *   en, fr and pt linked by a `translation.metadata` document as in the demo.
 *   The demo's own groups come first, unchanged (its article draft included),
 *   so its pages exist at every scale; then copies of them, with a ` (n)`
 *   title, an `-n` slug and a date n weeks earlier. The demo's one
 *   untranslated article is always kept (the language-switch fallback).
 * - `perLanguage` instead grows each language on its own, as the archive of
 *   a writer whose languages went separate ways: every language's demo
 *   articles, then copies of them, each copy a lone document (no translation
 *   group), until the language holds that many. The default language's
 *   copies then stand in for the other languages, so those list, route and
 *   prerender about twice as many articles: the heaviest shape a real
 *   archive of that size takes.
 * - `documents` adds copies of the demo's other collections (projects,
 *   partners, guardians and credits with their translation groups, redirects,
 *   inbox messages), round after round in demo order, until the published
 *   dataset, as a query's `*` sees it (image assets included), holds at least
 *   that many documents.
 *
 * Deterministic: the same options always write the same bytes.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  applyPerspective,
  isDraftId,
  parseNdjson,
  resolveExportAssets,
  type SanityDocument,
} from '@vitrine/schemas/dataset';
import { sha1, uuid } from '@vitrine/schemas/dataset/generator/keys.ts';
import { DATASET_DIR } from './dataset.ts';

type Doc = SanityDocument & Record<string, any>;

export interface ScaleOptions {
  /** Article translation groups (en, fr, pt). */
  articles?: number;
  /** Articles in each language, the copies untranslated (see above); instead of `articles`. */
  perLanguage?: number;
  /** The least number of documents the published dataset holds; copies of other content fill up to it. */
  documents?: number;
}

export interface ScaledDataset {
  dir: string;
  /** Documents the published dataset holds (what `*` sees), image assets included. */
  documents: number;
  /** Article documents, all languages, published. */
  articles: number;
}

/** The 10,000-document case: 1,000 articles in three languages, and other content up to 10,000. */
export const TEN_THOUSAND_DOCUMENTS: ScaleOptions = { articles: 1000, documents: 10_000 };

/** What a dataset folder holds. */
const DATASET_FILES = ['data.ndjson', 'images'];
const FILLER_TYPES = ['project', 'partner', 'guardian', 'credit', 'redirect', 'contactMessage'];
const DAY_MS = 24 * 60 * 60 * 1000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/;

/** A template: a translation group (its metadata first) or one document on its own. */
interface Template {
  type: string;
  members: Doc[];
}

function demoDocuments(): Doc[] {
  return parseNdjson(readFileSync(join(DATASET_DIR, 'data.ndjson'), 'utf8')) as Doc[];
}

/** The demo's translation groups and lone documents of one type, in file order. */
function templates(documents: Doc[], type: string): Template[] {
  const byId = new Map(documents.map((doc) => [doc._id, doc]));
  const grouped = new Set<string>();
  const out: Template[] = [];
  for (const meta of documents) {
    if (meta._type !== 'translation.metadata' || meta.schemaTypes?.[0] !== type) continue;
    const members = (meta.translations as { value: { _ref: string } }[]).map((t) => byId.get(t.value._ref)!);
    for (const member of members) grouped.add(member._id);
    out.push({ type, members: [meta, ...members] });
  }
  for (const doc of documents) {
    if (doc._type === type && !isDraftId(doc._id) && !grouped.has(doc._id)) out.push({ type, members: [doc] });
  }
  return out;
}

/** Moves an ISO date or date-time `weeks` weeks back, keeping its format. */
function weeksEarlier(value: string, weeks: number): string {
  const moved = new Date(Date.parse(value) - weeks * 7 * DAY_MS).toISOString();
  if (DATE.test(value)) return moved.slice(0, 10);
  return value.length === 20 ? `${moved.slice(0, 19)}Z` : moved;
}

/**
 * Copy number `n` (2, 3…) of a template: ids, slugs, names, titles, redirect
 * paths and references inside the group get an `n` suffix; dates move n weeks back.
 */
function copyOf(template: Template, n: number): Doc[] {
  const ids = new Map(template.members.map((doc) => [doc._id, copyId(doc._id, n)]));
  return template.members.map((doc) => {
    const copy: Doc = JSON.parse(
      JSON.stringify(doc, (field, value) => (field === '_ref' && ids.has(value) ? ids.get(value) : value)),
    );
    copy._id = ids.get(doc._id)!;
    copy._rev = sha1(`${copy._id}:${doc._rev}`).slice(0, 22);
    for (const [field, value] of Object.entries(copy)) {
      if (typeof value === 'string' && (DATE.test(value) || DATE_TIME.test(value)))
        copy[field] = weeksEarlier(value, n - 1);
    }
    if (copy.slug?.current) copy.slug = { ...copy.slug, current: `${copy.slug.current}-${n}` };
    if (typeof copy.title === 'string') copy.title = `${copy.title} (${n})`;
    if (typeof copy.name === 'string' && copy._type !== 'contactMessage') copy.name = `${copy.name} (${n})`;
    if (copy._type === 'redirect') copy.source = `${copy.source}-${n}`;
    return copy;
  });
}

/** `article-calm-en` → `article-calm-2-en`; `inbox.<uuid>` → `inbox.<another uuid>`. */
function copyId(id: string, n: number): string {
  if (id.startsWith('inbox.')) return `inbox.${uuid(`${id}:${n}`)}`;
  const language = /-(en|fr|pt)$/.exec(id);
  return language ? `${id.slice(0, language.index)}-${n}${language[0]}` : `${id}-${n}`;
}

/** The published dataset's size as a query sees it: drafts hidden, one asset document per image. */
function publishedSize(documents: Doc[]): number {
  return applyPerspective(resolveExportAssets(documents), 'published').length;
}

/** The scaled dataset's documents, in the export format (images as `_sanityAsset`). */
export function scaledDocuments({ articles, perLanguage, documents: atLeast = 0 }: ScaleOptions): SanityDocument[] {
  const count = perLanguage ?? articles;
  const what = perLanguage === undefined ? 'articles' : 'perLanguage';
  if ((articles === undefined) === (perLanguage === undefined))
    throw new RangeError('give either articles or perLanguage');
  if (!Number.isInteger(count) || count! < 1) throw new RangeError(`${what} must be a positive integer, not ${count}`);
  const demo = demoDocuments();
  const out = perLanguage === undefined ? grownGroups(demo, articles!) : grownLanguages(demo, perLanguage);

  const fillers = FILLER_TYPES.flatMap((type) => templates(demo, type));
  let size = publishedSize(out);
  for (let round = 2; size < atLeast; round++) {
    for (const template of fillers) {
      const copies = copyOf(template, round);
      out.push(...copies);
      size += copies.length;
      if (size >= atLeast) break;
    }
  }
  return out;
}

/** The demo with `articles` translation groups: its own first (those past the count dropped), then copies of them. */
function grownGroups(demo: Doc[], articles: number): Doc[] {
  const articleGroups = templates(demo, 'article').filter((t) => t.members.length > 1);
  const dropped = new Set(
    articleGroups.slice(articles).flatMap((t) => t.members.flatMap((doc) => [doc._id, `drafts.${doc._id}`])),
  );
  const out = demo.filter((doc) => !dropped.has(doc._id));
  for (let i = articleGroups.length; i < articles; i++) {
    const template = articleGroups[i % articleGroups.length]!;
    out.push(...copyOf(template, Math.floor(i / articleGroups.length) + 1));
  }
  return out;
}

/** The demo, each language's articles copied alone (no translation group) until it holds `perLanguage`. */
function grownLanguages(demo: Doc[], perLanguage: number): Doc[] {
  const out = [...demo];
  const published = demo.filter((doc) => doc._type === 'article' && !isDraftId(doc._id));
  for (const language of new Set(published.map((doc) => doc.language as string))) {
    const own = published.filter((doc) => doc.language === language);
    for (let i = own.length; i < perLanguage; i++) {
      out.push(...copyOf({ type: 'article', members: [own[i % own.length]!] }, Math.floor(i / own.length) + 1));
    }
  }
  return out;
}

/** The image files a dataset's documents reference. */
function referencedImages(documents: SanityDocument[]): Set<string> {
  const files = new Set<string>();
  JSON.stringify(documents, (field, value) => {
    if (field === '_sanityAsset' && typeof value === 'string') files.add(value.replace('image@file://./images/', ''));
    return value;
  });
  return files;
}

/**
 * Writes the scaled dataset into `dir`: `data.ndjson`, and `images/` symlinked
 * to the demo's files. `dir` may hold a dataset already (it is replaced), but
 * nothing else: this never deletes a folder it did not write.
 */
export function writeScaledDataset(dir: string, options: ScaleOptions): ScaledDataset {
  const documents = scaledDocuments(options);
  const foreign = existsSync(dir) ? readdirSync(dir).filter((name) => !DATASET_FILES.includes(name)) : [];
  if (foreign.length > 0)
    throw new Error(`${dir} holds more than a dataset (${foreign.join(', ')}): choose another folder`);
  for (const name of DATASET_FILES) rmSync(join(dir, name), { recursive: true, force: true });
  mkdirSync(join(dir, 'images'), { recursive: true });
  writeFileSync(join(dir, 'data.ndjson'), `${documents.map((doc) => JSON.stringify(doc)).join('\n')}\n`);
  for (const file of [...referencedImages(documents)].sort())
    symlinkSync(join(DATASET_DIR, 'images', file), join(dir, 'images', file));
  const published = applyPerspective(resolveExportAssets(documents), 'published');
  return {
    dir,
    documents: published.length,
    articles: published.filter((doc) => doc._type === 'article').length,
  };
}
