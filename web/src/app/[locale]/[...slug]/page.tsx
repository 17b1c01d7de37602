import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isFixedRoutePage } from '@vitrine/schemas';
import { pageMetadata, pageStructuredData } from '@/components/page/page-metadata';
import { PageView } from '@/components/page/page-view';
import { visiblePage } from '@/components/page/validate-rule';
import { getPage, getRouteIndex } from '@/content';
import { slugParams } from '@/routing/slug-params';

type Props = PageProps<'/[locale]/[...slug]'>;

/**
 * Any other page document (`studio/process`), one static page per language.
 * Paths that are no page never get here: the proxy answers them with the 404
 * screen (routing/resolve.ts), so they neither render nor fill the cache.
 */
export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const index = await getRouteIndex();
  return index.pages
    .filter((page) => page.locale === params.locale && !isFixedRoutePage(page.slug))
    .map((page) => ({ slug: page.slug.split('/') }));
}

async function load(params: Props['params']) {
  const valid = slugParams(await params);
  if (!valid || isFixedRoutePage(valid.slug)) return null;
  const page = visiblePage(await getPage(valid.locale, valid.slug), valid.locale);
  return page ? { locale: valid.locale, page } : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await load(params);
  return loaded ? pageMetadata(loaded.page) : {};
}

export default async function ContentPage({ params }: Props) {
  const loaded = await load(params);
  if (!loaded) notFound();
  setRequestLocale(loaded.locale);
  return <PageView page={loaded.page} locale={loaded.locale} structuredData={await pageStructuredData(loaded.page)} />;
}
