import { notFound } from 'next/navigation';
import { isLocale, localeCodes } from '@vitrine/schemas';
import { FEED_CONTENT_TYPE } from '@/seo/feed';
import { getFeedXml } from '@/seo/site';

/**
 * GET /{locale}/feed.xml: the latest articles of a language, RSS 2.0
 * (seo/feed.ts). Prerendered per language, rendered again when the webhook
 * names an article or the site settings.
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return localeCodes.map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: RouteContext<'/[locale]/feed.xml'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return new Response(await getFeedXml(locale), { headers: { 'Content-Type': FEED_CONTENT_TYPE } });
}
