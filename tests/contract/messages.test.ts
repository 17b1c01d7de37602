/**
 * The messages file of every language of the list: it exists, has no key the
 * default language's lacks (nothing would read it), no empty message, and the
 * same ICU arguments as the default language's in every message it has. A key
 * it lacks is not an error: the site shows the default language's string and
 * the build names the key (web/src/i18n/message-files.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultLocale, localeCodes } from '@vitrine/schemas';

type Tree = { [key: string]: string | Tree };
const load = (locale: string): Tree =>
  JSON.parse(readFileSync(new URL(`../../web/messages/${locale}.json`, import.meta.url), 'utf8')) as Tree;

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** The names of ICU arguments in a message: {name}, {count, plural, …}. */
export function icuArguments(message: string): string[] {
  const names = new Set<string>();
  let depth = 0;
  for (let i = 0; i < message.length; i++) {
    if (message[i] === '{') {
      if (depth % 2 === 0) {
        const match = /^\{\s*([A-Za-z_][\w]*)\s*[,}]/.exec(message.slice(i));
        if (match) names.add(match[1]!);
      }
      depth++;
    } else if (message[i] === '}') depth--;
  }
  return [...names].sort();
}

const files = Object.fromEntries(
  localeCodes.flatMap((locale) =>
    existsSync(new URL(`../../web/messages/${locale}.json`, import.meta.url)) ? [[locale, flatten(load(locale))]] : [],
  ),
);
const fallback = files[defaultLocale]!;
const others = localeCodes.filter((locale) => locale !== defaultLocale);

describe('message files', () => {
  it('finds ICU arguments, including plural ones', () => {
    expect(icuArguments('© {year} {name}.')).toEqual(['name', 'year']);
    expect(icuArguments('{count, plural, one {# min} other {# mins}}')).toEqual(['count']);
  });

  it.each(localeCodes)('web/messages/%s.json exists', (locale) => {
    expect(files[locale], `copy web/messages/${defaultLocale}.json to web/messages/${locale}.json`).toBeDefined();
  });

  it.each(others)('%s has no key the default language does not have', (locale) => {
    const extra = [...files[locale]!.keys()].filter((key) => !fallback.has(key));
    expect(extra).toEqual([]);
  });

  it.each(others)('%s uses the same ICU arguments as the default language in every message it has', (locale) => {
    for (const [key, message] of files[locale]!)
      expect(icuArguments(message), key).toEqual(icuArguments(fallback.get(key) ?? ''));
  });

  it.each(localeCodes)('%s has no empty message', (locale) => {
    for (const [key, message] of files[locale]!) expect(message.trim(), key).not.toBe('');
  });
});
