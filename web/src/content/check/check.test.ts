import { describe, expect, it } from 'vitest';
import { formatReport } from './format';
import type { ContentProblem } from './problem';
import { checkSnapshot, failsBuild } from './run';
import type { ContentSnapshot, ListedLanguage, StoredDocument } from './snapshot';

/** The test's own language list, the default first: the rules read the list from the snapshot, whatever the site's. */
const LANGUAGES: readonly ListedLanguage[] = [
  { code: 'en', name: 'English' },
  { code: 'fr', name: 'Français' },
  { code: 'pt', name: 'Português' },
];
const localeCodes = LANGUAGES.map((language) => language.code);

const at = (year: number) => `${year}-01-01T00:00:00Z`;

/** A settings field's value in every language of the list, as the Studio stores it. */
const localized = (value: string) =>
  localeCodes.map((language) => ({ _key: language, _type: 'internationalizedArrayStringValue', language, value }));

type Localized = ReturnType<typeof localized>;

/** A small, sound site: settings, the three essential pages in every language, a partner and an article. */
function site(): StoredDocument[] {
  const pages = localeCodes.flatMap((language) =>
    ['home', 'about', 'contact'].map((slug) => ({
      _id: `page-${slug}-${language}`,
      _type: 'page',
      _createdAt: at(2024),
      language,
      title: slug,
      slug: { _type: 'slug', current: slug },
      body: [],
    })),
  );
  return [
    {
      _id: 'siteSettings',
      _type: 'siteSettings',
      profile: { name: 'Ana', job: localized('Designer') },
      seo: { url: 'https://ana.example', title: localized('Ana') },
    },
    ...pages,
    { _id: 'partner-atlas-en', _type: 'partner', language: 'en', name: 'Atlas' },
    {
      _id: 'article-calm-en',
      _type: 'article',
      _createdAt: at(2023),
      language: 'en',
      title: 'Calm',
      publishedAt: at(2023),
      slug: { _type: 'slug', current: 'calm' },
      cover: { _type: 'image', asset: { _type: 'reference', _ref: 'image-aaaa-10x10-png' } },
    },
    { _id: 'image-aaaa-10x10-png', _type: 'sanity.imageAsset' },
  ];
}

function snapshot(
  change: (documents: StoredDocument[]) => StoredDocument[] = (documents) => documents,
  extra: Partial<ContentSnapshot> = {},
): ContentSnapshot {
  return {
    source: 'local',
    languages: LANGUAGES,
    documents: change(site()),
    drafts: new Set(),
    siteUrl: undefined,
    ...extra,
  };
}

const find = (documents: StoredDocument[], id: string) => documents.find((document) => document._id === id)!;
const codes = (problems: ContentProblem[]) => problems.map((problem) => problem.code);

