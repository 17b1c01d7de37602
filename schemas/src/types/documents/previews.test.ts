import { describe, expect, it } from 'vitest';

import { localeCodes } from '../../locales';
import { article } from './article';
import { page } from './page';

type Prepare = (selection: Record<string, unknown>) => { title?: unknown; subtitle?: unknown };
const prepare = (type: { preview?: unknown }) => (type.preview as { prepare: Prepare }).prepare;
const parts = (subtitle: unknown) => String(subtitle).split(' · ');

// The paths are written out: those the site serves (`/en` for the home page, never `/home`).
describe('the Studio shows the site paths of pages and articles', () => {
  it.each(localeCodes)('pages in %s: home at the language root, others under it', (language) => {
    const preview = prepare(page);
    expect(parts(preview({ title: 'Home', slug: 'home', language }).subtitle)).toContain(`/${language}`);
    expect(parts(preview({ title: 'About', slug: 'about', language }).subtitle)).toContain(`/${language}/about`);
    expect(parts(preview({ title: 'Process', slug: 'studio/process', language }).subtitle)).toContain(
      `/${language}/studio/process`,
    );
  });

  it.each(localeCodes)('articles in %s: under the articles segment', (language) => {
    const subtitle = prepare(article)({
      title: 'A post',
      slug: 'a-post',
      language,
      publishedAt: '2024-05-01',
    }).subtitle;
    expect(parts(subtitle)).toContain(`/${language}/articles/a-post`);
  });

  it('shows no path for a document the site does not serve: no slug, or a language the list lacks', () => {
    const language = localeCodes[0];
    expect(parts(prepare(page)({ title: 'Draft', language }).subtitle)).toContain('no slug');
    expect(parts(prepare(page)({ title: 'Old', slug: 'about', language: 'xx' }).subtitle)).toEqual([
      '(XX)',
      'not on the site',
    ]);
    expect(parts(prepare(article)({ title: 'Old', slug: 'a', language: 'xx' }).subtitle)).toContain('not on the site');
  });

  it('never shows a slug as if it were a path', () => {
    for (const language of localeCodes) {
      const subtitle = String(prepare(page)({ title: 'Home', slug: 'home', language }).subtitle);
      expect(subtitle).not.toMatch(/(^|\s)\/home\b/);
    }
  });
});
