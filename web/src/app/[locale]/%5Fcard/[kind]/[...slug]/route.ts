/**
 * Social cards of the pages and articles of the catch-all routes, which Next
 * cannot give an opengraph-image file (a catch-all must end the path). The
 * proxy rewrites `<page path>/opengraph-image` here only for a page that
 * exists (routing/resolve.ts), so `/{locale}/_card/…` is never reached
 * directly and an unknown path costs nothing. Prerendered at build time;
 * content published later renders on its first request and is kept.
 */
import { isFixedRoutePage } from '@vitrine/schemas';
import { getSiteIndex } from '@/content/languages';
import { slugParams } from '@/routing/slug-params';
import { articleCard, pageCard } from '@/social/cards';

type Params = { locale: string; kind: string; slug: string[] };

/** The cards of every page and article in each language the site offers, those standing in for a translation included. */
export async function generateStaticParams(): Promise<Params[]> {
  const index = await getSiteIndex();
  return index.offered.flatMap((locale) => [
    ...index
      .slugs('page', locale)
      .filter(({ slug }) => !isFixedRoutePage(slug))
      .map(({ slug }) => ({ locale, kind: 'page', slug: slug.split('/') })),
    ...index.slugs('article', locale).map(({ slug }) => ({ locale, kind: 'article', slug: slug.split('/') })),
  ]);
}

export async function GET(_request: Request, { params }: { params: Promise<Params> }) {
  const { kind, ...rest } = await params;
  const valid = slugParams(rest);
  if (valid && kind === 'article') return articleCard(valid.locale, valid.slug);
  if (valid && kind === 'page' && !isFixedRoutePage(valid.slug))
    return pageCard(valid.locale, valid.slug, { orNotFound: true });
  return new Response('Not found', { status: 404 });
}
