import type { Locale } from '@vitrine/schemas';
import { stripControlCharacters } from '@/text/control-characters';

/**
 * What the content check's rules read: the published documents as stored,
 * which of them have an unpublished draft, the language list, and the settings that change what
 * counts as a problem. Pure types and helpers.
 */
export interface StoredDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

/** A language of the list as the rules read it: its code and its name. */
export interface ListedLanguage {
  code: Locale;
  name: string;
}

export interface ContentSnapshot {
  /** Where the content came from: the local dataset or a Sanity project. */
  source: 'local' | 'sanity';
  /** The language list, the default first: the site's (schemas/src/locales.ts), or a test's own. */
  languages: readonly ListedLanguage[];
  /** Every published document, image assets included. */
  documents: readonly StoredDocument[];
  /**
   * The published ids of documents that have a draft. Null when the source
   * cannot show drafts (Sanity without a viewer token): a reference to an
   * unpublished document then reads as one to a missing document.
   */
  drafts: ReadonlySet<string> | null;
  /** SITE_URL, when the deployment sets it. */
  siteUrl: string | undefined;
}

/** The snapshot's documents by id. */
export function byId(snapshot: ContentSnapshot): ReadonlyMap<string, StoredDocument> {
  let map = indexes.get(snapshot);
  if (!map) {
    map = new Map(snapshot.documents.map((document) => [document._id, document]));
    indexes.set(snapshot, map);
  }
  return map;
}
const indexes = new WeakMap<ContentSnapshot, ReadonlyMap<string, StoredDocument>>();

/** A document's language, when it has one. */
export function languageOf(document: StoredDocument): string | null {
  return typeof document.language === 'string' ? document.language : null;
}

/** How the owner finds a document: its title, name or slug (without control characters), else its id. */
export function labelOf(document: StoredDocument): string {
  const title = document.title ?? document.name ?? (document.slug as { current?: unknown } | undefined)?.current;
  const text = typeof title === 'string' ? stripControlCharacters(title).trim() : '';
  return text !== '' ? `“${text}”` : document._id;
}
