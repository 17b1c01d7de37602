import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { pageMetadata } from '@/components/page/page-metadata';
import { shownPage } from '@/components/page/shown-page';
import { ShownPageView } from '@/components/page/shown-page-view';
import { getPage } from '@/content';

type Props = PageProps<'/[locale]/about'>;

const load = async (locale: string) =>
  shownPage(
    locale,
    'about',
    (language) => getPage(language, 'about'),
    (page) => page,
  );

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const shown = await load((await params).locale);
  return shown ? pageMetadata(shown.page, shown.locale) : {};
}

/** About: the `about` page document's sections (bio, experiences timeline, stack…). */
export default async function AboutPage({ params }: Props) {
  const shown = await load((await params).locale);
  if (!shown) notFound();
  setRequestLocale(shown.locale);
  return <ShownPageView shown={shown} />;
}
