/**
 * What search engines, feed readers and link previews get: the sitemap,
 * robots.txt, each page's head (canonical, hreflang, Open Graph, Twitter
 * card, feed link), the JSON-LD of each page type and the feeds, checked
 * against the demo content they describe.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseFeed } from '@rowanmanning/feed-parser';
import { languageTag, localeCodes, splitLocale, type Locale } from '@vitrine/schemas';
import { inLanguage, localized, publishedDocuments, siteSettings } from '../support/dataset.ts';
import {
  expectedAlternates,
  expectedSitemapLocs,
  jsonLdNodes,
  parseSitemap,
  readHead,
  redirectSources,
  SITE_ORIGIN,
  strictXml,
  type SitemapEntry,
} from '../support/seo.ts';
import { robotsTxt } from '@/seo/robots';
import { WEB_DIR } from '../support/server.ts';
import { expect, test } from './support/fixtures.ts';

const ogLocale = (locale: string) => languageTag(locale as Locale).replace('-', '_');
const localeOf = (url: string) => splitLocale(new URL(url).pathname)!.locale;
/** A card file (Next's opengraph-image convention) in the language folder: then every page must name an og:image. */
const LOCALE_DIR = join(WEB_DIR, 'src/app/[locale]');
const hasCard = existsSync(LOCALE_DIR) && readdirSync(LOCALE_DIR).some((file) => file.startsWith('opengraph-image'));

async function sitemap(request: import('@playwright/test').APIRequestContext): Promise<SitemapEntry[]> {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');
  return parseSitemap(await response.text());
}

