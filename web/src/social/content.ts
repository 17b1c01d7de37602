/**
 * What each kind of social card says, from the content in one language and
 * that language's labels. Pure: cards.tsx loads the content and renders.
 */
import type {
  ArticleBySlugQueryResult,
  Locale,
  PageBySlugQueryResult,
  SiteSettingsQueryResult,
} from '@vitrine/schemas';
import { formatLongDate } from '@/i18n/format';
import type { CardContent } from './card';

type Settings = SiteSettingsQueryResult;

export interface CardLabels {
  available: string;
  unavailable: string;
  article: string;
  readingTime: (minutes: number) => string;
}

function host(url: string | null | undefined): string | null {
  try {
    return url ? new URL(url).host : null;
  } catch {
    return null;
  }
}

function owner(settings: Settings): CardContent['owner'] {
  return { name: settings?.profile.name ?? '', job: settings?.profile.job, host: host(settings?.seo.url) };
}

/** The site's default card: its title and description, for pages without a card of their own (the lists). */
export function defaultContent(settings: Settings): CardContent {
  return {
    title: settings?.seo.title ?? settings?.profile.name ?? '',
    description: settings?.seo.description,
    owner: owner(settings),
  };
}

/** The home page: whether the owner is available, their name, the site's description. */
export function homeContent(settings: Settings, labels: CardLabels): CardContent {
  const available = settings?.available ?? false;
  return {
    kicker: {
      text: available ? labels.available : labels.unavailable,
      dot: available ? 'available' : 'unavailable',
    },
    title: settings?.profile.name ?? '',
    description: settings?.seo.description,
    owner: owner(settings),
  };
}

/** A page: its title and description. */
export function pageContent(settings: Settings, page: NonNullable<PageBySlugQueryResult>): CardContent {
  return { title: page.title, description: page.description, owner: owner(settings) };
}

/** An article: "Article · date · reading time", its title and description. */
export function articleContent(
  locale: Locale,
  settings: Settings,
  article: NonNullable<ArticleBySlugQueryResult>,
  labels: CardLabels,
): CardContent {
  const kicker = [
    labels.article,
    formatLongDate(article.publishedAt, locale),
    labels.readingTime(article.readingTime ?? 1),
  ]
    .filter(Boolean)
    .join(' · ');
  return {
    kicker: { text: kicker },
    title: article.title ?? '',
    description: article.description,
    owner: owner(settings),
  };
}
