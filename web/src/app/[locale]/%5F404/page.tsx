import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLocale } from '@vitrine/schemas';
import { NotFoundPage, notFoundMetadata } from '@/components/errors/not-found-page';

type Props = PageProps<'/[locale]/_404'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return isLocale(locale) ? notFoundMetadata(locale) : {};
}

/** "Page not found: {path}": where the proxy sends a path no route matches (schemas/src/site/resolve.ts). */
export default async function UnmatchedPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return <NotFoundPage locale={locale} reason={{ kind: 'unmatched' }} />;
}
