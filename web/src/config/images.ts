import type { ImageIndexQueryResult } from '@vitrine/schemas';

/**
 * How an image is framed and sized where the site shows it.
 *
 * - `box`: a fixed CSS size. With a width, the image is cropped to the box's
 *   proportions; with a height only, it keeps its own. Files at 1x and 2x.
 * - `widths`: as wide as its column. Files at these widths (never wider than
 *   the editor's crop), the browser picks one from the `sizes` of the place
 *   it is shown; `aspect` (width / height) crops, none keeps the image's own.
 */
export type ImageShape =
  | { readonly box: { readonly width?: number; readonly height: number } }
  | { readonly aspect?: number; readonly widths: readonly number[] };

/**
 * Each way the site shows an image. Consecutive widths are less than twice
 * apart and the first is at most twice the narrowest rendering, so the file a
 * browser picks is never more than twice the size it is drawn at; the last
 * covers a 2x screen at the widest rendering.
 */
export const IMAGE_SHAPES = {
  /** The home page's portrait (home/hero.module.css `.avatar`). */
  portrait: { box: { width: 88, height: 88 } },
  /** A guardian's round avatar (people/person-card.module.css `.avatar`). */
  avatar: { box: { width: 56, height: 56 } },
  /** A partner's logo, 56 px tall at its own proportions (people/person-card.module.css `.logo .image`). */
  logo: { box: { height: 56 } },
  /** A work's or a card's picture, 16:10 (works/work-card, sections/card-grid-section). */
  card: { aspect: 16 / 10, widths: [320, 480, 640, 800, 1024] },
  /** An article's cover, 16:9 across the text column (articles/article-view.module.css `.cover`). */
  cover: { aspect: 16 / 9, widths: [320, 480, 640, 800, 1080, 1392] },
  /** A page hero's picture, 4:3 (sections/hero-section.module.css `.image`). */
  hero: { aspect: 4 / 3, widths: [320, 480, 640, 840, 1280] },
  /** At its own proportions across the text column: article figures, contained image sections. */
  column: { widths: [320, 480, 640, 800, 1080, 1472] },
  /** At its own proportions across the wide column: wide image sections. */
  wide: { widths: [320, 480, 640, 800, 1080, 1440, 2096] },
} as const satisfies Record<string, ImageShape>;

export type ImageShapeName = keyof typeof IMAGE_SHAPES;

/**
 * The shape each image field of the content is shown in (`imageIndexQuery`
 * groups them by field): the local source makes exactly these variants at
 * build time, so a component that shows a field in another shape must be
 * listed here too.
 */
export const SHAPES_OF_FIELD = {
  profilePictures: ['portrait'],
  workImages: ['card'],
  articleCovers: ['cover'],
  articleFigures: ['column'],
  partnerLogos: ['logo'],
  guardianAvatars: ['avatar'],
  heroImages: ['hero'],
  cardImages: ['card'],
  sectionImages: ['column'],
  wideSectionImages: ['wide'],
} as const satisfies Record<keyof ImageIndexQueryResult, readonly ImageShapeName[]>;

/** The page columns images sit in (globals.css `.container` and `.container-wide`), in CSS px. */
export const COLUMNS = {
  /** `--content`: 46rem. */
  content: 736,
  /** `--wide`: 68rem. */
  wide: 1088,
  /** Padding on each side of either column. */
  padding: 20,
} as const;

export type Column = 'content' | 'wide';

/**
 * What the local source's image variants are encoded as, at what quality, and with how much of the
 * encoder's effort (0–6): the most, 6, makes the demo's files about 3 % smaller for the same look, at
 * no measurable cost per variant here.
 */
export const LOCAL_VARIANTS = { format: 'webp', quality: 75, effort: 6 } as const;
