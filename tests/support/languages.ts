/**
 * Languages for tests that need one, two or three of them: the list's own
 * (schemas/src/locales.ts), so the same tests run whatever the list, among
 * those the demo content offers. With a shorter list, the later ones are the
 * earlier ones again (a one-language site still has a contact form in its
 * language).
 */
import { isLocale, localeCodes, localizedDocumentTypes } from '@vitrine/schemas';
import { publishedDocuments } from './dataset.ts';

/**
 * The languages some published content offers visitors, in the list's order:
 * the default and each listed language it has anything published in (the
 * site's rule, schemas/src/site/site-index.ts). A listed language without
 * content is not offered: its paths are 404s (e2e/languages.spec.ts covers it).
 */
export const offeredIn = (published: readonly Record<string, any>[]): string[] =>
  localeCodes.filter(
    (code, i) =>
      i === 0 ||
      published.some(
        (doc) => (localizedDocumentTypes as readonly string[]).includes(doc._type) && doc.language === code,
      ),
  );

/** The languages the demo content offers. */
export const OFFERED: readonly string[] = offeredIn(publishedDocuments());

export const FIRST = OFFERED[0]!;
export const SECOND = OFFERED[1] ?? FIRST;
export const THIRD = OFFERED[2] ?? SECOND;

/** Language codes the list does not have, for paths the site must not serve (`/de/about` while German is not listed). */
export const UNLISTED: readonly string[] = ['de', 'es', 'it', 'nl', 'sv', 'ja'].filter((code) => !isLocale(code));
