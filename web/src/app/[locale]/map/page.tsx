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
import { isListed } from '@/seo/alternates';
import { getListing } from '@/seo/site';

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
  const [map, { index, redirects }, t] = await Promise.all([
    getSiteMap(locale),
    getListing('render'),
    getTranslations('MapPage'),
  ]);
  const page = visiblePage(map.page, locale);
  if (!page) notFound();
  // Only what answers at its own path: a page its validate rule refuses here, or an empty list, is left out.
  const listed = (id: string) => {
    const indexed = index.byId(id);
    return indexed !== undefined && isListed(indexed, index, redirects);
  };
  const lists = [
    { key: 'works', href: '/works', title: t('works') },
    { key: 'articles', href: '/articles', title: t('articleIndex') },
  ] as const;

  return (
    <PageView page={page} locale={locale} structuredData={await pageStructuredData(page)}>
      <SiteMapLists
        groups={[
          {
            id: 'map-pages',
            heading: t('pages'),
            entries: [
              ...map.pages
                .filter((entry) => listed(entry._id))
                .map((entry) => ({
                  key: entry._id,
                  href: entry.slug === 'home' ? '/' : `/${entry.slug}`,
                  title: entry.title,
                  detail: entry.description,
                })),
              ...lists.filter((list) => index.offers(locale, list.key)),
            ],
          },
          {
            id: 'map-articles',
            heading: t('articles'),
            entries: map.articles
              .filter((article) => listed(article._id))
              .map((article) => ({
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
