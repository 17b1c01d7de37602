/**
 * The social cards of the site's pages, in each page's language and the
 * owner's palette, rendered to PNG by next/og with the self-hosted fonts.
 * The card route (app/[locale]/%5Fcard) draws them at build time, and each
 * page's metadata names its card by its content hash (`cardHashOf`); each reads through the data layer, so a card carries
 * the cache tags of what it shows (the settings, the page or article) and a
 * published change renews it without a rebuild.
 */
import 'server-only';
import { ImageResponse } from 'next/og';
import { getTranslations } from 'next-intl/server';
import { isLocale, localeDirection, type Locale } from '@vitrine/schemas';
import { ogFonts } from '@/fonts/og';
import { colorScheme } from '@/brand/scheme';
import { getArticle, getPage, getSiteSettings } from '@/content';
import { languageOf } from '@/content/languages';
import { CARD_SIZE, layoutCard, SocialCard, type CardContent } from './card';
import { pngHash } from './card-file';
import { cardFaces } from './faces';
import type { Direction } from './text';
import { articleContent, defaultContent, homeContent, pageContent, type CardLabels } from './content';

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

/** Which card: the site's default, the home page's, a page's (by slug) or an article's. */
export type CardTarget =
  | { kind: 'default' }
  | { kind: 'home' }
  /** A page; `orNotFound`: a catch-all page that does not exist has no card (a fixed route falls back to the default). */
  | { kind: 'page'; slug: string; orNotFound?: boolean }
  | { kind: 'article'; slug: string };

/** Everything a card is drawn from but the fonts and this code (constant in a process): its text, colours and direction. */
export interface CardInput {
  content: CardContent;
  tokens: ReturnType<typeof colorScheme>['dark'];
  /** The direction of the card's language: where its text starts, and which way its rows run. */
  direction: Direction;
}

/** What the card of `target` shows, read through the data layer (with its cache tags); null when it has none. */
export async function cardInput(locale: Locale, target: CardTarget): Promise<CardInput | null> {
  const settings = await getSiteSettings(locale);
  const tokens = colorScheme(settings?.ui.primary, settings?.ui.neutral).dark;
  const input = (content: CardContent): CardInput => ({ content, tokens, direction: localeDirection(locale) });
  switch (target.kind) {
    case 'default':
      return input(defaultContent(settings));
    case 'home':
      return input(homeContent(settings, await labels(locale)));
    case 'page': {
      // The page in this language, or the default language's standing in for it (content/languages.ts).
      const shown = await languageOf('page', locale, target.slug);
      const page = shown && (await getPage(shown.language, target.slug));
      if (!page) return target.orNotFound ? null : input(defaultContent(settings));
      return input(pageContent(settings, page));
    }
    case 'article': {
      const shown = await languageOf('article', locale, target.slug);
      const [article, text] = await Promise.all([
        shown ? getArticle(locale, target.slug, shown.language) : null,
        labels(locale),
      ]);
      return article ? input(articleContent(locale, settings, article, text)) : null;
    }
  }
}

async function render({ content, tokens, direction }: CardInput): Promise<ImageResponse> {
  const [faces, fonts] = await Promise.all([cardFaces(), ogFonts()]);
  const layout = layoutCard(content, tokens, faces, direction);
  // Satori draws no text of its own (social/text.ts does); it is handed the site's face all the same.
  return new ImageResponse(<SocialCard layout={layout} content={content} tokens={tokens} />, { ...CARD_SIZE, fonts });
}

/**
 * The card's content hash: the first 96 bits of the SHA-256 of its PNG, in
 * base64url. Pages name their card with it (`…/opengraph-image?v=<hash>`), and
 * the server finds the same from the bytes it serves (server/cards.ts), so a
 * URL with the hash may be kept for ever. Drawn once per input in a process
 * (the drawing is deterministic: the same input, fonts and code give the same bytes).
 */
export function cardHash(input: CardInput): Promise<string> {
  const key = JSON.stringify(input);
  let hash = hashes.get(key);
  if (!hash) {
    hash = render(input)
      .then((response) => response.arrayBuffer())
      .then((png) => pngHash(new Uint8Array(png)));
    hash.catch(() => hashes.delete(key));
    if (hashes.size >= MAX_HASHES) hashes.delete(hashes.keys().next().value!);
    hashes.set(key, hash);
  }
  return hash;
}

const hashes = new Map<string, Promise<string>>();
const MAX_HASHES = 500;

/** The hash of `target`'s card in `locale`, or null when it has none. */
export async function cardHashOf(locale: Locale, target: CardTarget): Promise<string | null> {
  const input = await cardInput(locale, target);
  return input ? cardHash(input) : null;
}

function notFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

/** The card of `target` as the card routes answer: the PNG, or a 404 for a language or page that has none. */
export async function cardResponse(locale: string, target: CardTarget): Promise<Response> {
  if (!isLocale(locale)) return notFound();
  const input = await cardInput(locale, target);
  return input ? render(input) : notFound();
}
