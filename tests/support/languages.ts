/**
 * Languages for tests that need one, two or three of them: the list's own
 * (schemas/src/locales.ts), so the same tests run whatever the list. With a
 * shorter list, the later ones are the earlier ones again (a one-language site
 * still has a contact form in its language).
 */
import { isLocale, localeCodes } from '@vitrine/schemas';

export const FIRST = localeCodes[0]!;
export const SECOND = localeCodes[1] ?? FIRST;
export const THIRD = localeCodes[2] ?? SECOND;

/** Language codes the list does not have, for paths the site must not serve (`/de/about` while German is not listed). */
export const UNLISTED: readonly string[] = ['de', 'es', 'it', 'nl', 'sv', 'ja'].filter((code) => !isLocale(code));
