import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLocale } from '@vitrine/schemas';
import { NotFoundPage, notFoundMetadata } from '@/components/errors/not-found-page';
import { getRouteIndex } from '@/content';

type Props = PageProps<'/[locale]/_404/[reason]'>;

/** One screen for the default message, and one per page document that has a validate message of its own. */
export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const index = await getRouteIndex();
  const withMessage = index.pages.filter((page) => page.locale === params.locale && page.validate?.message);
  return [{ reason: 'invalid' }, ...withMessage.map((page) => ({ reason: page._id }))];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return isLocale(locale) ? notFoundMetadata(locale) : {};
}

/** "Page Not Found: {path}", or the page's own message: where the proxy sends a path whose validate rule fails. */
export default async function InvalidPage({ params }: Props) {
  const { locale, reason } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const page = (await getRouteIndex()).pages.find((candidate) => candidate._id === reason);
  return <NotFoundPage locale={locale} reason={{ kind: 'invalid', message: page?.validate?.message }} />;
}
