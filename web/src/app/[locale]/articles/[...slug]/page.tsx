import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { articlePath, isLocale, isValidSlug } from '@vitrine/schemas';
import { ArticleView } from '@/components/articles/article-view';
import { getArticle, getRouteIndex } from '@/content';
import { socialCardImages } from '@/social/metadata';

type Props = PageProps<'/[locale]/articles/[...slug]'>;

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const index = await getRouteIndex();
  return index.articles
    .filter((article) => article.locale === params.locale)
    .map((article) => ({ slug: article.slug.split('/') }));
}

/** SPEC §2 validate rule: a well-formed slug of an article that exists in this language; otherwise 404. */
async function load(params: Props['params']) {
  const { locale, slug } = await params;
  if (!isLocale(locale)) return null;
  let joined: string;
  try {
    joined = slug.map(decodeURIComponent).join('/');
  } catch {
    return null;
  }
  if (!isValidSlug(joined)) return null;
  const article = await getArticle(locale, joined);
  return article ? { locale, article } : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await load(params);
  if (!loaded) return {};
  const { locale, article } = loaded;
  return {
    title: article.title,
    description: article.description,
    alternates: {
      languages: Object.fromEntries(article.translations.map((t) => [t.locale, `/${t.locale}/articles/${t.slug}`])),
    },
    openGraph: {
      type: 'article',
      title: article.title ?? undefined,
      description: article.description ?? undefined,
      publishedTime: article.publishedAt ?? undefined,
      // Its social card (social/cards.tsx): title, date and reading time in the palette, 1200 × 630.
      images: socialCardImages(articlePath(locale, article.slug), article.title),
    },
  };
}

export default async function ArticlePage({ params }: Props) {
  const loaded = await load(params);
  if (!loaded) notFound();
  setRequestLocale(loaded.locale);
  const t = await getTranslations('ArticlePage');
  return (
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
  );
}
