import { localeCodes } from '@vitrine/schemas/studio';
import { match } from 'path-to-regexp';
import { describe, expect, it } from 'vitest';
import { loadDataset, applyPerspective } from '@vitrine/schemas/dataset';
import { fileURLToPath } from 'node:url';

import { joinSegments, locate, locations, mainDocuments, sitePaths } from './presentation';
import { createTestWorkspace } from './testing/workspace';

const documents = applyPerspective(
  loadDataset(fileURLToPath(new URL('../../schemas/dataset/', import.meta.url))),
  'published',
) as Array<Record<string, any>>;
const localized = (type: string) => documents.filter((d) => d._type === type && d.language);

describe('Presentation: every page and article, in every language, opens in the preview', () => {
  it.each(['page', 'article'])('each %s has a location at its own path', (type) => {
    const docs = localized(type);
    expect(docs.length).toBeGreaterThan(10);
    for (const doc of docs) {
      const state = locate(type, { title: doc.title, slug: doc.slug?.current, language: doc.language });
      const own =
        type === 'page'
          ? sitePaths.page(doc.language, doc.slug.current)
          : sitePaths.article(doc.language, doc.slug.current);
      expect(state?.locations?.[0], doc._id).toEqual({ title: doc.title, href: own });
    }
    for (const locale of localeCodes) expect(docs.some((d) => d.language === locale)).toBe(true);
  });

  it('the home page is the language root, other pages sit under it', () => {
    expect(sitePaths.page('fr', 'home')).toBe('/fr');
    expect(sitePaths.page('pt', 'estudio/processo')).toBe('/pt/estudio/processo');
  });

  it.each([
    ['project', { name: 'Atlas', language: 'en', featured: true }, ['/en/works', '/en']],
    ['project', { name: 'Atlas', language: 'en', featured: false }, ['/en/works']],
    ['partner', { name: 'A', language: 'fr' }, ['/fr/partners']],
    ['guardian', { name: 'B', language: 'pt' }, ['/pt/guardians']],
    ['credit', { name: 'C', language: 'en' }, ['/en/credits']],
    ['siteSettings', { title: 'Vitrine' }, ['/en', '/fr', '/pt']],
  ])('a %s shows on %j', (type, doc, hrefs) => {
    expect(locate(type, doc)?.locations?.map((l) => l.href)).toEqual(hrefs);
  });

  it.each([
    ['page', { title: 'About', slug: 'about' }, 'language'],
    ['article', { title: 'Draft', language: 'en' }, 'slug'],
    ['page', { title: 'About', slug: 'about', language: 'de' }, 'language'],
  ])('a %s without a usable %s gets a message instead of a broken link', (type, doc, missing) => {
    const state = locate(type, doc);
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
  /** As the Presentation tool matches routes (path-to-regexp, the first route that matches). */
  const resolve = (pathname: string) => {
    for (const resolver of mainDocuments) {
      const found = match(resolver.route as string, { decode: decodeURIComponent })(pathname);
      if (!found) continue;
      const params = found.params as Record<string, string>;
      const context = { origin: 'http://localhost:3000', params, path: pathname };
      const values = typeof resolver.params === 'function' ? resolver.params(context) : { lang: params.lang! };
      return { filter: resolver.filter as string, params: values };
    }
    return null;
  };

  it.each([
    ['/en', 'page', { lang: 'en' }],
    ['/fr/articles/concevoir-le-calme', 'article', { lang: 'fr', slug: 'concevoir-le-calme' }],
    ['/en/articles/notes/on-type', 'article', { lang: 'en', slug: 'notes/on-type' }],
    ['/pt/estudio/processo', 'page', { lang: 'pt', slug: 'estudio/processo' }],
    ['/en/about', 'page', { lang: 'en', slug: 'about' }],
  ])('%s → a %s with %j', (pathname, type, params) => {
    const found = resolve(pathname);
    expect(found?.filter).toContain(`_type == "${type}"`);
    expect(found?.params).toEqual(params);
  });

  it('ignores paths outside the three languages', () => {
    expect(resolve('/de/about')).toBeNull();
    expect(resolve('/')).toBeNull();
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
