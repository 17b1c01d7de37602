import { describe, expect, it } from 'vitest';
import type { ListedLanguage } from '../snapshot';
import { unlistedLanguageContent, unpublishedLanguages } from './languages';

/** The test's own list, the default first. */
const LIST: ListedLanguage[] = [
  { code: 'en', name: 'English' },
  { code: 'de', name: 'Deutsch' },
  { code: 'ar', name: 'العربية' },
];

describe('a listed language with nothing published', () => {
  it('is named, with what to do, until something is published in it', () => {
    const problems = unpublishedLanguages(LIST, ['en', 'ar', 'it']);
    expect(problems).toEqual([
      expect.objectContaining({
        code: 'language-not-offered',
        severity: 'warning',
        language: 'de',
        message: '`de` is listed but has nothing published: visitors are not offered it yet',
      }),
    ]);
    expect(problems[0]!.fix).toMatch(
      /Publish a page or an article in Deutsch.*remove "de" from schemas\/src\/locales\.ts/,
    );
    expect(unpublishedLanguages(LIST, ['en', 'de', 'ar'])).toEqual([]);
  });

  it('says an empty default language leaves the site empty', () => {
    const [problem] = unpublishedLanguages(LIST, ['de']).filter((p) => p.language === 'en');
    expect(problem!.message).toMatch(/default language but has nothing published/);
    expect(unpublishedLanguages(LIST, []).every((p) => p.fix === 'Publish your first page in the Studio.')).toBe(true);
  });
});

describe('content in a language the list does not have', () => {
  const documents = [
    { _id: 'page-about-fr', _type: 'page', language: 'fr' },
    { _id: 'article-calm-fr', _type: 'article', language: 'fr' },
    { _id: 'drafts.page-about-fr', _type: 'page', language: 'fr' },
    { _id: 'page-about-pt', _type: 'page', language: 'pt' },
    { _id: 'page-about-en', _type: 'page', language: 'en' },
    { _id: 'redirect-1', _type: 'redirect', language: 'fr' },
    { _id: 'siteSettings', _type: 'siteSettings', valueLanguages: ['en', 'fr', 'fr', null] },
  ];

  it('is one problem per language for the documents the site ignores, and one per document for values never shown', () => {
    const problems = unlistedLanguageContent(LIST, documents);
    expect(problems.map((p) => [p.language, p.documentId, p.documentType])).toEqual([
      ['fr', null, null],
      ['fr', 'siteSettings', 'siteSettings'],
      ['pt', 'page-about-pt', 'page'],
    ]);
    expect(problems[0]!.message).toBe(
      '2 documents are in `fr`, which the language list does not have: the site ignores them',
    );
    expect(problems[0]!.fix).toMatch(/add "fr" back to schemas\/src\/locales\.ts/);
    expect(problems[2]!.message).toMatch(/^1 document is in `pt`/);
    expect(problems.every((p) => p.severity === 'warning' && p.code === 'language-not-listed')).toBe(true);
  });

  it('finds nothing when every language is listed', () => {
    expect(
      unlistedLanguageContent([...LIST, { code: 'fr', name: 'Français' }, { code: 'pt', name: 'P' }], documents),
    ).toEqual([]);
  });
});
