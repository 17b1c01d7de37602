import { sitemapPart, sitemapPartPath } from '@vitrine/schemas';
import { getSitemap } from '@/seo/site';
import { sitemapPartCount, sitemapPartXml } from '@/seo/sitemap';

/**
 * GET /sitemaps/{n}.xml: part n of a sitemap past the protocol's limit. The
 * proxy lets through only as many parts as the content could fill
 * (routing/resolve.ts), so unknown numbers cost nothing.
 */
export const dynamic = 'force-static';

export async function generateStaticParams() {
  const { urls } = await getSitemap();
  return Array.from({ length: sitemapPartCount(urls.length) }, (_, i) => ({
    file: sitemapPartPath(i + 1)
      .split('/')
      .pop()!,
  }));
}

export async function GET(_request: Request, { params }: RouteContext<'/sitemaps/[file]'>) {
  const part = sitemapPart(`/sitemaps/${(await params).file}`);
  const xml = part === null ? null : sitemapPartXml((await getSitemap()).urls, part);
  if (xml === null) return new Response('Not found\n', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
