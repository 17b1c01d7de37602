import { evaluate, parse } from 'groq-js';
import { match } from 'path-to-regexp';
import { describe, expect, it } from 'vitest';
import { isLocale } from '@vitrine/schemas/studio';
import { loadDataset, applyPerspective } from '@vitrine/schemas/dataset';
import { fileURLToPath } from 'node:url';

import { joinSegments, locate, locations, mainDocuments } from './presentation';
import { createTestWorkspace } from './testing/workspace';

const documents = applyPerspective(
  loadDataset(fileURLToPath(new URL('../../schemas/dataset/', import.meta.url))),
  'published',
) as Array<Record<string, any>>;
/** The test's own language list, for the pure `locate`: it takes whatever list it is given. */
const LOCALES = ['en', 'fr', 'pt'];
/** The dataset's documents of a type in the test's languages (an owner's copy may hold others). */
const localized = (type: string) => documents.filter((d) => d._type === type && LOCALES.includes(d.language));
/** Cases of the demo content in a language the site's list has (the others are not the site's). */
const listed = <T extends [string, ...unknown[]]>(cases: T[]) =>
  cases.filter(([path]) => isLocale(path.split('/')[1]) || path === '/');

// Expected paths are written out here from the dataset's language and slug, never computed by the code under test.
const ownPath: Record<string, (language: string, slug: string) => string> = {
  page: (language, slug) => (slug === 'home' ? `/${language}` : `/${language}/${slug}`),
  article: (language, slug) => `/${language}/articles/${slug}`,
};

describe('Presentation: every page and article, in every language, opens in the preview', () => {
  it.each(['page', 'article'])('each %s has a location at its own path', (type) => {
    const docs = localized(type);
    expect(docs.length).toBeGreaterThan(10);
    for (const doc of docs) {
      const state = locate(type, { title: doc.title, slug: doc.slug?.current, language: doc.language }, LOCALES);
      const own = ownPath[type]!(doc.language, doc.slug.current);
      expect(state?.locations?.[0], doc._id).toEqual({ title: doc.title, href: own });
    }
    for (const locale of ['en', 'fr', 'pt']) expect(docs.some((d) => d.language === locale)).toBe(true);
  });

  it.each([
    ['page', { title: 'Home', slug: 'home', language: 'fr' }, ['/fr', '/fr/map']],
    ['page', { title: 'Processo', slug: 'estudio/processo', language: 'pt' }, ['/pt/estudio/processo', '/pt/map']],
    ['page', { title: 'About', slug: 'about', language: 'en' }, ['/en/about', '/en/map']],
    [
      'article',
      { title: 'Notes', slug: 'notes/type-scale', language: 'en' },
      ['/en/articles/notes/type-scale', '/en/articles', '/en', '/en/map'],
    ],
  ])('a %s at %j shows on %j', (type, doc, hrefs) => {
    expect(locate(type, doc, LOCALES)?.locations?.map((l) => l.href)).toEqual(hrefs);
  });

  it.each([
    ['project', { name: 'Atlas', language: 'en', featured: true }, ['/en/works', '/en']],
    ['project', { name: 'Atlas', language: 'en', featured: false }, ['/en/works']],
    ['partner', { name: 'A', language: 'fr' }, ['/fr/partners']],
    ['guardian', { name: 'B', language: 'pt' }, ['/pt/guardians']],
    ['credit', { name: 'C', language: 'en' }, ['/en/credits']],
    ['siteSettings', { title: 'Vitrine' }, ['/en', '/fr', '/pt']],
  ])('a %s at %j shows on %j', (type, doc, hrefs) => {
    expect(locate(type, doc, LOCALES)?.locations?.map((l) => l.href)).toEqual(hrefs);
  });

  it.each([
    ['page', { title: 'About', slug: 'about' }, 'language'],
    ['article', { title: 'Draft', language: 'en' }, 'slug'],
    ['page', { title: 'About', slug: 'about', language: 'de' }, 'language list'],
  ])('a %s without a usable %s gets a message instead of a broken link', (type, doc, missing) => {
    const state = locate(type, doc, LOCALES);
    expect(state?.locations).toBeUndefined();
    expect(state?.message).toContain(missing);
  });

  it('resolves the types the site shows', () => {
    expect(Object.keys(locations).sort()).toEqual(
      ['article', 'credit', 'guardian', 'page', 'partner', 'project', 'siteSettings'].sort(),
    );
  });
});

describe('Presentation: the page in the preview opens its document', () => {
  /** As the Presentation tool matches routes (path-to-regexp, the first route that matches), then runs the filter. */
  const open = async (pathname: string) => {
    for (const resolver of mainDocuments) {
      const found = match(resolver.route as string, { decode: decodeURIComponent })(pathname);
      if (!found) continue;
      const params = found.params as Record<string, string>;
      const context = { origin: 'http://localhost:3000', params, path: pathname };
      const values = typeof resolver.params === 'function' ? resolver.params(context) : { lang: params.lang! };
      const query = parse(`*[${resolver.filter as string}]._id`, { params: values });
      return (await (await evaluate(query, { dataset: documents, params: values })).get()) as string[];
    }
    return null;
  };

  it.each(
    listed([
      ['/en', ['page-home-en']],
      ['/fr', ['page-home-fr']],
      ['/pt/about', ['page-about-pt']],
      ['/fr/contact', ['page-contact-fr']],
      ['/en/map', ['page-map-en']],
      ['/fr/articles/concevoir-le-calme', ['article-calm-fr']],
      ['/en/articles/notes/type-scale', ['article-type-scale-en']],
      ['/pt/estudio/processo', ['page-process-pt']],
      ['/en/studio/process', ['page-process-en']],
      // A list has no document of its own; an article's slug is not a page's.
      ['/pt/works', []],
      ['/en/articles', []],
      ['/en/designing-for-calm', []],
    ]),
  )('%s opens %j', async (pathname, ids) => {
    expect(await open(pathname)).toEqual(ids);
  });

  it('ignores paths outside the languages of the list', async () => {
    expect(await open('/xx/about')).toBeNull();
    expect(await open('/')).toBeNull();
  });

  it('joins multi-segment parameters', () => {
    expect(joinSegments(['a', 'b'])).toBe('a/b');
    expect(joinSegments('a')).toBe('a');
    expect(joinSegments(undefined)).toBe('');
  });
});

describe('Presentation in the Studio', () => {
  it('is a tool of the workspace, next to the desk', async () => {
    const workspace = await createTestWorkspace();
    expect(workspace.tools.map((tool) => tool.name)).toEqual(expect.arrayContaining(['structure', 'presentation']));
  });
});
