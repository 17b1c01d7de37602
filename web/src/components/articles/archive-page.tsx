import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { archivePagePath, languageTag, searchIndexPath, sitePath, type Locale } from '@vitrine/schemas';
import { EmptyState } from '@/components/page/empty-state';
import { listMetadata, trail } from '@/components/page/page-metadata';
import { standInMarks } from '@/components/page/stand-in';
import { JsonLd } from '@/components/seo/json-ld';
import { PageHeader } from '@/components/ui/page-header';
import type { StandIn } from '@/components/ui/stand-in';
import { listArticles } from '@/content';
import { getSiteIndex } from '@/content/languages';
import { archivePageSize, pageCount, pageOf } from '@/routing/archive';
import { breadcrumbLd } from '@/seo/json-ld';
import { getSiteSeo } from '@/seo/site';
import { ArticleCard } from './article-card';
import { ArticleSearch } from './article-search.client';
import styles from './article-search.module.css';
import { Pager } from './pager';
import { resultTemplates } from './result-templates';

/** Page `page` of a language's articles list: its title says which, past the first. */
export async function archiveMetadata(locale: Locale, page: number): Promise<Metadata> {
  const [t, articles] = await Promise.all([
    getTranslations({ locale, namespace: 'ArticlesPage' }),
    listArticles(locale),
  ]);
  const title = page > 1 ? t('pageTitle', { page, pages: pageCount(articles.length) }) : t('title');
  return listMetadata(locale, 'articles', { title, description: t('lead') }, page);
}

/**
 * Page `page` of the articles list shown in `locale` (its own and the default
 * language's standing in, newest first): a fixed number of cards, the pager,
 * and the search over every article. A page past the last is a 404 (the proxy
 * answers it first: schemas/src/site/resolve.ts).
 */
export async function ArchivePage({ locale, page }: { locale: Locale; page: number }) {
  const [articles, t, site, marks, index] = await Promise.all([
    listArticles(locale),
    getTranslations('ArticlesPage'),
    getSiteSeo(locale),
    standInMarks(locale),
    getSiteIndex(),
  ]);
  const shown = pageOf(articles, page);
  if (!shown) notFound();
  const pages = pageCount(articles.length);
  const title = page > 1 ? t('pageTitle', { page, pages }) : t('title');
  const tags = [...new Set(articles.flatMap((article) => article.tags))].sort((a, b) => a.localeCompare(b, locale));
  // Only the default language's articles stand in for a missing translation.
  const standIn = marks(index.defaultLocale);
  const standIns: Record<string, StandIn> = standIn ? { [index.defaultLocale]: standIn } : {};
  const prefix = `/${locale}`;

  return (
    <main id="main" className="container">
      <JsonLd
        nodes={[
          breadcrumbLd(
            site,
            trail(
              site,
              { name: t('title'), path: sitePath(locale, 'articles') },
              ...(page > 1 ? [{ name: title, path: archivePagePath(locale, page) }] : []),
            ),
          ),
        ]}
      />
      <PageHeader title={title} lead={t('lead')} />
      {articles.length === 0 ? (
        <EmptyState>{t('none')}</EmptyState>
      ) : (
        <>
          <noscript>
            <p className={styles.noscript}>{t('needsScript')}</p>
          </noscript>
          <ArticleSearch
            lang={languageTag(locale)}
            indexUrl={searchIndexPath(locale)}
            articlesPath={`${prefix}/articles/`}
            standIns={standIns}
            tags={tags}
            pageSize={archivePageSize()}
            labels={{
              search: t('search'),
              placeholder: t('placeholder'),
              tags: t('tags'),
              all: t('allTags'),
              results: resultTemplates(locale, (count) => t('results', { count })),
              empty: t('empty'),
              searching: t('searching'),
              failed: t('searchFailed'),
              more: t('more'),
            }}
          >
            <ul className={styles.list}>
              {shown.map((article) => (
                <li key={article._id}>
                  <ArticleCard
                    article={article}
                    locale={locale}
                    readingTime={t('readingTime', { minutes: article.readingTime ?? 1 })}
                    standIn={marks(article.locale)}
                  />
                </li>
              ))}
            </ul>
            <Pager
              locale={locale}
              page={page}
              pages={pages}
              labels={{
                pager: t('pager'),
                newer: t('newer'),
                older: t('older'),
                status: t('pageStatus', { page, pages }),
              }}
            />
          </ArticleSearch>
        </>
      )}
    </main>
  );
}
