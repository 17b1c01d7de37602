import { getRobotsTxt } from '@/seo/site';

/** GET /robots.txt: crawl everything but the API and preview links; where the sitemap is (seo/robots.ts). */
export const dynamic = 'force-static';

export async function GET() {
  return new Response(await getRobotsTxt(), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
