import { notFound } from 'next/navigation';
import { isLocale } from '@vitrine/schemas';
import { listArticles } from '@/content';
import { getOfferedLocales } from '@/content/languages';
import { searchIndex } from '@/seo/search-index';

/**
 * GET /{locale}/search.json: every article the language's list shows, in the
 * compact form the articles page searches once the visitor moves into its search box
 * (seo/search-index.ts). Prerendered for each language the site offers and
 * read under the article list's cache tags, so the webhook that changes an
 * article renders it again, as it does the lists; no rebuild, no search
 * service. The proxy answers a language that is not offered with a 404.
 */
export const dynamic = 'force-static';

export async function generateStaticParams() {
  return (await getOfferedLocales()).map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: RouteContext<'/[locale]/search.json'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return Response.json(searchIndex(await listArticles(locale, 'published'), locale));
}
