import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isFixedRoutePage, isLocale } from '@vitrine/schemas';
import { pageMetadata } from '@/components/page/page-metadata';
import { shownPage } from '@/components/page/shown-page';
import { ShownPageView } from '@/components/page/shown-page-view';
import { getPage } from '@/content';
import { getSiteIndex } from '@/content/languages';
import { slugParams } from '@/routing/slug-params';

type Props = PageProps<'/[locale]/[...slug]'>;

/**
 * Any other page document (`studio/process`), one static page per language,
 * and the default language's pages that stand in where a language has no
 * translation. Paths that are no page never get here: the proxy answers them
 * with the 404 screen (schemas/src/site/resolve.ts), so they neither render nor fill the cache.
 */
export async function generateStaticParams({ params }: { params: { locale: string } }) {
  if (!isLocale(params.locale)) return [];
  const index = await getSiteIndex();
  return index
    .slugs('page', params.locale)
    .filter(({ slug }) => !isFixedRoutePage(slug))
    .map(({ slug }) => ({ slug: slug.split('/') }));
}

async function load(params: Props['params']) {
  const valid = slugParams(await params);
  if (!valid || isFixedRoutePage(valid.slug)) return null;
  return shownPage(
    valid.locale,
    valid.slug,
    (language) => getPage(language, valid.slug),
    (page) => page,
  );
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const shown = await load(params);
  return shown ? pageMetadata(shown.page, shown.locale) : {};
}

export default async function ContentPage({ params }: Props) {
  const shown = await load(params);
  if (!shown) notFound();
  setRequestLocale(shown.locale);
  return <ShownPageView shown={shown} />;
}
