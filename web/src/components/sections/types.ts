import type { Locale, PageBySlugQueryResult } from '@vitrine/schemas';
import type { RichTextLabels } from '@/components/portable-text/rich-text';
import type { Column } from '@/config/images';

/** A page document as the page queries return it (every page query projects the same fields). */
export type PageDocument = NonNullable<PageBySlugQueryResult>;

/** One section of a page body, as `sectionFields` projects it. */
export type Section = PageDocument['body'][number];

export type SectionOf<Type extends Section['_type']> = Extract<Section, { _type: Type }>;

/** What the hero's availability badge shows, from the site settings. */
export interface Availability {
  available: boolean;
  meetingLink: string | null;
}

/** Every translated string a section may need, prepared once by the `Sections` container. */
export interface SectionLabels {
  richText: RichTextLabels;
  newTab: string;
  available: string;
  unavailable: string;
  bookMeeting: string;
  present: string;
  /** "Jan 2020 – Present": ICU-built from the two ends of a period. */
  period: (start: string, end: string) => string;
  /** "Supporting since March 2021". */
  since: (date: string) => string;
}

export interface SectionContext {
  locale: Locale;
  labels: SectionLabels;
  availability?: Availability;
  /** True for the first section when it is a hero: its heading is the page's h1. */
  isPageTitle: boolean;
  /** The page column the sections sit in: how wide their images can be drawn. */
  column: Column;
}

export type SectionProps<Type extends Section['_type']> = SectionContext & { section: SectionOf<Type> };
