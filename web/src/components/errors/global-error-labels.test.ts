import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defaultLocale, languageTag, localeCodes, localeDirection } from '@vitrine/schemas';
import { GLOBAL_ERROR_KEYS, globalErrorLabels, readMessages } from '@/i18n/message-files';
import { GLOBAL_ERROR_LABELS, globalErrorLocale } from './global-error-labels';

const messagesDir = fileURLToPath(new URL('../../../messages/', import.meta.url));

describe('the last-resort error screen speaks like the others', () => {
  it('has every language of the list, in its order', () => {
    expect(Object.keys(GLOBAL_ERROR_LABELS)).toEqual([...localeCodes]);
  });

  it.each(localeCodes)('%s: every string is its messages file’s (or the default’s where it has none)', (locale) => {
    const own = readMessages(messagesDir, locale).ErrorScreen as Record<string, string> | undefined;
    const fallback = readMessages(messagesDir, defaultLocale).ErrorScreen as Record<string, string>;
    for (const key of GLOBAL_ERROR_KEYS)
      expect(GLOBAL_ERROR_LABELS[locale]![key], key).toBe(own?.[key] ?? fallback[key]);
    expect(GLOBAL_ERROR_LABELS[locale]!.lang).toBe(languageTag(locale));
    expect(GLOBAL_ERROR_LABELS[locale]!.dir).toBe(localeDirection(locale));
  });

  it('is what the build compiles in (the same function, read from the same files)', () => {
    expect(GLOBAL_ERROR_LABELS).toEqual(globalErrorLabels(messagesDir));
  });

  it('picks the address’s language, then the browser’s, then the default', () => {
    const [first, second = first] = localeCodes;
    expect(globalErrorLocale(`/${second}/about`, 'xx')).toBe(second);
    expect(globalErrorLocale('/api/x', `${second}-ZZ`)).toBe(second);
    expect(globalErrorLocale('/nowhere', 'xx-YY')).toBe(first);
    expect(globalErrorLocale('/', '')).toBe(defaultLocale);
  });
});
