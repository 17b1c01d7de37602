import type { CoverStyle, DiagramKind, MockupKind, PaletteName } from '../art';
import type { BlockSpec } from '../markup';

/**
 * The languages the demo content is written in. They are the demo's, not the
 * site's: the site's list (src/locales.ts) may drop one or add another, and the
 * demo stays what it is (documents in a language the list lacks are ignored by
 * the site and named by the content check).
 */
export const demoLocales = ['en', 'fr', 'pt'] as const;
export type Locale = (typeof demoLocales)[number];

/** One value per demo language. */
export type L<T> = Record<Locale, T>;

/**
 * Values for some of the languages, at least one: content written in one
 * language and translated into none, or only some, of the others.
 */
export type SomeLocales<T> = { [K in Locale]: Record<K, T> & Partial<L<T>> }[Locale];

/**
 * How the editor framed an image, as fractions of the original (Sanity's crop
 * and hotspot): what is cut from each side, and the area that must stay in view
 * when the site cuts it to other proportions.
 */
export interface Framing {
  crop?: { top: number; bottom: number; left: number; right: number };
  hotspot: { x: number; y: number; width: number; height: number };
}

export interface ArticleText {
  slug: string;
  title: string;
  description: string;
  tags: string[];
  coverAlt: string;
  body: BlockSpec[];
}

export interface ArticleSource {
  /** Stable id stem: documents are `article-<id>-<locale>`. */
  id: string;
  publishedAt: string;
  cover: { style: CoverStyle; palette: PaletteName; framing?: Framing };
  /** The figure the body shows, drawn by `diagram()` and referenced by its kind. */
  diagram: DiagramKind;
  /** One version per language it is published in; an article need not be translated. */
  text: SomeLocales<ArticleText>;
}

export interface WorkSource {
  id: string;
  mockup: MockupKind;
  palette: PaletteName;
  framing?: Framing;
  link: string;
  release: { status: 'released'; year: number } | { status: 'comingSoon' };
  date: string;
  featured: boolean;
  name: L<string>;
  description: L<string>;
  imageAlt: L<string>;
}

export interface LinkSpec {
  label: string;
  href: string;
}

/** Page sections as written in the sources; the generator adds `_type` and `_key`s. */
export type SectionSpec =
  | {
      type: 'hero';
      eyebrow?: string;
      heading: string;
      text?: string;
      actions?: LinkSpec[];
      showAvailability?: boolean;
    }
  | { type: 'richText'; heading?: string; body: BlockSpec[] }
  | {
      type: 'cards';
      heading: string;
      intro?: string;
      columns: 2 | 3 | 4;
      cards: Array<{ title: string; text: string; link?: LinkSpec }>;
    }
  | {
      type: 'faq';
      heading: string;
      intro?: string;
      categories: Array<{ title: string; questions: Array<{ question: string; answer: BlockSpec[] }> }>;
    }
  | {
      type: 'experiences';
      heading: string;
      items: Array<{
        title: string;
        company: string;
        url?: string;
        location: string;
        start: string;
        end?: string;
        description: string;
      }>;
    }
  | {
      type: 'stack';
      heading: string;
      intro?: string;
      items: Array<{ name: string; url: string; icon?: string }>;
    }
  | { type: 'people'; heading: string; intro?: string; kind: 'partner' | 'guardian'; items?: string[] }
  | { type: 'cta'; heading: string; text?: string; primary: LinkSpec; secondary?: LinkSpec }
  | { type: 'image'; image: string; alt: string; caption?: string; layout: 'contained' | 'wide'; framing?: Framing };

export interface PageSource {
  /** Stable id stem: documents are `page-<id>-<locale>`. */
  id: string;
  slug: L<string>;
  title: L<string>;
  description: L<string>;
  colorMode?: 'light' | 'dark';
  validate?: L<{ pathPattern?: string; locales?: string[]; message?: string }>;
  sections: (locale: Locale) => SectionSpec[];
}
