import { matchRedirect, type DocumentType } from '@vitrine/schemas';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageMetadata } from '@/components/page/page-metadata';
import { shownPage } from '@/components/page/shown-page';
import { ShownPageView } from '@/components/page/shown-page-view';
import { standInMarks } from '@/components/page/stand-in';
import { SiteMapLists } from '@/components/site-map/site-map-lists';
import { LISTS } from '@/config/lists';
import { getSiteMap } from '@/content';
import { dateTimeAttribute, formatLongDate } from '@/i18n/format';
import { isListed } from '@/seo/alternates';
import { getListing } from '@/seo/site';

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
 * The site map: the map page's intro and sections, then every page and the
 * newest articles shown in this language (the default language's where it has
 * no translation), each a link that answers: a page its validate rule refuses
 * here is left out. The articles list, linked among the pages, leads to every
 * other article page by page, so the map weighs the same at any size.
 */
export default async function MapPage({ params }: Props) {
  const shown = await load((await params).locale);
  if (!shown) notFound();
  const { locale, data: map } = shown;
  setRequestLocale(locale);
  const [{ index, redirects }, t, marks] = await Promise.all([
    getListing('render'),
    getTranslations('MapPage'),
    standInMarks(locale),
  ]);
  // Only what answers: a page its validate rule refuses here, a document left out of the route index (a
  // duplicate slug, a slug the router cannot serve), a redirect source, or an empty list is left out.
  const answers = (type: DocumentType, entry: { _id: string; locale: string | null; slug: string | null }) => {
    const indexed = index.byId(entry._id);
    if (!indexed || entry.slug === null) return false;
    if (entry.locale === locale) return isListed(indexed, index, redirects);
    const standIn = index.standIn(type, locale, entry.slug);
    return standIn?.original.id === entry._id && standIn.visible && !matchRedirect(standIn.path, redirects);
  };
  const lists = [
    { key: 'works', href: '/works', title: t('works') },
    { key: 'articles', href: '/articles', title: t('archive') },
  ] as const;

  return (
    <ShownPageView shown={shown}>
      <SiteMapLists
        groups={[
          {
            id: 'map-pages',
            heading: t('pages'),
            entries: [
              ...map.pages
                .filter((entry) => answers('page', entry))
                .map((entry) => ({
                  key: entry._id,
                  href: entry.slug === 'home' ? '/' : `/${entry.slug}`,
                  title: entry.title,
                  detail: entry.description,
                  standIn: marks(entry.locale),
                })),
              ...lists.filter((list) => index.offers(locale, list.key)),
            ],
          },
          {
            id: 'map-articles',
            heading: t('recent'),
            entries: map.articles
              .filter((article) => answers('article', article))
              .slice(0, LISTS.mapArticles)
              .map((article) => ({
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
