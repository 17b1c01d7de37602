import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { isLocale } from '@vitrine/schemas';
import { ArticleCard } from '@/components/articles/article-card';
import { ArticleFilter } from '@/components/articles/article-filter.client';
import { PageHeader } from '@/components/ui/page-header';
import { listArticles } from '@/content';
import { formatLongDate } from '@/i18n/format';

export async function generateMetadata({ params }: PageProps<'/[locale]/articles'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'ArticlesPage' });
  return {
    title: t('title'),
    description: t('lead'),
    alternates: { languages: { en: '/en/articles', fr: '/fr/articles', pt: '/pt/articles' } },
  };
}

export default async function ArticlesPage({ params }: PageProps<'/[locale]/articles'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const [articles, t] = await Promise.all([listArticles(locale), getTranslations('ArticlesPage')]);
  const tags = [...new Set(articles.flatMap((article) => article.tags))].sort((a, b) => a.localeCompare(b, locale));

  return (
    <main id="main" className="container">
      <PageHeader title={t('title')} lead={t('lead')} />
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
            href={`/articles/${article.slug}`}
            title={article.title ?? ''}
            description={article.description}
            date={formatLongDate(article.publishedAt, locale)}
            dateTime={article.publishedAt}
            readingTime={t('readingTime', { minutes: article.readingTime ?? 1 })}
            tags={article.tags}
          />
        ))}
      </ArticleFilter>
    </main>
  );
}
