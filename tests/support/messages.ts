/**
 * The site's UI strings as a visitor gets them, for tests to expect: a
 * language's messages file completed from the default language's where it
 * lacks a key (web/src/i18n/messages.ts, the same function the site uses).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultLocale, type Locale } from '@vitrine/schemas';
import { withFallback, type Messages } from '../../web/src/i18n/messages.ts';
import { WEB_DIR } from './server.ts';

const read = (locale: Locale) =>
  JSON.parse(readFileSync(join(WEB_DIR, 'messages', `${locale}.json`), 'utf8')) as Messages;

/** Every message of a language, by namespace (`messages('fr').ContactForm.submit`). */
export function messages(locale: Locale): Record<string, any> {
  return locale === defaultLocale ? read(locale) : withFallback(read(locale), read(defaultLocale));
}
