import { describe, expect, it } from 'vitest';
import { revalidationTags, TAGS } from './tags';

describe('revalidationTags', () => {
  it.each([
    [{ _id: 'article-calm-en', _type: 'article' }, ['type:article', 'id:article-calm-en']],
    [{ _id: 'drafts.page-about-en', _type: 'page' }, ['type:page', 'id:page-about-en']],
    [{ _id: 'siteSettings', _type: 'siteSettings' }, ['type:siteSettings', 'id:siteSettings']],
    [{ _id: 'image-abc-1x1-png', _type: 'sanity.imageAsset' }, ['type:sanity.imageAsset', 'id:image-abc-1x1-png']],
  ])('%j → %j', (document, tags) => {
    expect(revalidationTags(document)).toEqual(tags);
  });

  it('a changed article reaches its page, the lists that show it and the pages that link it', () => {
    const tags = revalidationTags({ _id: 'article-calm-en', _type: 'article' });
    const reached = Object.entries(TAGS)
      .filter(([, value]) => typeof value !== 'function' && value.some((tag) => tags.includes(tag)))
      .map(([name]) => name)
      .sort();
    expect(reached).toEqual(['article', 'articleList', 'homePage', 'imageIndex', 'routeIndex', 'siteMap']);
  });

  it('a changed partner reaches the partners page and every page whose people section may list it', () => {
    const tags = revalidationTags({ _id: 'partner-1-en', _type: 'partner' });
    const reached = Object.entries(TAGS)
      .filter(([, value]) => typeof value !== 'function' && value.some((tag) => tags.includes(tag)))
      .map(([name]) => name);
    expect(reached).toEqual(expect.arrayContaining(['page', 'homePage', 'partnersPage', 'guardiansPage']));
  });

  it('site settings are read by id: a webhook naming the id reaches them whatever the type says', () => {
    const [, byId] = revalidationTags({ _id: 'siteSettings', _type: 'renamedType' });
    expect(TAGS.siteSettings).toContain(byId);
  });
});
