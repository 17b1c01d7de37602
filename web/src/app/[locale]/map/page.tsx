import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pagePath, passesValidateRule } from '@vitrine/schemas';
import { pageMetadata } from '@/components/page/page-metadata';
import { shownPage } from '@/components/page/shown-page';
import { ShownPageView } from '@/components/page/shown-page-view';
import { standInMarks } from '@/components/page/stand-in';
import { SiteMapLists } from '@/components/site-map/site-map-lists';
import { getSiteMap } from '@/content';
import { dateTimeAttribute, formatLongDate } from '@/i18n/format';

type Props = PageProps<'/[locale]/map'>;

const load = async (locale: string) =>
  shownPage(
    locale,
    'map',
    (language) => getSiteMap(locale, language),
    (data) => data.page,
  );

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const shown = await load((await params).locale);
  return shown ? pageMetadata(shown.page, shown.locale) : {};
}

/**
 * The site map: the map page's intro and sections, then every page and article
 * shown in this language (the default language's where it has no translation),
 * each a link that answers: a page its validate rule refuses here is left out.
 */
export default async function MapPage({ params }: Props) {
  const shown = await load((await params).locale);
  if (!shown) notFound();
  const { locale, data: map } = shown;
  setRequestLocale(locale);
  const [t, marks] = await Promise.all([getTranslations('MapPage'), standInMarks(locale)]);
  const pages = map.pages.filter((entry) =>
    passesValidateRule(entry.validate, { locale, path: pagePath(locale, entry.slug) }),
  );

  return (
    <ShownPageView shown={shown}>
      <SiteMapLists
        groups={[
          {
            id: 'map-pages',
            heading: t('pages'),
            entries: [
              ...pages.map((entry) => ({
                key: entry._id,
                href: entry.slug === 'home' ? '/' : `/${entry.slug}`,
                title: entry.title,
                detail: entry.description,
                standIn: marks(entry.locale),
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
              standIn: marks(article.locale),
            })),
          },
        ]}
      />
    </ShownPageView>
  );
}