test('the sitemap lists every published page and article in every language, and no redirect source or draft', async ({
  request,
}) => {
  const entries = await sitemap(request);
  expect(entries.map((entry) => entry.loc).sort()).toEqual(expectedSitemapLocs());
  for (const source of redirectSources()) expect(entries.map((e) => e.loc)).not.toContain(`${SITE_ORIGIN}${source}`);
  // lastmod is the published document's _updatedAt (the demo's drafts were changed later).
  const updated = new Map(
    publishedDocuments()
      .filter((doc: any) => doc.slug?.current)
      .map((doc: any) => [doc._id, doc._updatedAt as string]),
  );
  const calm = localized('article').find((a) => a.id === 'article-calm-en')!;
  expect(entries.find((e) => e.loc.endsWith(`/en/articles/${calm.slug}`))?.lastmod).toBe(updated.get(calm.id));
  for (const entry of entries) expect(entry.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
});

test('hreflang in the sitemap: exactly the languages of each translation group, reciprocal, with x-default', async ({
  request,
}) => {
  const entries = await sitemap(request);
  const expected = expectedAlternates();
  const byLoc = new Map(entries.map((entry) => [entry.loc, entry]));
  for (const entry of entries) {
    expect(entry.alternates, entry.loc).toEqual(expected.get(entry.loc));
    expect(entry.alternates[localeOf(entry.loc)], 'a URL is among its own alternates').toBe(entry.loc);
    for (const [hreflang, href] of Object.entries(entry.alternates)) {
      if (hreflang === 'x-default') continue;
      expect(byLoc.get(href)?.alternates, `${href} answers ${entry.loc}`).toEqual(entry.alternates);
    }
  }
  // An article written only in English says so.
  const solo = entries.find((entry) => entry.loc.endsWith('/en/articles/notes/accessible-motion-meetup'))!;
  expect(Object.keys(solo.alternates)).toEqual(['en', 'x-default']);
});

test('every sitemap URL answers 200 with its own canonical, the same hreflang, Open Graph, a card and the feed link', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const entries = await sitemap(page.request);
  for (const entry of entries) {
    const locale = localeOf(entry.loc);
    const response = await page.goto(entry.loc.replace(SITE_ORIGIN, baseURL!));
    expect(response?.status(), entry.loc).toBe(200);
    expect(response?.headers().link, `${entry.loc}: no Link header`).toBeUndefined();
    const head = await readHead(page);
    expect(head.canonicals, entry.loc).toEqual([entry.loc]);
    expect(head.hreflangs, `${entry.loc}: the page and the sitemap agree`).toEqual(entry.alternates);
    expect(head.title.trim(), entry.loc).not.toBe('');
    expect(head.description?.trim(), entry.loc).toBeTruthy();
    expect(head.feeds, entry.loc).toEqual([{ href: `${SITE_ORIGIN}/${locale}/feed.xml`, title: expect.any(String) }]);

    const og = (key: string) => head.meta[key] ?? [];
    expect(og('og:url'), entry.loc).toEqual([entry.loc]);
    expect(og('og:locale'), entry.loc).toEqual([ogLocale(locale)]);
    const others = Object.keys(entry.alternates).filter((key) => key !== 'x-default' && key !== locale);
    expect(og('og:locale:alternate').sort(), entry.loc).toEqual(others.map(ogLocale).sort());
    const isArticle = /\/articles\/./.test(new URL(entry.loc).pathname);
    expect(og('og:type'), entry.loc).toEqual([isArticle ? 'article' : 'website']);
    expect(og('og:title')[0], entry.loc).toBeTruthy();
    expect(og('og:description')[0], entry.loc).toBeTruthy();
    expect(og('twitter:card'), entry.loc).toHaveLength(1);
    // Every demo article has a cover; other pages get an image from a card file (wip/brand), when there is one.
    if (hasCard || isArticle) expect(og('og:image').length, `${entry.loc} names an image`).toBeGreaterThan(0);
    for (const image of [...og('og:image'), ...og('twitter:image')]) {
      expect(image, entry.loc).toMatch(/^https:\/\//);
      const local = image.startsWith(SITE_ORIGIN) ? image.replace(SITE_ORIGIN, baseURL!) : null;
      if (local) expect((await page.request.get(local)).headers()['content-type'], image).toMatch(/^image\//);
    }
  }
});

test('articles name their cover as og:image until a card file takes over', async ({ page }) => {
  const article = localized('article').find((a) => a.id === 'article-calm-en')!;
  await page.goto(`/en/articles/${article.slug}`);
  const head = await readHead(page);
  expect(head.meta['og:image']).toHaveLength(1);
  expect(head.meta['twitter:card']).toEqual(['summary_large_image']);
  if (!hasCard) expect(head.meta['og:image']![0]).toMatch(/\/dataset-images\/[0-9a-f]{40}-1600x1000\.\w+$/);
});

test('robots.txt allows the site, disallows the API and preview links, and names the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expect(response.headers().link).toBeUndefined();
  const text = await response.text();
  expect(text).toBe(robotsTxt(SITE_ORIGIN));
  const lines = text.split('\n');
  expect(lines).toEqual(
    expect.arrayContaining(['User-agent: *', 'Disallow: /api/', 'Disallow: /*?preview=', 'Allow: /']),
  );
  expect(lines).toContain(`Sitemap: ${SITE_ORIGIN}/sitemap.xml`);
});

test('no Link header on files, 404s or redirects either; an unknown sitemap part is a 404', async ({ request }) => {
  for (const path of ['/sitemap.xml', '/en/feed.xml', '/en/no-such-page', '/', '/sitemaps/1.xml']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.headers().link, path).toBeUndefined();
  }
  expect((await request.get('/sitemaps/1.xml')).status()).toBe(404);
  expect((await request.get('/sitemap.xml.gz')).status()).toBe(404);
});

