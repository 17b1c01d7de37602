import { notFound } from 'next/navigation';
import { isLocale } from '@vitrine/schemas';
import { getOfferedLocales } from '@/content/languages';
import { FEED_CONTENT_TYPE } from '@/seo/feed';
import { getFeedXml } from '@/seo/site';

/**
 * GET /{locale}/feed.xml: the latest articles of a language, RSS 2.0
 * (seo/feed.ts). Prerendered for each language the site offers, rendered
 * again when the webhook names an article or the site settings; a language
 * offered later (its first document published) renders on its first request.
 * The proxy answers a language that is not offered with a 404.
 */
export const dynamic = 'force-static';

export async function generateStaticParams() {
  return (await getOfferedLocales()).map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: RouteContext<'/[locale]/feed.xml'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return new Response(await getFeedXml(locale), { headers: { 'Content-Type': FEED_CONTENT_TYPE } });
}
