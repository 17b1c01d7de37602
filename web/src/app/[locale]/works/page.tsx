import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { isLocale, sitePath } from '@vitrine/schemas';
import { EmptyState } from '@/components/page/empty-state';
import { listMetadata, trail } from '@/components/page/page-metadata';
import { JsonLd } from '@/components/seo/json-ld';
import { standInMarks } from '@/components/page/stand-in';
import { PageHeader } from '@/components/ui/page-header';
import { WorkGrid } from '@/components/works/work-card';
import { listWorks } from '@/content';
import { breadcrumbLd, worksLd } from '@/seo/json-ld';
import { getSiteSeo } from '@/seo/site';

type Props = PageProps<'/[locale]/works'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'WorksPage' });
  return listMetadata(locale, 'works', { title: t('title'), description: t('description') });
}

/** Every work shown in this language (the default language's where it has no translation), featured first, then newest. */
export default async function WorksPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const [found, t, pt, site, marks] = await Promise.all([
    listWorks(locale),
    getTranslations('WorksPage'),
    getTranslations('PortableText'),
    getSiteSeo(locale),
    standInMarks(locale),
  ]);
  const works = found.map((work) => ({ ...work, standIn: marks(work.locale) }));
  const path = sitePath(locale, 'works');
  return (
    <main id="main">
      <JsonLd
        nodes={[
          breadcrumbLd(site, trail(site, { name: t('title'), path })),
          worksLd(
            site,
            path,
            works.map((work) => ({
              name: work.name,
              description: work.description,
              link: work.link,
              image: work.image?.url ?? null,
              year: work.release.year,
            })),
          ),
        ]}
      />
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
