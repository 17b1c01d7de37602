import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLocale, routePageSlugs, slugPattern, type Locale } from '@vitrine/schemas';
import { pageMetadata } from '@/components/page/page-metadata';
import { PageView } from '@/components/page/page-view';
import { visiblePage } from '@/components/page/validate-rule';
import { getPage, listPagePaths } from '@/content';
import { FIXED_ROUTES } from '@/i18n/switch-locale';

type Props = PageProps<'/[locale]/[...slug]'>;

/** Slugs other routes already serve: the fixed routes, and `home`, which is the language root. */
const TAKEN = new Set<string>([...FIXED_ROUTES, ...routePageSlugs]);

/**
 * Any other page document (`studio/process`), one static page per language.
 * Unknown paths are not listed here, so they render on demand and end in
 * notFound(), which shows the localized 404 screen.
 */
export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const paths = await listPagePaths();
  return paths
    .filter((path) => path.locale === params.locale && path.slug && !TAKEN.has(path.slug))
    .map((path) => ({ slug: path.slug!.split('/') }));
}

async function load(params: Props['params']) {
  const { locale, slug } = await params;
  if (!isLocale(locale)) return null;
  const joined = slug.map(decodeURIComponent).join('/');
  if (!slugPattern.test(joined) || TAKEN.has(joined)) return null;
  const page = visiblePage(await getPage(locale, joined), locale);
  return page ? { locale: locale as Locale, page } : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await load(params);
  return loaded ? pageMetadata(loaded.page) : {};
}

export default async function ContentPage({ params }: Props) {
  const loaded = await load(params);
  if (!loaded) notFound();
  setRequestLocale(loaded.locale);
  return <PageView page={loaded.page} locale={loaded.locale} />;
}
