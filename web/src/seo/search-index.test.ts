import { describe, expect, it } from 'vitest';
import { foldText, haystacksOf, searchArticles, searchIndex, type IndexableArticle } from './search-index';

const article = (slug: string, title: string, tags: string[], extra: Partial<IndexableArticle> = {}) => ({
  slug,
  title,
  description: `About ${title.toLowerCase()}.`,
  publishedAt: '2024-03-01T09:00:00Z',
  tags,
  locale: 'fr',
  ...extra,
});

const articles: IndexableArticle[] = [
  article('concevoir-le-calme', 'Concevoir le calme', ['Design', 'Accessibilité']),
  article('des-tokens', 'Des tokens sans cérémonie', ['Design systems']),
  article('designing-for-calm', 'Designing for calm', ['Design'], { locale: 'en', publishedAt: '2023-03-14' }),
  article('brouillon', 'Sans slug', [], { slug: null }),
];
const index = searchIndex(articles, 'fr');
const haystacks = haystacksOf(index);
const find = (query: string, tag: string | null = null) =>
  searchArticles(index, haystacks, query, tag).map((i) => index.articles[i]![0]);

describe('searchIndex', () => {
  it('keeps the list’s order, each tag once in the language’s order, and the language of a stand-in', () => {
    expect(index.tags).toEqual(['Accessibilité', 'Design', 'Design systems']);
    expect(index.articles).toEqual([
      ['concevoir-le-calme', 'Concevoir le calme', 'About concevoir le calme.', '1 mars 2024', '2024-03-01', [1, 0], 0],
      [
        'des-tokens',
        'Des tokens sans cérémonie',
        'About des tokens sans cérémonie.',
        '1 mars 2024',
        '2024-03-01',
        [2],
        0,
      ],
      [
        'designing-for-calm',
        'Designing for calm',
        'About designing for calm.',
        '14 mars 2023',
        '2023-03-14',
        [1],
        'en',
      ],
    ]);
  });
});

describe('searchArticles', () => {
  it.each([
    ['calm', ['concevoir-le-calme', 'designing-for-calm']],
    ['designing', ['designing-for-calm']],
    ['CALME concevoir', ['concevoir-le-calme']],
    ['ceremonie', ['des-tokens']],
    ['évoir', ['concevoir-le-calme']],
    // A tag's words count as the title's do.
    ['accessibilite', ['concevoir-le-calme']],
    ['systems', ['des-tokens']],
    ['ecran', []],
    ['', ['concevoir-le-calme', 'des-tokens', 'designing-for-calm']],
    ['   ', ['concevoir-le-calme', 'des-tokens', 'designing-for-calm']],
  ])('%j finds %j', (query, slugs) => expect(find(query)).toEqual(slugs));

  it('keeps a chosen tag’s articles only, and none for a tag the index has not', () => {
    expect(find('', 'Design')).toEqual(['concevoir-le-calme', 'designing-for-calm']);
    expect(find('calm', 'Design systems')).toEqual([]);
    expect(find('', 'Nope')).toEqual([]);
  });

  it('finds the oldest of 4,000 articles by its title', () => {
    const many = Array.from({ length: 4000 }, (_, i) => article(`a-${i}`, `Article number ${i}`, ['Design']));
    const big = searchIndex(many, 'fr');
    expect(searchArticles(big, haystacksOf(big), 'number 3999', null)).toEqual([3999]);
  });
});

describe('foldText', () => {
  it.each([
    ['Écran', 'ecran'],
    ['Cérémonie', 'ceremonie'],
    ['ÇA', 'ca'],
    ['Plain ASCII', 'plain ascii'],
    ['İstanbul', 'istanbul'],
  ])('%s → %s', (text, folded) => expect(foldText(text)).toBe(folded));
});
