/**
 * The social cards of the site's pages, in each page's language and the
 * owner's palette, rendered to PNG by next/og with the self-hosted fonts.
 * The routes (app/[locale]/…/opengraph-image.tsx, app/[locale]/%5Fcard) call
 * these at build time; each reads through the data layer, so a card carries
 * the cache tags of what it shows (the settings, the page or article) and a
 * published change renews it without a rebuild.
 */
import 'server-only';
import { ImageResponse } from 'next/og';
import { getTranslations } from 'next-intl/server';
import { isLocale, type Locale } from '@vitrine/schemas';
import { ogFonts } from '@/app/fonts/og';
import { colorScheme } from '@/brand/scheme';
import { getArticle, getPage, getSiteSettings } from '@/content';
import { getOfferedLocales, languageOf } from '@/content/languages';
import { CARD_SIZE, SocialCard, type CardContent } from './card';
import { articleContent, defaultContent, homeContent, pageContent, type CardLabels } from './content';

/** Every language the site offers: the static params of each card route under app/[locale]. */
export async function localeParams(): Promise<{ locale: Locale }[]> {
  return (await getOfferedLocales()).map((locale) => ({ locale }));
}

async function labels(locale: Locale): Promise<CardLabels> {
  const [sections, article, card] = await Promise.all([
    getTranslations({ locale, namespace: 'Sections' }),
    getTranslations({ locale, namespace: 'ArticlePage' }),
    getTranslations({ locale, namespace: 'SocialCard' }),
  ]);
  return {
    available: sections('available'),
    unavailable: sections('unavailable'),
    article: card('article'),
    readingTime: (minutes) => article('readingTime', { minutes }),
  };
}

async function render(locale: Locale, content: (settings: Awaited<ReturnType<typeof getSiteSettings>>) => CardContent) {
  const settings = await getSiteSettings(locale);
  const scheme = colorScheme(settings?.ui.primary, settings?.ui.neutral);
  return new ImageResponse(<SocialCard content={content(settings)} tokens={scheme.dark} />, {
    ...CARD_SIZE,
    fonts: await ogFonts(),
  });
}

function notFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

/** The site's default card. */
export async function defaultCard(locale: string): Promise<Response> {
  if (!isLocale(locale)) return notFound();
  return render(locale, defaultContent);
}

/** The home page's card. */
export async function homeCard(locale: string): Promise<Response> {
  if (!isLocale(locale)) return notFound();
  const text = await labels(locale);
  return render(locale, (settings) => homeContent(settings, text));
}

/**
 * A page's card. A fixed route whose page document is missing still gets the
 * default card; a catch-all page that does not exist gets a 404 (`orNotFound`).
 */
export async function pageCard(locale: string, slug: string, { orNotFound = false } = {}): Promise<Response> {
  if (!isLocale(locale)) return notFound();
  // The page in this language, or the default language's standing in for it (content/languages.ts).
  const shown = await languageOf('page', locale, slug);
  const page = shown && (await getPage(shown.language, slug));
  if (!page) return orNotFound ? notFound() : defaultCard(locale);
  return render(locale, (settings) => pageContent(settings, page));
}

/** An article's card (the default language's where it stands in); 404 when there is no such article. */
export async function articleCard(locale: string, slug: string): Promise<Response> {
  if (!isLocale(locale)) return notFound();
  const shown = await languageOf('article', locale, slug);
  const [article, text] = await Promise.all([shown ? getArticle(locale, slug, shown.language) : null, labels(locale)]);
  if (!article) return notFound();
  return render(locale, (settings) => articleContent(locale, settings, article, text));
}
