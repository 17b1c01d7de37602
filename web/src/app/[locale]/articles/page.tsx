import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLocale } from '@vitrine/schemas';
import { ArchivePage, archiveMetadata } from '@/components/articles/archive-page';

type Props = PageProps<'/[locale]/articles'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return isLocale(locale) ? archiveMetadata(locale, 1) : {};
}

/** The articles list's first page: the newest (components/articles/archive-page.tsx). */
export default async function ArticlesPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return <ArchivePage locale={locale} page={1} />;
}
