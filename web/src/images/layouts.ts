/**
 * Where each kind of image sits, for `imageSizes`: each entry mirrors the CSS
 * named beside it, so a change there belongs here too (the browser test of
 * images checks the files picked against the sizes drawn).
 */
import { COLUMNS } from '@/config/images';
import { evenTracks, type ImageLayout } from './sizes';

export const IMAGE_LAYOUTS = {
  /** works/work-card.module.css: two columns 24 px apart from 720 px; the card's 1 px border each side. */
  workGrid: { tracks: [evenTracks(720, 2, 24)], inset: 2 },
  /** sections/hero-section.module.css: beside the text from 960 px, the second of 1.15fr and 0.85fr, 64 px apart. */
  heroSection: { tracks: [{ from: 960, share: 0.85 / 2, gaps: 64 }] },
  /** sections/image-section.module.css: a contained image is at most `--content` wide. */
  containedImage: { max: COLUMNS.content },
  /** sections/card-grid-section.module.css: two columns from 640 px, `columns` from 960 px, 16 px apart; the card's border. */
  cardGrid: (columns: number) => ({ tracks: [evenTracks(640, 2, 16), evenTracks(960, columns, 16)], inset: 2 }),
} satisfies Record<string, ImageLayout | ((columns: number) => ImageLayout)>;
