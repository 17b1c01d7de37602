/**
 * robots.txt: everything but the API routes (the preview and webhook routes
 * among them) and the preview link (`?preview=<secret>` on any page) may be
 * crawled; the sitemap's address is absolute, as the protocol asks. Pure.
 */
import { API_PREFIX, SITE_FILES } from '@vitrine/schemas';
import { PREVIEW } from '@/config/preview';
import { absoluteUrl } from '@/routing/site-url';

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    `Disallow: ${API_PREFIX}`,
    `Disallow: /*?${PREVIEW.pageParam}=`,
    `Disallow: /*&${PREVIEW.pageParam}=`,
    'Allow: /',
    '',
    `Sitemap: ${absoluteUrl(origin, SITE_FILES.sitemap)}`,
    '',
  ].join('\n');
}
