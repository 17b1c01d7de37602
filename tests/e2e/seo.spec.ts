/**
 * What search engines, feed readers and link previews get: the sitemap,
 * robots.txt, each page's head (canonical, hreflang, Open Graph, Twitter
 * card, feed link), the JSON-LD of each page type and the feeds, checked
 * against the demo content they describe.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseFeed } from '@rowanmanning/feed-parser';
import { languageTag, splitLocale, type Locale } from '@vitrine/schemas';
import { inLanguage, localized, publishedDocuments, siteSettings } from '../support/dataset.ts';
import { FIRST, OFFERED, SECOND, THIRD } from '../support/languages.ts';
import { messages } from '../support/messages.ts';
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
import { checkJsonLd } from '../support/schema-org.ts';
import { checkRss } from '../support/feed-rules.ts';
import { startSite } from '../support/server.ts';
import { expect, test } from './support/fixtures.ts';

const ogLocale = (locale: string) => languageTag(locale as Locale).replace('-', '_');
const localeOf = (url: string) => splitLocale(new URL(url).pathname)!.locale;
/** A card's content hash as the site writes it: the first 96 bits of its PNG's SHA-256, base64url. */
const pngHash = (png: Buffer) => createHash('sha256').update(png).digest('base64url').slice(0, 16);

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
  test.setTimeout(300_000);
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
    // Every page names its own card, by a URL that carries the card's content hash.
    expect(og('og:image'), entry.loc).toEqual([`${entry.loc}/opengraph-image?v=${og('og:image')[0]?.split('?v=')[1]}`]);
    expect(og('twitter:image'), entry.loc).toEqual(og('og:image'));
    for (const image of og('og:image')) {
      expect(image, entry.loc).toMatch(/^https:\/\/[^?]+\/opengraph-image\?v=[\w-]{16}$/);
      const card = await page.request.get(image.replace(SITE_ORIGIN, baseURL!));
      expect(card.headers()['content-type'], image).toBe('image/png');
      expect(`v=${pngHash(await card.body())}`, `${image}: the hash is the card's`).toBe(
        new URL(image).search.slice(1),
      );
    }
  }
});

