import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ArticleView } from '@/components/articles/article-view';
import { articleMetadata, articleStructuredData } from '@/components/page/page-metadata';
import { standInMarks } from '@/components/page/stand-in';
import { JsonLd } from '@/components/seo/json-ld';
import { getArticle } from '@/content';
import { languageOf, orNotFoundWhileDown, recentArticleParams } from '@/content/languages';
import { slugParams } from '@/routing/slug-params';

type Props = PageProps<'/[locale]/articles/[...slug]'>;

/**
 * The newest articles of the language's list (its own, and the default
 * language's standing in where it has no translation): those visitors reach
 * first. Every other article renders on its first request and is kept, until
 * the webhook names it (docs/architecture.md, "How the site is built").
 */
export async function generateStaticParams({ params }: { params: { locale: string } }) {
  return recentArticleParams(params.locale);
}

/**
 * The route's validate rule: a well-formed slug of an article that exists in
 * this language, or in the default language standing in for it; otherwise
 * 404, as while the CMS cannot give a page rendered on its first request.
 */
async function load(params: Props['params']) {
  const valid = slugParams(await params);
  if (!valid) return null;
  const shown = await languageOf('article', valid.locale, valid.slug);
  const article = shown && (await orNotFoundWhileDown(() => getArticle(valid.locale, valid.slug, shown.language)));
  return article ? { locale: valid.locale, article } : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await load(params);
  return loaded ? articleMetadata(loaded.article, loaded.locale) : {};
}

export default async function ArticlePage({ params }: Props) {
  const loaded = await load(params);
  if (!loaded) notFound();
  setRequestLocale(loaded.locale);
  const [t, tList, marks] = await Promise.all([
    getTranslations('ArticlePage'),
    getTranslations('ArticlesPage'),
    standInMarks(loaded.locale),
  ]);
  const structuredData = await articleStructuredData(loaded.article, tList('title'));
  return (
    <>
      <JsonLd nodes={structuredData} />
      <ArticleView
        locale={loaded.locale}
        article={loaded.article}
        standIn={marks(loaded.article.locale)}
        marks={marks}
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
