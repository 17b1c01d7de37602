import { validateDocument, type SanityDocument } from 'sanity';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Workspace } from 'sanity';
import { defaultLocale, languageName, localeCodes, localizedProblems } from '@vitrine/schemas/studio';

import { internationalizedArrayProblems } from './languages';
import { createTestWorkspace } from './testing/workspace';

/** A code no list has: content left behind by a language removed from the list. */
const GONE = 'xx';
const others = localeCodes.filter((code) => code !== defaultLocale);
const value = (language: string, text: string, key = language) => ({
  _key: key,
  _type: 'internationalizedArrayStringValue',
  language,
  value: text,
});

describe('localized fields: the default language required, the others a warning', () => {
  it('is an error without the default language', () => {
    expect(localizedProblems([]).errors).toHaveLength(1);
    expect(localizedProblems([value(GONE, 'x')]).errors[0]!.message).toContain(languageName(defaultLocale));
    expect(localizedProblems(undefined, { required: false }).errors).toEqual([]);
  });

  it('names the listed languages not yet translated, in a warning, and nothing else', () => {
    const { errors, warnings } = localizedProblems([value(defaultLocale, 'Designer'), value(GONE, 'Designer')]);
    expect(errors).toEqual([]);
    if (others.length === 0) expect(warnings).toEqual([]);
    else
      expect(warnings[0]!.message).toBe(
        `Not yet translated into ${others.map(languageName).join(', ')}: the site shows the ${languageName(defaultLocale)} text there`,
      );
    expect(localizedProblems(localeCodes.map((code) => value(code, 'x'))).warnings).toEqual([]);
  });

  it('catches a language given twice and stray spaces', () => {
    const { errors } = localizedProblems([value(defaultLocale, ' x', 'a'), value(defaultLocale, 'y', 'b')]);
    expect(errors.map((error) => error.message)).toEqual([
      'Remove leading or trailing spaces',
      `${defaultLocale} is given twice: keep one`,
    ]);
    expect(errors[1]!.path).toEqual([{ _key: 'b' }]);
  });
});

describe('internationalized arrays keep values in languages the list no longer has', () => {
  it('checks only what would break the site', () => {
    expect(
      internationalizedArrayProblems([
        { _key: 'a', language: GONE },
        { _key: 'b', language: 'yy' },
      ]),
    ).toEqual([]);
    expect(
      internationalizedArrayProblems([{ _key: 'a' }, { _key: 'b', language: 'yy' }, { _key: 'c', language: 'yy' }]),
    ).toEqual([
      { message: 'This value has no language', path: [{ _key: 'a' }] },
      { message: 'There can only be one value in yy', path: [{ _key: 'c' }] },
    ]);
  });
});

describe('in the Studio', () => {
  let workspace: Workspace;
  beforeAll(async () => {
    workspace = await createTestWorkspace();
  }, 60_000);

  const markers = async (document: Record<string, unknown>) =>
    (
      await validateDocument({
        document: document as unknown as SanityDocument,
        workspace,
        getDocumentExists: async () => true,
        environment: 'cli',
      })
    ).map((marker) => `${JSON.stringify(marker.path)} ${marker.level}`);

  it('settings with the default language only: no error; a language the list lacks: no word', async () => {
    const found = await markers({
      _id: 'siteSettings',
      _type: 'siteSettings',
      profile: { job: [value(defaultLocale, 'Designer'), value(GONE, 'Designer')] },
    });
    expect(found.filter((marker) => marker.startsWith('["profile","job"'))).toEqual(
      others.length > 0 ? ['["profile","job"] warning'] : [],
    );
  });

  it('a translation link in a language the list lacks is no error either', async () => {
    const found = await markers({
      _id: 'translations-x',
      _type: 'translation.metadata',
      schemaTypes: ['article'],
      translations: [...localeCodes, GONE].map((code) => ({
        _key: code,
        _type: 'internationalizedArrayReferenceValue',
        language: code,
        value: { _type: 'reference', _ref: `article-x-${code}` },
      })),
    });
    expect(found.filter((marker) => marker === '["translations"] error')).toEqual([]);
  });
});
