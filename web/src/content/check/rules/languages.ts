/**
 * The content check's language rules: a listed language that has nothing
 * published (visitors are not offered it yet), and content in a language the
 * list no longer has (the site ignores it). Each pure function returns the
 * problems it finds, as values; `languages` runs both over a snapshot.
 */
import { localizedDocumentTypes, siteSettingsId } from '@vitrine/schemas';
import type { ContentProblem } from '../problem';
import type { ContentRule } from '../rule';
import type { ContentSnapshot, ListedLanguage, StoredDocument } from '../snapshot';
import { walk } from '../walk';

const LIST_FILE = 'schemas/src/locales.ts';

/**
 * `de` is listed but has nothing published: not offered yet. `published`
 * holds every language a document is published in (the route index's
 * `languages`). The default language is always offered, but with nothing
 * published it is reported too: the site would be empty.
 */
export function unpublishedLanguages(
  list: readonly ListedLanguage[],
  published: readonly (string | null)[],
): ContentProblem[] {
  const withContent = new Set(published);
  return list
    .filter((language) => !withContent.has(language.code))
    .map((language, _, missing) => ({
      code: 'language-not-offered',
      severity: 'warning',
      documentId: null,
      documentType: null,
      language: language.code,
      path: null,
      message:
        language.code === list[0]?.code
          ? `\`${language.code}\` is the default language but has nothing published: every page the site shows would be empty`
          : `\`${language.code}\` is listed but has nothing published: visitors are not offered it yet`,
      fix:
        missing.length === list.length
          ? 'Publish your first page in the Studio.'
          : `Publish a page or an article in ${language.name} (the Studio lists each type per language), or remove "${language.code}" from ${LIST_FILE}.`,
    }));
}

/** What the second rule reads of a document: its id, its type, its language, and the languages of its localized values. */
export interface LanguageTagged {
  _id: string;
  _type: string;
  /** A localized document's language (pages, articles…). */
  language?: string | null;
  /** The languages of a document's localized values (`[{language, value}]`: the site settings). */
  valueLanguages?: readonly (string | null)[] | null;
}

/**
 * Content in languages the list does not have, one problem per language:
 * localized documents the site ignores (the desk shows them under "In
 * languages no longer listed"), and localized values the site never reads
 * (the settings' text in that language).
 */
export function unlistedLanguageContent(
  list: readonly ListedLanguage[],
  documents: readonly LanguageTagged[],
): ContentProblem[] {
  const listed = new Set(list.map((language) => language.code));
  const byLanguage = new Map<string, { documents: LanguageTagged[]; values: LanguageTagged[] }>();
  const entry = (language: string) => {
    let found = byLanguage.get(language);
    if (!found) byLanguage.set(language, (found = { documents: [], values: [] }));
    return found;
  };
  const localized = localizedDocumentTypes as readonly string[];
  for (const document of documents) {
    if (document._id.startsWith('drafts.') || document._id.startsWith('versions.')) continue;
    const { language } = document;
    if (localized.includes(document._type) && typeof language === 'string' && language !== '' && !listed.has(language))
      entry(language).documents.push(document);
    for (const value of new Set(document.valueLanguages ?? []))
      if (typeof value === 'string' && value !== '' && !listed.has(value)) entry(value).values.push(document);
  }
  return [...byLanguage.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([language, found]): ContentProblem[] => {
      const back = `add "${language}" back to ${LIST_FILE} (with its messages file)`;
      const problems: ContentProblem[] = [];
      if (found.documents.length > 0) {
        const [first] = found.documents;
        const count = found.documents.length;
        problems.push({
          code: 'language-not-listed',
          severity: 'warning',
          documentId: count === 1 ? first!._id : null,
          documentType: found.documents.every((doc) => doc._type === first!._type) ? first!._type : null,
          language,
          path: null,
          message: `${count} document${count === 1 ? ' is' : 's are'} in \`${language}\`, which the language list does not have: the site ignores ${count === 1 ? 'it' : 'them'}`,
          fix: `To show ${count === 1 ? 'it' : 'them'}, ${back}; otherwise delete ${count === 1 ? 'it' : 'them'} (each type's "In languages no longer listed" in the Studio).`,
        });
      }
      for (const document of found.values)
        problems.push({
          code: 'language-not-listed',
          severity: 'warning',
          documentId: document._id,
          documentType: document._type,
          language,
          path: null,
          message: `${document._type} has text in \`${language}\`, which the language list does not have: the site never shows it`,
          fix: `To show it, ${back}; otherwise remove that language's values in the Studio.`,
        });
      return problems;
    });
}

/**
 * A localized text of a document that exists once (`[{ _key, _type, language, value }]`, the site
 * settings); not the translation groups' references, which share the plugin's shape.
 */
export const isLocalizedValue = (value: unknown): value is { language?: unknown; value?: unknown } =>
  value !== null &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  typeof (value as { _type?: unknown })._type === 'string' &&
  /^internationalizedArray(String|Text)Value$/.test((value as { _type: string })._type);

/** What the rules read of a stored document: its language, and the languages of its localized values. */
function tagged(document: StoredDocument): LanguageTagged {
  const valueLanguages: (string | null)[] = [];
  walk(document, (value) => {
    if (isLocalizedValue(value)) valueLanguages.push(typeof value.language === 'string' ? value.language : null);
  });
  return {
    _id: document._id,
    _type: document._type,
    language: typeof document.language === 'string' ? document.language : null,
    valueLanguages,
  };
}

export const languages: ContentRule = {
  name: 'languages',
  codes: ['language-not-offered', 'language-not-listed'],
  check(snapshot: ContentSnapshot) {
    const list = snapshot.languages;
    const localized = localizedDocumentTypes as readonly string[];
    const published = snapshot.documents
      .filter((document) => localized.includes(document._type) && typeof document.language === 'string')
      .map((document) => document.language as string);
    const documents = snapshot.documents.filter((document) => !document._type.startsWith('sanity.')).map(tagged);
    // Without settings, their problem (rules/site.ts) already says what to publish first.
    const settings = snapshot.documents.some((document) => document._id === siteSettingsId);
    return [...(settings ? unpublishedLanguages(list, published) : []), ...unlistedLanguageContent(list, documents)];
  },
};