test('an article names its own card (with its language’s text), not its cover', async ({ page }) => {
  const article = localized('article').find((a) => a.id === 'article-calm-en')!;
  await page.goto(`/en/articles/${article.slug}`);
  const head = await readHead(page);
  expect(head.meta['og:image']).toEqual([
    expect.stringMatching(new RegExp(`^${SITE_ORIGIN}/en/articles/${article.slug}/opengraph-image\\?v=[\\w-]{16}$`)),
  ]);
  expect(head.meta['twitter:card']).toEqual(['summary_large_image']);
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

for (const locale of OFFERED) {
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

  test(`the ${locale} feed carries each article’s full text and cover, every URL absolute, by the rules of RSS 2.0 and its modules`, async ({
    request,
  }) => {
    const xml = await (await request.get(`/${locale}/feed.xml`)).text();
    expect(checkRss(xml, `/${locale}/feed.xml`)).toEqual({ errors: [], warnings: [] });
    const items = strictXml(xml).rss.channel.item as Record<string, any>[];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const article = localized('article').find((a) => `${SITE_ORIGIN}/${locale}/articles/${a.slug}` === item.link)!;
      const html = String(item['content:encoded']);
      // The body's text is there, every paragraph of it (the demo's first and last).
      const paragraphs = (article.doc.body as any[])
        .filter((block) => block._type === 'block' && !block.listItem && block.style === 'normal')
        .map((block) => block.children.map((child: any) => child.text).join(''))
        .filter((text) => text.trim() !== '');
      for (const text of [paragraphs[0], paragraphs.at(-1)]) {
        expect(html.replace(/<[^>]+>/g, ''), item.link).toContain(escapeHtmlText(text!));
      }
      // Led by the cover, which is also the item's picture: one absolute file, with its size.
      const cover = String(article.doc.cover.asset?._ref ?? article.doc.cover._sanityAsset).match(/[0-9a-f]{40}/)![0];
      expect(html).toMatch(
        new RegExp(
          `^<p><img src="${SITE_ORIGIN}/dataset-images/${cover}[^"]*" alt="[^"]*" width="\\d+" height="\\d+"></p>`,
        ),
      );
      // (strictXml reads every `url` as a list: the sitemap's elements of that name.)
      expect(String(item['media:content'].url)).toContain(`${SITE_ORIGIN}/dataset-images/${cover}`);
      expect(item['media:content'].medium).toBe('image');
      for (const [, url] of html.matchAll(/\s(?:href|src)="([^"]*)"/g))
        expect(url, item.link).toMatch(/^(https?:|mailto:)/);
      expect(html).not.toMatch(/srcset|sizes=|loading=|class=/);
    }
    // The images are files the site serves.
    const images = [...xml.matchAll(/src=&quot;([^&]*)&quot;/g)].map((match) => match[1]!);
    expect(images.length).toBeGreaterThan(items.length);
    for (const image of new Set(images)) {
      const response = await request.get(image.replace(SITE_ORIGIN, ''));
      expect(response.status(), image).toBe(200);
      expect(response.headers()['content-type'], image).toMatch(/^image\//);
    }
  });
}

/** Text as the feed's HTML writes it (the five characters escaped). */
const escapeHtmlText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

test.describe('JSON-LD', () => {
  const settings = siteSettings();
  const socials = [
    ...['github', 'twitter', 'linkedin', 'instagram', 'spotify'].map((network) => settings.socials[network]),
    ...(settings.socials.links ?? []).map((link: any) => link.url),
  ].filter(Boolean);

  const website = {
    '@type': 'WebSite',
    '@id': `${SITE_ORIGIN}/#website`,
    url: `${SITE_ORIGIN}/`,
    name: settings.profile.name,
    inLanguage: OFFERED.map((code) => languageTag(code)),
    publisher: { '@id': `${SITE_ORIGIN}/#person` },
  };
  const person = (locale: Locale) => ({
    '@type': 'Person',
    '@id': `${SITE_ORIGIN}/#person`,
    url: `${SITE_ORIGIN}/`,
    name: settings.profile.name,
    jobTitle: inLanguage(settings.profile.job, locale),
    email: settings.profile.email,
    sameAs: socials,
  });

  test('/ sends crawlers to a home that names the domain’s one WebSite (its name and every language) and its owner', async ({
    request,
  }) => {
    // A crawler sends no language and no cookie: `/` is a redirect to the default language's home.
    const root = await request.get('/', { maxRedirects: 0, headers: { 'user-agent': 'Googlebot/2.1' } });
    expect(root.status()).toBe(307);
    expect(root.headers().location).toBe('/en');
    const sites: unknown[] = [];
    for (const locale of OFFERED) {
      const html = await (await request.get(`/${locale}`)).text();
      const nodes = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].flatMap(
        (match) => JSON.parse(match[1]!)['@graph'],
      );
      const site = nodes.find((n) => n['@type'] === 'WebSite');
      expect(site).toMatchObject({ ...website, description: inLanguage(settings.seo.description, locale) });
      expect(nodes.find((n) => n['@type'] === 'Person')).toMatchObject(person(locale));
      sites.push({ ...site, description: undefined, alternateName: undefined });
    }
    // The same node in every language, but its description and alternate name (the site's title) in the page's.
    expect(new Set(sites.map((site) => JSON.stringify(site))).size).toBe(1);
  });

  for (const locale of new Set([FIRST, THIRD])) {
    test(`/${locale}/about is a ProfilePage whose main entity is the owner’s Person`, async ({ page }) => {
      await page.goto(`/${locale}/about`);
      const head = await readHead(page);
      expect(head.jsonLd.every((text) => !text.includes('<'))).toBe(true);
      const nodes = jsonLdNodes(head);
      const profile = nodes.find((n) => n['@type'] === 'ProfilePage');
      expect(profile).toMatchObject({
        url: `${SITE_ORIGIN}/${locale}/about`,
        inLanguage: languageTag(locale),
        mainEntity: { '@id': `${SITE_ORIGIN}/#person` },
        isPartOf: { '@id': `${SITE_ORIGIN}/#website` },
      });
      // The reference resolves on the page: the Person it names is there, with the owner's details.
      expect(nodes.find((n) => n['@id'] === profile!.mainEntity['@id'])).toMatchObject(person(locale));
      expect(nodes.filter((n) => n['@type'] === 'ProfilePage')).toHaveLength(1);
    });
  }

  test('every page’s JSON-LD speaks schema.org’s vocabulary: known classes, their own properties, values of their ranges', async ({
    request,
  }) => {
    const entries = await sitemap(request);
    let nodes = 0;
    const types = new Set<string>();
    for (const entry of entries) {
      const html = await (await request.get(entry.loc.replace(SITE_ORIGIN, ''))).text();
      for (const [, text] of html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)) {
        const graph = JSON.parse(text!);
        expect(checkJsonLd(graph), entry.loc).toEqual([]);
        for (const node of graph['@graph']) {
          nodes += 1;
          types.add(node['@type']);
        }
      }
    }
    expect([...types].sort()).toEqual(
      expect.arrayContaining(['BlogPosting', 'BreadcrumbList', 'ItemList', 'Person', 'ProfilePage', 'WebSite']),
    );
    expect(nodes).toBeGreaterThan(entries.length);
    // And the check can fail: a property of another class, a node of the wrong class, a class that is not one.
    expect(
      checkJsonLd({ '@context': 'https://schema.org', '@graph': [{ '@type': 'WebSite', jobTitle: 'x' }] }),
    ).toEqual(['$.@graph[0]: WebSite has no property jobTitle']);
    expect(checkJsonLd({ '@type': 'ProfilePage', mainEntity: { '@type': 'ListItem', position: 1 } })).toEqual([]);
    expect(checkJsonLd({ '@type': 'WebSite', publisher: { '@type': 'ListItem', position: 1 } })).toEqual([
      '$.publisher: ListItem where Organization | Person | IdReference is expected',
    ]);
    expect(checkJsonLd({ '@type': 'Portfolio', name: 'x' })).toEqual(['$: Portfolio is not a schema.org class']);
  });

  test('an article: BlogPosting with headline, dates, author, image and language; a breadcrumb', async ({ page }) => {
    const article = localized('article').find((a) => a.locale === SECOND && a.doc.cover && a.doc.tags?.length)!;
    const t = messages(SECOND);
    await page.goto(`/${SECOND}/articles/${article.slug}`);
    const nodes = jsonLdNodes(await readHead(page));
    const url = `${SITE_ORIGIN}/${SECOND}/articles/${article.slug}`;
    const posting = nodes.find((n) => n['@type'] === 'BlogPosting')!;
    expect(posting).toMatchObject({
      headline: article.title,
      description: article.doc.description,
      datePublished: article.doc.publishedAt,
      dateModified: article.doc._updatedAt,
      inLanguage: languageTag(SECOND),
      mainEntityOfPage: url,
      author: { '@type': 'Person', name: settings.profile.name },
      keywords: article.doc.tags,
    });
    const cover = article.doc.cover.asset?._ref ?? article.doc.cover._sanityAsset;
    expect(posting.image).toContain(String(cover).match(/[0-9a-f]{40}/)![0]);
    expect(nodes.find((n) => n['@type'] === 'BreadcrumbList')?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: t.Seo.home, item: `${SITE_ORIGIN}/${SECOND}` },
      { '@type': 'ListItem', position: 2, name: t.ArticlesPage.title, item: `${SITE_ORIGIN}/${SECOND}/articles` },
      { '@type': 'ListItem', position: 3, name: article.title, item: url },
    ]);
  });

  test('a nested page: a breadcrumb to it', async ({ page }) => {
    const process = localized('page').find((p) => p.locale === THIRD && p.slug.includes('/'))!;
    await page.goto(`/${THIRD}/${process.slug}`);
    const nodes = jsonLdNodes(await readHead(page));
    expect(nodes.map((n) => n['@type'])).toEqual(['BreadcrumbList']);
    expect(nodes[0]!.itemListElement.at(-1)).toEqual({
      '@type': 'ListItem',
      position: 2,
      name: process.title,
      item: `${SITE_ORIGIN}/${THIRD}/${process.slug}`,
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

test('no URL comes out relative: with the CMS unreachable, paths Next renders through [locale] log no metadataBase fallback', async () => {
  test.setTimeout(90_000);
  // The Sanity source with nothing listening: no route index, so the proxy lets Next route everything, and a
  // path like /wp-login.php renders [locale] with a "language" the layout does not know (its metadata is empty).
  const site = await startSite({
    CONTENT_SOURCE: 'sanity',
    SANITY_PROJECT_ID: 'abc123de',
    SANITY_DATASET: 'production',
    SANITY_API_HOST: 'http://127.0.0.1:9',
    VITRINE_DATA_DIR: mkdtempSync(join(tmpdir(), 'vitrine-seo-')),
  });
  try {
    for (const path of ['/wp-login.php', '/favicon.ico', '/xx', '/en/about/opengraph-image', '/en']) {
      const response = await fetch(`${site.url}${path}`);
      expect(response.status, path).toBeLessThan(500);
      const html = await response.text();
      for (const [, url] of html.matchAll(/<meta (?:property|name)="(?:og|twitter):image" content="([^"]*)"/g)) {
        expect(url, path).toMatch(/^https?:\/\//);
      }
    }
    expect(site.output()).not.toMatch(/metadataBase/);
  } finally {
    await site.stop();
  }
});