for (const locale of localeCodes) {
  test(`the ${locale} feed is RSS 2.0 with the latest articles of ${locale}, newest first`, async ({ request }) => {
    const response = await request.get(`/${locale}/feed.xml`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
    const xml = await response.text();
    strictXml(xml);
    const feed = parseFeed(xml);
    expect(feed.meta).toMatchObject({ type: 'rss', version: '2.0' });
    expect(feed.language).toBe(languageTag(locale));
    expect(feed.url).toBe(`${SITE_ORIGIN}/${locale}`);
    const articles = localized('article')
      .filter((a) => a.locale === locale)
      .sort((a, b) => String(b.doc.publishedAt).localeCompare(String(a.doc.publishedAt)))
      .slice(0, 20);
    expect(
      feed.items.map((item) => ({
        title: item.title,
        url: item.url,
        published: item.published?.toISOString(),
        description: item.description,
      })),
    ).toEqual(
      articles.map((a) => ({
        title: a.title,
        url: `${SITE_ORIGIN}/${locale}/articles/${a.slug}`,
        published: new Date(a.doc.publishedAt).toISOString(),
        description: a.doc.description,
      })),
    );
  });
}

test.describe('JSON-LD', () => {
  const settings = siteSettings();
  const socials = [
    ...['github', 'twitter', 'linkedin', 'instagram', 'spotify'].map((network) => settings.socials[network]),
    ...(settings.socials.links ?? []).map((link: any) => link.url),
  ].filter(Boolean);

  for (const path of ['/en', '/fr', '/pt', '/en/about', '/pt/about']) {
    test(`${path}: WebSite and Person, with the socials as sameAs`, async ({ page }) => {
      await page.goto(path);
      const head = await readHead(page);
      expect(head.jsonLd.every((text) => !text.includes('<'))).toBe(true);
      const nodes = jsonLdNodes(head);
      const locale = path.slice(1, 3) as Locale;
      expect(nodes.find((n) => n['@type'] === 'WebSite')).toMatchObject({
        url: `${SITE_ORIGIN}/${locale}`,
        name: settings.profile.name,
        inLanguage: languageTag(locale),
        description: inLanguage(settings.seo.description, locale),
      });
      expect(nodes.find((n) => n['@type'] === 'Person')).toMatchObject({
        name: settings.profile.name,
        jobTitle: inLanguage(settings.profile.job, locale),
        email: settings.profile.email,
        sameAs: socials,
      });
    });
  }

  test('an article: BlogPosting with headline, dates, author, image and language; a breadcrumb', async ({ page }) => {
    const article = localized('article').find((a) => a.id === 'article-forms-fr')!;
    await page.goto(`/fr/articles/${article.slug}`);
    const nodes = jsonLdNodes(await readHead(page));
    const url = `${SITE_ORIGIN}/fr/articles/${article.slug}`;
    const posting = nodes.find((n) => n['@type'] === 'BlogPosting')!;
    expect(posting).toMatchObject({
      headline: article.title,
      description: article.doc.description,
      datePublished: article.doc.publishedAt,
      dateModified: article.doc._updatedAt,
      inLanguage: 'fr-FR',
      mainEntityOfPage: url,
      author: { '@type': 'Person', name: settings.profile.name },
      keywords: article.doc.tags,
    });
    const cover = article.doc.cover.asset?._ref ?? article.doc.cover._sanityAsset;
    expect(posting.image).toContain(String(cover).match(/[0-9a-f]{40}/)![0]);
    expect(nodes.find((n) => n['@type'] === 'BreadcrumbList')?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Accueil', item: `${SITE_ORIGIN}/fr` },
      { '@type': 'ListItem', position: 2, name: 'Articles', item: `${SITE_ORIGIN}/fr/articles` },
      { '@type': 'ListItem', position: 3, name: article.title, item: url },
    ]);
  });

  test('a nested page: a breadcrumb to it', async ({ page }) => {
    const process = localized('page').find((p) => p.locale === 'pt' && p.slug.includes('/'))!;
    await page.goto(`/pt/${process.slug}`);
    const nodes = jsonLdNodes(await readHead(page));
    expect(nodes.map((n) => n['@type'])).toEqual(['BreadcrumbList']);
    expect(nodes[0]!.itemListElement.at(-1)).toEqual({
      '@type': 'ListItem',
      position: 2,
      name: process.title,
      item: `${SITE_ORIGIN}/pt/${process.slug}`,
    });
  });

  test('works: each a CreativeWork, in the order of the page', async ({ page }) => {
    await page.goto('/en/works');
    const nodes = jsonLdNodes(await readHead(page));
    const list = nodes.find((n) => n['@type'] === 'ItemList')!;
    const works = publishedDocuments().filter((d: any) => d._type === 'project' && d.language === 'en') as any[];
    expect(list.itemListElement).toHaveLength(works.length);
    const shown = await page.locator('main h2').allTextContents();
    const names: string[] = list.itemListElement.map((entry: any) => entry.item.name);
    expect([...names].sort()).toEqual(works.map((w) => w.name).sort());
    expect(shown.map((heading, i) => heading.startsWith(names[i]!))).toEqual(names.map(() => true));
    for (const entry of list.itemListElement) {
      const work = works.find((w) => w.name === entry.item.name)!;
      expect(entry.item).toMatchObject({ '@type': 'CreativeWork', url: work.link, description: work.description });
    }
  });
});
