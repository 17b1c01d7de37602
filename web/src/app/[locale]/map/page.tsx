import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { isLocale } from '@vitrine/schemas';
import { pageMetadata, pageStructuredData } from '@/components/page/page-metadata';
import { PageView } from '@/components/page/page-view';
import { visiblePage } from '@/components/page/validate-rule';
import { SiteMapLists } from '@/components/site-map/site-map-lists';
import { getSiteMap } from '@/content';
import { dateTimeAttribute, formatLongDate } from '@/i18n/format';

type Props = PageProps<'/[locale]/map'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const page = visiblePage((await getSiteMap(locale)).page, locale);
  return page ? pageMetadata(page) : {};
}

/** The site map: the map page's intro and sections, then every page and article in this language. */
export default async function MapPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const [map, t] = await Promise.all([getSiteMap(locale), getTranslations('MapPage')]);
  const page = visiblePage(map.page, locale);
  if (!page) notFound();

  return (
    <PageView page={page} locale={locale} structuredData={await pageStructuredData(page)}>
      <SiteMapLists
        groups={[
          {
            id: 'map-pages',
            heading: t('pages'),
            entries: [
              ...map.pages.map((entry) => ({
                key: entry._id,
                href: entry.slug === 'home' ? '/' : `/${entry.slug}`,
                title: entry.title,
                detail: entry.description,
              })),
              { key: 'works', href: '/works', title: t('works') },
              { key: 'articles', href: '/articles', title: t('articleIndex') },
            ],
          },
          {
            id: 'map-articles',
            heading: t('articles'),
            entries: map.articles.map((article) => ({
              key: article._id,
              href: `/articles/${article.slug}`,
              title: article.title,
              detail: formatLongDate(article.publishedAt, locale),
              dateTime: dateTimeAttribute(article.publishedAt),
            })),
          },
        ]}
      />
    </PageView>
  );
}
