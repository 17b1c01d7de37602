import { getTranslations } from 'next-intl/server';
import type { Locale } from '@vitrine/schemas';
import type { Column } from '@/config/images';
import { richTextLabels } from '@/components/portable-text/portable-text-body';
import { getSiteSettings } from '@/content';
import { SectionList } from './registry';
import type { Availability, Section, SectionLabels } from './types';

/**
 * A page body: translates the labels sections need, reads the availability
 * from the site settings when a hero shows it, and renders each section.
 * Pass `heroAsTitle` when the page renders no header of its own, so that a
 * leading hero's heading is the page's h1. `column` is the page column they
 * sit in (`.container` or `.container-wide`).
 */
export async function Sections({
  sections,
  locale,
  heroAsTitle = false,
  column = 'wide',
}: {
  sections: readonly Section[];
  locale: Locale;
  heroAsTitle?: boolean;
  column?: Column;
}) {
  if (sections.length === 0) return null;
  const needsSettings = sections.some((section) => section._type === 'heroSection' && section.showAvailability);
  const [t, pt, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'Sections' }),
    getTranslations({ locale, namespace: 'PortableText' }),
    needsSettings ? getSiteSettings(locale) : null,
  ]);
  const labels: SectionLabels = {
    richText: richTextLabels(pt),
    newTab: pt('newTab'),
    available: t('available'),
    unavailable: t('unavailable'),
    bookMeeting: t('bookMeeting'),
    present: t('present'),
    period: (start, end) => t('period', { start, end }),
    since: (date) => t('since', { date }),
  };
  const availability: Availability | undefined = settings
    ? { available: settings.available, meetingLink: settings.meetingLink ?? null }
    : undefined;
  return (
    <SectionList
      sections={sections}
      locale={locale}
      labels={labels}
      availability={availability}
      heroAsTitle={heroAsTitle}
      column={column}
    />
  );
}
