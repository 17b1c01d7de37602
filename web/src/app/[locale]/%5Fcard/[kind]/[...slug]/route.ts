/**
 * Every page's social card, `<page path>/opengraph-image`: the proxy rewrites
 * that path here only for a page that exists (schemas/src/site/resolve.ts), so
 * `/{locale}/_card/…` is never reached directly and an unknown path costs
 * nothing. Prerendered at build time; content published later renders on its
 * first request and is kept. The server gives each card its content hash as a
 * strong ETag and keeps the hashed URL pages name for ever (server/cards.ts).
 *
 * A plain route, not Next's `opengraph-image` file convention: that one adds
 * a relative image URL to every page's metadata, which Next resolves against
 * `http://localhost` (and warns) wherever a layout has no metadataBase.
 */
import { fixedRoutes, isFixedRoutePage, listRoutes } from '@vitrine/schemas';
import { getSiteIndex, orNotFoundWhileDown, recentArticleParams } from '@/content/languages';
import { slugParams } from '@/routing/slug-params';
import { cardResponse, type CardTarget } from '@/social/cards';

type Params = { locale: string; kind: string; slug: string[] };

/**
 * The cards of the pages prerendered in each language the site offers, those
 * standing in for a translation included: every list and page, and the newest
 * articles (content/languages.ts, recentArticleParams). An older article's
 * card renders on its first request, as its page does, and is kept.
 */
export async function generateStaticParams(): Promise<Params[]> {
  const index = await getSiteIndex();
  const perLocale = await Promise.all(
    index.offered.map(async (locale) => [
      ...listRoutes.map((route) => ({ locale, kind: 'list', slug: [route] })),
      ...index.slugs('page', locale).map(({ slug }) => ({ locale, kind: 'page', slug: slug.split('/') })),
      ...(await recentArticleParams(locale)).map(({ slug }) => ({ locale, kind: 'article', slug })),
    ]),
  );
  return perLocale.flat();
}

/** Which card a `/_card/{kind}/{slug}` path draws; null for none. */
function targetOf(kind: string, slug: string): CardTarget | null {
  if (kind === 'article') return { kind: 'article', slug };
  if (kind === 'list') return (listRoutes as readonly string[]).includes(slug) ? { kind: 'default' } : null;
  if (kind !== 'page') return null;
  if (slug === fixedRoutes.home.page) return { kind: 'home' };
  // A fixed route whose page document is missing still has the default card; any other page must exist.
  return { kind: 'page', slug, orNotFound: !isFixedRoutePage(slug) };
}

export async function GET(_request: Request, { params }: { params: Promise<Params> }) {
  const { kind, ...rest } = await params;
  const valid = slugParams(rest);
  const target = valid && targetOf(kind, valid.slug);
  if (!valid || !target) return new Response('Not found', { status: 404 });
  // A card drawn on its first request while the CMS is down answers as its page does: 404, not kept.
  return (
    (await orNotFoundWhileDown(() => cardResponse(valid.locale, target))) ?? new Response('Not found', { status: 404 })
  );
}
