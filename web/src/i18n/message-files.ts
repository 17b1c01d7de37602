/**
 * The messages files of the language list, read from disk when the site is
 * built (next.config.ts) and by the tests: which keys each lacks, and the
 * strings the last-resort error screen needs in every language. Node only.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  defaultLocale,
  languageTag,
  localeCodes,
  localeDirection,
  type Direction,
  type Locale,
} from '@vitrine/schemas';
import { missingKeys, unknownKeys, withFallback, type Messages } from './messages';

/** `web/messages/<code>.json` of one language; an error that says what to do when it is missing or broken. */
export function readMessages(dir: string, locale: Locale): Messages {
  const file = join(dir, `${locale}.json`);
  if (!existsSync(file))
    throw new Error(
      `web/messages/${locale}.json is missing, but "${locale}" is in the language list (schemas/src/locales.ts). ` +
        `Copy web/messages/${defaultLocale}.json to it and translate it (keys left out show in ${defaultLocale}).`,
    );
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Messages;
  } catch (cause) {
    throw new Error(`web/messages/${locale}.json is not valid JSON: ${(cause as Error).message}`, { cause });
  }
}

export interface MessagesReport {
  locale: Locale;
  /** Keys of the default language's file this one lacks: they show in the default language. */
  missing: string[];
  /** Keys the default language's file does not have: nothing reads them. */
  unknown: string[];
}

/** For every language of the list but the default, what its file lacks or has too much. */
export function messagesReport(dir: string, locales: readonly Locale[] = localeCodes): MessagesReport[] {
  const fallback = readMessages(dir, defaultLocale);
  return locales
    .filter((locale) => locale !== defaultLocale)
    .map((locale) => {
      const messages = readMessages(dir, locale);
      return { locale, missing: missingKeys(messages, fallback), unknown: unknownKeys(messages, fallback) };
    });
}

/** The build's warnings for a report: one line per file, naming the keys (at most `shown` of them). */
export function messagesWarnings(report: readonly MessagesReport[], shown = 12): string[] {
  const list = (keys: string[]) =>
    keys.length > shown ? `${keys.slice(0, shown).join(', ')} and ${keys.length - shown} more` : keys.join(', ');
  return report.flatMap(({ locale, missing, unknown }) => [
    ...(missing.length > 0
      ? [
          `web/messages/${locale}.json lacks ${missing.length} key${missing.length === 1 ? '' : 's'}, shown in ${defaultLocale} instead: ${list(missing)}`,
        ]
      : []),
    ...(unknown.length > 0
      ? [
          `web/messages/${locale}.json has ${unknown.length} key${unknown.length === 1 ? '' : 's'} that web/messages/${defaultLocale}.json does not, which nothing reads: ${list(unknown)}`,
        ]
      : []),
  ]);
}

/** The `ErrorScreen` strings the last-resort error screen shows (app/global-error.tsx). */
export const GLOBAL_ERROR_KEYS = ['unexpectedTitle', 'serverError', 'reference', 'sorry', 'home', 'back'] as const;

export type GlobalErrorLabels = Record<(typeof GLOBAL_ERROR_KEYS)[number], string> & {
  /** `<html lang>` and `<html dir>` of the screen. */
  lang: string;
  dir: Direction;
};

/**
 * Those strings in every language of the list (a key a file lacks in the
 * default language), in the list's order: compiled into the error screen,
 * which cannot load a messages file when the layout itself has failed.
 */
export function globalErrorLabels(
  dir: string,
  locales: readonly Locale[] = localeCodes,
): Record<Locale, GlobalErrorLabels> {
  const fallback = readMessages(dir, defaultLocale);
  return Object.fromEntries(
    locales.map((locale) => {
      const messages = withFallback(locale === defaultLocale ? fallback : readMessages(dir, locale), fallback);
      const screen = (messages.ErrorScreen ?? {}) as Record<string, unknown>;
      const strings = Object.fromEntries(
        GLOBAL_ERROR_KEYS.map((key) => {
          const value = screen[key];
          if (typeof value !== 'string')
            throw new Error(`web/messages/${defaultLocale}.json: ErrorScreen.${key} must be a string.`);
          return [key, value];
        }),
      ) as Record<(typeof GLOBAL_ERROR_KEYS)[number], string>;
      return [locale, { ...strings, lang: languageTag(locale), dir: localeDirection(locale) }];
    }),
  );
}
