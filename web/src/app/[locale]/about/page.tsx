import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLocale } from '@vitrine/schemas';
import { pageMetadata, pageStructuredData } from '@/components/page/page-metadata';
import { PageView } from '@/components/page/page-view';
import { visiblePage } from '@/components/page/validate-rule';
import { getPage } from '@/content';

type Props = PageProps<'/[locale]/about'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const page = visiblePage(await getPage(locale, 'about'), locale);
  return page ? pageMetadata(page) : {};
}

/** About: the `about` page document's sections (bio, experiences timeline, stack…). */
export default async function AboutPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const page = visiblePage(await getPage(locale, 'about'), locale);
  if (!page) notFound();
  return <PageView page={page} locale={locale} structuredData={await pageStructuredData(page)} />;
}
