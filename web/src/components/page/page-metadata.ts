import type { Metadata } from 'next';
import { isLocale } from '@vitrine/schemas';

interface Translation {
  locale: string | null;
  slug: string | null;
}

interface PageLike {
  title: string;
  description: string | null;
  locale: string;
  slug: string;
  translations: readonly Translation[];
}

/** The path of a page document: `home` is the language's root, any other slug sits under the prefix. */
export function pagePath(locale: string, slug: string): string {
  return slug === 'home' ? `/${locale}` : `/${locale}/${slug}`;
}

/** hreflang alternates from a document's translations (known languages with a slug only). */
export function alternateLanguages(translations: readonly Translation[]): Record<string, string> {
  return Object.fromEntries(
    translations
      .filter((t): t is { locale: string; slug: string } => isLocale(t.locale) && Boolean(t.slug))
      .map((t) => [t.locale, pagePath(t.locale, t.slug)]),
  );
}

/** Title, description, canonical path and language alternates of a page document. */
export function pageMetadata(page: PageLike): Metadata {
  return {
    title: page.title,
    description: page.description ?? undefined,
    alternates: { canonical: pagePath(page.locale, page.slug), languages: alternateLanguages(page.translations) },
    openGraph: { type: 'website', title: page.title, description: page.description ?? undefined },
  };
}
