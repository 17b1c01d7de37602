import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { isLocale, sitePath } from '@vitrine/schemas';
import { ArticleCard } from '@/components/articles/article-card';
import { ArticleFilter } from '@/components/articles/article-filter.client';
import { EmptyState } from '@/components/page/empty-state';
import { listMetadata, trail } from '@/components/page/page-metadata';
import { JsonLd } from '@/components/seo/json-ld';
import { standInMarks } from '@/components/page/stand-in';
import { PageHeader } from '@/components/ui/page-header';
import { listArticles } from '@/content';
import { breadcrumbLd } from '@/seo/json-ld';
import { getSiteSeo } from '@/seo/site';

type Props = PageProps<'/[locale]/articles'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'ArticlesPage' });
  return listMetadata(locale, 'articles', { title: t('title'), description: t('lead') });
}

export default async function ArticlesPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const [articles, t, site, marks] = await Promise.all([
    listArticles(locale),
    getTranslations('ArticlesPage'),
    getSiteSeo(locale),
    standInMarks(locale),
  ]);
  const tags = [...new Set(articles.flatMap((article) => article.tags))].sort((a, b) => a.localeCompare(b, locale));

  return (
    <main id="main" className="container">
      <JsonLd nodes={[breadcrumbLd(site, trail(site, { name: t('title'), path: sitePath(locale, 'articles') }))]} />
      <PageHeader title={t('title')} lead={t('lead')} />
      {articles.length === 0 ? (
        <EmptyState>{t('none')}</EmptyState>
      ) : (
        <ArticleFilter
          entries={articles.map((article) => ({
            text: `${article.title} ${article.description ?? ''}`,
            tags: article.tags,
          }))}
          tags={tags}
          labels={{
            search: t('search'),
            placeholder: t('placeholder'),
            tags: t('tags'),
            all: t('allTags'),
            results: Array.from({ length: articles.length + 1 }, (_, count) => t('results', { count })),
            empty: t('empty'),
          }}
        >
          {articles.map((article) => (
            <ArticleCard
              key={article._id}
              article={article}
              locale={locale}
              readingTime={t('readingTime', { minutes: article.readingTime ?? 1 })}
              standIn={marks(article.locale)}
            />
          ))}
        </ArticleFilter>
      )}
    </main>
  );
}
