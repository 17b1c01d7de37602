import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import {
  isLocale,
  localeCodes,
  type ArticleBySlugQueryResult,
  type Locale,
  type SiteSettingsQueryResult,
} from '@vitrine/schemas';
import { readMessages } from '@/i18n/message-files';
import { formatLongDate } from '@/i18n/format';
import { articleContent, defaultContent, homeContent, type CardLabels } from './content';

const MESSAGES_DIR = process.env.VITRINE_TEST_MESSAGES_DIR!;

/** The labels cards.tsx reads, from the real message files. */
function labels(locale: Locale): CardLabels {
  const t = createTranslator({ locale, messages: readMessages(MESSAGES_DIR, locale) as IntlMessages });
  return {
    available: t('Sections.available'),
    unavailable: t('Sections.unavailable'),
    article: t('SocialCard.article'),
    readingTime: (minutes) => t('ArticlePage.readingTime', { minutes }),
  };
}

const settings = {
  available: true,
  profile: { name: 'Lívia Vilar', job: 'Designer produit' },
  seo: {
    title: 'Lívia Vilar — Designer',
    description: 'Des interfaces calmes.',
    url: 'https://liviavilar.example.org',
  },
} as unknown as SiteSettingsQueryResult;

const article = {
  title: 'Concevoir pour le calme',
  description: 'Moins de notifications.',
  publishedAt: '2025-01-28T09:00:00Z',
  readingTime: 6,
} as unknown as NonNullable<ArticleBySlugQueryResult>;

type IntlMessages = Parameters<typeof createTranslator>[0]['messages'];

/** Kickers checked word for word in the languages this repository ships, when the list has them. */
const KNOWN_KICKERS = [
  ['en', 'Article · January 28, 2025 · 6 min read'],
  ['fr', 'Article · 28 janvier 2025 · 6 min de lecture'],
  ['pt', 'Artigo · 28 de janeiro de 2025 · 6 min de leitura'],
].filter(([locale]) => isLocale(locale));

describe('card content', () => {
  it.each(localeCodes)('an article’s card kicker is built from %s’s own strings and date format', (locale) => {
    const text = labels(locale);
    expect(articleContent(locale, settings, article, text).kicker).toEqual({
      text: [text.article, formatLongDate(article.publishedAt, locale), text.readingTime(6)].join(' · '),
    });
  });

  it.each(KNOWN_KICKERS)('an article’s card speaks its language (%s)', (locale, kicker) => {
    expect(articleContent(locale, settings, article, labels(locale))).toEqual({
      kicker: { text: kicker },
      title: 'Concevoir pour le calme',
      description: 'Moins de notifications.',
      owner: { name: 'Lívia Vilar', job: 'Designer produit', host: 'liviavilar.example.org' },
    });
  });

  it.each(
    (
      [
        ['en', true, 'Available for new projects', 'available'],
        ['pt', false, 'Sem novos projetos no momento', 'unavailable'],
      ] as const
    ).filter(([locale]) => isLocale(locale)),
  )('the home card says whether the owner is available (%s, %s)', (locale, available, text, dot) => {
    expect(homeContent({ ...settings!, available }, labels(locale)).kicker).toEqual({ text, dot });
  });

  it('the default card is the site’s title and description', () => {
    expect(defaultContent(settings)).toMatchObject({
      title: 'Lívia Vilar — Designer',
      description: 'Des interfaces calmes.',
    });
    expect(defaultContent(null)).toMatchObject({ title: '', owner: { name: '', host: null } });
  });
});