describe('the content check', () => {
  it('finds nothing in a sound site', () => {
    expect(checkSnapshot(snapshot())).toEqual([]);
  });

  it('names a deleted people-section pick and one that is only a draft, with the field path', () => {
    const problems = checkSnapshot(
      snapshot(
        (documents) => {
          find(documents, 'page-home-en').body = [
            {
              _key: 'people1',
              _type: 'peopleSection',
              items: [
                { _key: 'ok', _type: 'reference', _ref: 'partner-atlas-en' },
                { _key: 'gone', _type: 'reference', _ref: 'partner-gone-en' },
                { _key: 'draft', _type: 'reference', _ref: 'partner-new-en', _weak: true },
              ],
            },
          ];
          return documents;
        },
        { drafts: new Set(['partner-new-en']) },
      ),
    );
    expect(problems).toEqual([
      expect.objectContaining({
        code: 'dangling-reference',
        severity: 'warning',
        documentId: 'page-home-en',
        documentType: 'page',
        language: 'en',
        path: 'body[_key=="people1"].items[_key=="gone"]',
      }),
      expect.objectContaining({
        code: 'draft-only-reference',
        documentId: 'page-home-en',
        path: 'body[_key=="people1"].items[_key=="draft"]',
        fix: 'Publish partner-new-en in the Studio, or remove the reference.',
      }),
    ]);
  });

  it('says a reference may be to a draft when the source cannot show drafts', () => {
    const [problem] = checkSnapshot(
      snapshot(
        (documents) => {
          find(documents, 'page-home-en').body = [{ _key: 'p', items: [{ _key: 'x', _ref: 'partner-new-en' }] }];
          return documents;
        },
        { source: 'sanity', drafts: null },
      ),
    );
    expect(problem?.code).toBe('dangling-reference');
    expect(problem?.message).toMatch(/or is not published/);
  });

  it('names a missing image file (local) and a deleted asset (Sanity)', () => {
    const missing = (documents: StoredDocument[]) => documents.filter((d) => d._id !== 'image-aaaa-10x10-png');
    const [local] = checkSnapshot(snapshot(missing));
    expect(local).toMatchObject({ code: 'missing-asset', documentId: 'article-calm-en', path: 'cover' });
    expect(local?.message).toContain('images/aaaa-10x10.png');
    const [sanity] = checkSnapshot(snapshot(missing, { source: 'sanity' }));
    expect(sanity?.message).toContain('image-aaaa-10x10-png');
  });

  it('names the later of two articles with one slug, and a slug the router cannot serve', () => {
    const problems = checkSnapshot(
      snapshot((documents) => [
        ...documents,
        { ...find(documents, 'article-calm-en'), _id: 'article-calm-copy-en', _createdAt: at(2025) },
        { ...find(documents, 'article-calm-en'), _id: 'calm-fr', language: 'fr' },
        {
          ...find(documents, 'article-calm-en'),
          _id: 'article-cafe-en',
          slug: { _type: 'slug', current: 'café' },
        },
      ]),
    );
    expect(problems.map((p) => [p.code, p.documentId, p.language])).toEqual([
      ['duplicate-slug', 'article-calm-copy-en', 'en'],
      ['unservable-slug', 'article-cafe-en', 'en'],
    ]);
    expect(problems[1]?.fix).toContain('“cafe”');
  });

  it('names each link to a page that serves nothing in its language, with its field path', () => {
    const link = (key: string, href: string) => ({ _key: key, _type: 'link', label: key, href });
    const problems = checkSnapshot(
      snapshot((documents) => {
        find(documents, 'page-home-fr').body = [
          // The home page's hero shows no actions (they are hidden in the Studio): not named.
          { _key: 'hero', _type: 'heroSection', actions: [link('h', '/fr/gone')] },
          {
            _key: 'cta',
            _type: 'callToActionSection',
            primary: link('p', '/fr/contact'),
            secondary: link('s', '/fr/gone'),
          },
        ];
        find(documents, 'page-about-en').body = [
          { _key: 'grid', _type: 'cardGridSection', cards: [{ _key: 'c', link: link('l', '/articles/gone') }] },
          { _key: 'hero', _type: 'heroSection', actions: [link('a', '/en/articles/calm'), link('b', '#top')] },
        ];
        return documents;
      }),
    );
    expect(problems.map((p) => [p.code, p.documentId, p.language, p.path])).toEqual([
      ['dead-link', 'page-about-en', 'en', 'body[_key=="grid"].cards[_key=="c"].link.href'],
      ['dead-link', 'page-home-fr', 'fr', 'body[_key=="cta"].secondary.href'],
    ]);
    expect(problems[1]?.message).toContain('/fr/gone');
  });

  it('names each missing translation of a localized settings field, with its language', () => {
    const problems = checkSnapshot(
      snapshot((documents) => {
        const profile = find(documents, 'siteSettings').profile as { job: Localized };
        profile.job = profile.job.filter((value) => value.language !== 'pt');
        (find(documents, 'siteSettings').seo as { title: Localized }).title.find((v) => v.language === 'fr')!.value =
          '  ';
        return documents;
      }),
    );
    expect(problems.map((p) => [p.code, p.language, p.path])).toEqual([
      ['missing-translation', 'pt', 'profile.job'],
      ['missing-translation', 'fr', 'seo.title'],
    ]);
    expect(problems[0]?.message).toMatch(/shows the English text there/);
  });

  it('names control characters by field and code point, and prints them escaped', () => {
    const problems = checkSnapshot(
      snapshot((documents) => {
        find(documents, 'article-calm-en').title = 'Calm\u0007';
        (find(documents, 'siteSettings').seo as { title: Localized }).title.find((v) => v.language === 'pt')!.value =
          'Ana\u001b[31m';
        return documents;
      }),
    );
    expect(problems.map((p) => [p.code, p.documentId, p.language, p.path])).toEqual([
      ['control-characters', 'article-calm-en', 'en', 'title'],
      ['control-characters', 'siteSettings', 'pt', 'seo.title[_key=="pt"].value'],
    ]);
    expect(problems[0]?.message).toContain('U+0007');
  });

  it('prints the content it quotes with its control characters escaped, never raw', () => {
    const problems = checkSnapshot(
      snapshot((documents) => {
        find(documents, 'article-calm-en').slug = { _type: 'slug', current: 'calm\u001b[2J' };
        return documents;
      }),
    );
    const report = formatReport(problems, 'test');
    expect(report).toContain('calm\\u001b[2J');
    expect(report).not.toMatch(/[\u0000-\u0008\u000b-\u001f]/);
  });

  it('asks for the site settings first in an empty project, and for nothing else', () => {
    const problems = checkSnapshot(snapshot(() => []));
    expect(codes(problems)).toEqual(['missing-site-settings']);
    expect(problems[0]?.fix).toMatch(/site settings.*“home”, “about” and “contact”/s);
  });

  it('names the pages a language lacks, where the default language’s cannot stand in', () => {
    const problems = checkSnapshot(
      snapshot((documents) =>
        documents.filter(
          (d) =>
            d._type !== 'page' || d._id === 'page-home-en' || d._id === 'page-home-fr' || d._id === 'page-about-fr',
        ),
      ),
    );
    // pt has nothing published: not offered, so its pages are not asked for.
    expect(problems.map((p) => [p.code, p.language])).toEqual([
      ['missing-page', 'en'],
      ['missing-page', 'fr'],
      ['language-not-offered', 'pt'],
    ]);
    expect(problems[0]?.message).toContain('“about”, “contact”');
    expect(problems[1]?.message).toContain('“contact” page in Français');
  });

  it('names a listed language with nothing published, and content in a language the list lacks', () => {
    const problems = checkSnapshot(
      snapshot((documents) => [
        ...documents.filter((d) => d.language !== 'pt'),
        { _id: 'partner-atlas-it', _type: 'partner', language: 'it', name: 'Atlas' },
      ]),
    );
    expect(problems.map((p) => [p.code, p.language, p.documentId])).toEqual([
      ['language-not-offered', 'pt', null],
      ['language-not-listed', 'it', 'partner-atlas-it'],
    ]);
  });

  it('is an error, and stops the build, only when the site has no public address', () => {
    const noUrl = (documents: StoredDocument[]) => {
      (find(documents, 'siteSettings').seo as { url?: string }).url = undefined;
      return documents;
    };
    const problems = checkSnapshot(snapshot(noUrl));
    expect(problems).toEqual([expect.objectContaining({ code: 'missing-site-url', severity: 'error' })]);
    expect(failsBuild(problems, false)).toBe(true);
    expect(checkSnapshot(snapshot(noUrl, { siteUrl: 'https://ana.example' }))).toEqual([]);
  });

  it('fails the build on warnings only when strict', () => {
    const problems = checkSnapshot(snapshot(() => []));
    expect(failsBuild(problems, false)).toBe(false);
    expect(failsBuild(problems, true)).toBe(true);
    expect(failsBuild([], true)).toBe(false);
  });
});
