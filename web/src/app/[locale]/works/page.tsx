import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { isLocale, localeCodes } from '@vitrine/schemas';
import { EmptyState } from '@/components/page/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { WorkGrid } from '@/components/works/work-card';
import { listWorks } from '@/content';

type Props = PageProps<'/[locale]/works'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'WorksPage' });
  return {
    title: t('title'),
    description: t('description'),
    alternates: {
      canonical: `/${locale}/works`,
      languages: Object.fromEntries(localeCodes.map((code) => [code, `/${code}/works`])),
    },
  };
}

/** Every work in this language, featured first, then newest. */
export default async function WorksPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const [works, t, pt] = await Promise.all([
    listWorks(locale),
    getTranslations('WorksPage'),
    getTranslations('PortableText'),
  ]);
  return (
    <main id="main">
      <div className="container-wide">
        <PageHeader title={t('title')} lead={t('description')} />
        {works.length > 0 ? (
          <WorkGrid
            works={works}
            column="wide"
            leading
            labels={{ comingSoon: t('comingSoon'), featured: t('featured'), newTab: pt('newTab') }}
          />
        ) : (
          <EmptyState>{t('empty')}</EmptyState>
        )}
      </div>
    </main>
  );
}
