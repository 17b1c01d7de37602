import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { archivePageNumber, isLocale } from '@vitrine/schemas';
import { ArchivePage, archiveMetadata } from '@/components/articles/archive-page';
import { getSiteIndex } from '@/content/languages';
import { pageCount } from '@/routing/archive';

type Props = PageProps<'/[locale]/articles/page/[page]'>;

/**
 * Every later page of each offered language's list, prerendered; a page the
 * list fills after the build (articles published since) renders on its first
 * request, one it no longer fills is a 404 (the proxy: schemas/src/site/resolve.ts).
 */
export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const index = await getSiteIndex();
  if (!index.isOffered(params.locale)) return [];
  const pages = pageCount(index.articleCount(params.locale));
  return Array.from({ length: Math.max(0, pages - 1) }, (_, i) => ({ page: String(i + 2) }));
}

/** The route's validate rule: a language and a page number past the first (`2`, not `02` nor `1`). */
async function load(params: Props['params']) {
  const { locale, page } = await params;
  const n = archivePageNumber(page);
  return isLocale(locale) && n !== null ? { locale, page: n } : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await load(params);
  return loaded ? archiveMetadata(loaded.locale, loaded.page) : {};
}

export default async function ArticlesListPage({ params }: Props) {
  const loaded = await load(params);
  if (!loaded) notFound();
  setRequestLocale(loaded.locale);
  return <ArchivePage locale={loaded.locale} page={loaded.page} />;
}
