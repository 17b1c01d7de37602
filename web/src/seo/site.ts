/**
 * What the site's metadata, structured data, sitemap and feeds read, per
 * request or build: the site as SEO describes it in a language, and which
 * language versions of each page answer. Server-only.
 */
import 'server-only';
import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import { articlePath, calloutTones, defaultLocale, sitePath, type Locale } from '@vitrine/schemas';
import { SEO } from '@/config/seo';
import { IMAGE_SHAPES } from '@/config/images';
import {
  getArticle,
  getRouteIndex,
  getSiteSettings,
  listArticles,
  listRedirects,
  type Keep,
  type Perspective,
} from '@/content';
import { getOfferedLocales } from '@/content/languages';
import { env } from '@/env';
import { singleImage } from '@/images/image-url';
import { siteIndexOf } from '@/routing/site-index';
import { isListed } from './alternates';
import { rssXml } from './feed';
import { feedBodyHtml } from './feed-html';
import { robotsTxt } from './robots';
import { sitemapUrls, type SitemapUrl } from './sitemap';
import { siteSeo, type SiteSeo } from './site-seo';
import { absoluteUrl, originOf, siteOrigin } from '@/routing/site-url';

/**
 * The site in one language. Throws (SiteUrlError) when the site settings
 * exist but neither SITE_URL nor they give a public address: the build stops
 * with the message, and a page rendered again later keeps its last good
 * version. Before the settings exist (a new, empty project) the site still
 * builds, unindexed, at SITE_URL or a placeholder origin.
 */
export const getSiteSeo = cache(async (locale: Locale, as?: Perspective): Promise<SiteSeo> => {
  const [settings, languages, t] = await Promise.all([
    getSiteSettings(locale, as),
    getOfferedLocales(),
    getTranslations({ locale, namespace: 'Seo' }),
  ]);
  const configured = env().server.siteUrl;
  return siteSeo({
    locale,
    origin: settings ? siteOrigin(configured, settings.seo.url) : (originOf(configured) ?? SEO.placeholderOrigin),
    settings,
    languages,
    labels: { feed: t('feed', { name: settings?.profile.name ?? '' }), home: t('home') },
  });
});

/** The published route index and redirects: which version of each page answers (seo/alternates.ts). */
export async function getListing(keep: Keep = 'memory') {
  const [index, redirects] = await Promise.all([getRouteIndex('published', keep), listRedirects(keep)]);
  return { result: index, index: siteIndexOf(index), redirects };
}

/** The sitemap's URLs and the origin they start with: published content, read for a prerendered response. */
export async function getSitemap(): Promise<{ origin: string; urls: SitemapUrl[] }> {
  const [{ result, index, redirects }, site] = await Promise.all([
    getListing('render'),
    getSiteSeo(defaultLocale, 'published'),
  ]);
  // Until the site settings exist nothing is indexed (seo/site-seo.ts), so nothing is announced either.
  const urls = site.indexable ? sitemapUrls({ origin: site.origin, index, redirects, works: result.works }) : [];
  return { origin: site.origin, urls };
}

export async function getRobotsTxt(): Promise<string> {
  return robotsTxt((await getSiteSeo(defaultLocale, 'published')).origin);
}

/**
 * The feed of a language: its own latest published articles that answer at
 * their own path (not those of the default language standing in for a
 * translation), each with its full text.
 */
export async function getFeedXml(locale: Locale): Promise<string> {
  const [site, articles, { index, redirects }, t] = await Promise.all([
    getSiteSeo(locale, 'published'),
    listArticles(locale, 'published'),
    getListing('render'),
    getTranslations({ locale, namespace: 'PortableText' }),
  ]);
  const listed = articles.filter((article) => {
    if (article.locale !== locale) return false;
    const indexed = index.article(locale, article.slug);
    return indexed !== undefined && isListed(indexed, index, redirects);
  });
  const callout = Object.fromEntries(calloutTones.map((tone) => [tone, t(`callout.${tone}`)])) as Record<
    (typeof calloutTones)[number],
    string
  >;
  const items = await Promise.all(
    listed.slice(0, SEO.feedItems).map(async (summary) => {
      const path = articlePath(locale, summary.slug);
      const article = await getArticle(locale, summary.slug, locale, 'published');
      const cover = article?.cover ? singleImage(article.cover, IMAGE_SHAPES.cover) : null;
      return {
        title: summary.title,
        path,
        publishedAt: summary.publishedAt,
        summary: summary.description,
        tags: summary.tags,
        html: feedBodyHtml(article?.body, { origin: site.origin, locale, path, callout }),
        cover: cover && { ...cover, url: absoluteUrl(site.origin, cover.url), alt: article?.cover?.alt ?? '' },
      };
    }),
  );
  return rssXml({
    locale,
    origin: site.origin,
    title: site.feed.title,
    description: site.description,
    homePath: sitePath(locale, 'home'),
    selfPath: site.feed.path,
    items,
  });
}
