/** The three message files have the same keys and the same ICU arguments (STYLE.md, naming). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { localeCodes } from '@vitrine/schemas';

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

const files = Object.fromEntries(localeCodes.map((locale) => [locale, flatten(load(locale))]));
const english = files.en!;

describe('message files', () => {
  it('finds ICU arguments, including plural ones', () => {
    expect(icuArguments('© {year} {name}.')).toEqual(['name', 'year']);
    expect(icuArguments('{count, plural, one {# min} other {# mins}}')).toEqual(['count']);
  });

  it.each(localeCodes.filter((l) => l !== 'en'))('%s has exactly the English keys', (locale) => {
    expect([...files[locale]!.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each(localeCodes.filter((l) => l !== 'en'))(
    '%s uses the same ICU arguments as English in every message',
    (locale) => {
      for (const [key, message] of english)
        expect(icuArguments(files[locale]!.get(key) ?? ''), key).toEqual(icuArguments(message));
    },
  );

  it.each(localeCodes)('%s has no empty message', (locale) => {
    for (const [key, message] of files[locale]!) expect(message.trim(), key).not.toBe('');
  });
});
