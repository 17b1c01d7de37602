import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ArticleView } from '@/components/articles/article-view';
import { articleMetadata, articleStructuredData } from '@/components/page/page-metadata';
import { JsonLd } from '@/components/seo/json-ld';
import { getArticle, getRouteIndex } from '@/content';
import { slugParams } from '@/routing/slug-params';

type Props = PageProps<'/[locale]/articles/[...slug]'>;

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const index = await getRouteIndex();
  return index.articles
    .filter((article) => article.locale === params.locale)
    .map((article) => ({ slug: article.slug.split('/') }));
}

/** The route's validate rule: a well-formed slug of an article that exists in this language; otherwise 404. */
async function load(params: Props['params']) {
  const valid = slugParams(await params);
  const article = valid && (await getArticle(valid.locale, valid.slug));
  return valid && article ? { locale: valid.locale, article } : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await load(params);
  return loaded ? articleMetadata(loaded.article) : {};
}

export default async function ArticlePage({ params }: Props) {
  const loaded = await load(params);
  if (!loaded) notFound();
  setRequestLocale(loaded.locale);
  const [t, tList] = await Promise.all([getTranslations('ArticlePage'), getTranslations('ArticlesPage')]);
  const structuredData = await articleStructuredData(loaded.article, tList('title'));
  return (
    <>
      <JsonLd nodes={structuredData} />
      <ArticleView
        locale={loaded.locale}
        article={loaded.article}
        labels={{
          back: t('back'),
          share: t('share'),
          copied: t('copied'),
          copyFailed: t('copyFailed'),
          previous: t('previous'),
          next: t('next'),
          tags: t('tags'),
          readingTime: t('readingTime', { minutes: loaded.article.readingTime ?? 1 }),
          pagination: t('pagination'),
        }}
      />
    </>
  );
}
