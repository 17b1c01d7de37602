import { getSitemap } from '@/seo/site';
import { sitemapXml } from '@/seo/sitemap';

/**
 * GET /sitemap.xml: every published page and article in every language, or
 * the index of its parts past the protocol's limit (seo/sitemap.ts).
 * Prerendered, and rendered again when the webhook names a change it lists.
 */
export const dynamic = 'force-static';

export async function GET() {
  const { origin, urls } = await getSitemap();
  return new Response(sitemapXml(urls, origin), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
