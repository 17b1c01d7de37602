/**
 * `sizes` attributes from the layout: how wide an image is drawn, in CSS px,
 * at each viewport width, so the browser picks the file that fits.
 */
import { COLUMNS, type Column } from '@/config/images';

/**
 * From viewport width `from` on, the image takes `share` of its column's inner
 * width once `gaps` (the space between grid tracks) are taken out.
 */
export interface Track {
  from: number;
  share: number;
  gaps: number;
}

export interface ImageLayout {
  /** Breakpoints, in any order; below the first, the image spans the whole column. */
  tracks?: readonly Track[];
  /** What the image's own frame takes from its track (borders, padding), in px. */
  inset?: number;
  /** The widest the image is ever drawn, in px. */
  max?: number;
}

/** `count` equal tracks `gap` px apart, from viewport width `from` on. */
export const evenTracks = (from: number, count: number, gap: number): Track => ({
  from,
  share: 1 / count,
  gaps: (count - 1) * gap,
});

const WHOLE: Track = { from: 0, share: 1, gaps: 0 };
const decimal = (value: number) => Number(value.toFixed(4));

/**
 * The `sizes` of an image laid out as `layout` in `column` (`content` or
 * `wide`): fixed once the column has reached its maximum width, a share of
 * the viewport below.
 */
export function imageSizes(column: Column, { tracks = [], inset = 0, max = Infinity }: ImageLayout = {}): string {
  const container = COLUMNS[column];
  const padding = 2 * COLUMNS.padding;
  const ordered = [WHOLE, ...tracks].sort((a, b) => a.from - b.from);
  const trackAt = (viewport: number) => ordered.filter((track) => track.from <= viewport).at(-1)!;

  const drawn = (viewport: number): string => {
    const track = trackAt(viewport);
    if (viewport >= container) {
      return `${Math.ceil(Math.min(max, (container - padding - track.gaps) * track.share - inset))}px`;
    }
    // Below the column's maximum, the image grows with the viewport until it reaches `max`.
    const minus = padding + track.gaps;
    if (track.share === 1) return `calc(100vw - ${minus + inset}px)`;
    return `calc((100vw - ${minus}px) * ${decimal(track.share)}${inset ? ` - ${inset}px` : ''})`;
  };
  // Where a fluid image reaches `max`: from there on it stays at `max`.
  const capAt = (track: Track) => Math.ceil((max + inset) / track.share + padding + track.gaps);

  const breakpoints = new Set([container, ...tracks.map((track) => track.from)]);
  for (const track of ordered) if (Number.isFinite(max) && capAt(track) < container) breakpoints.add(capAt(track));
  const points = [...breakpoints].filter((point) => point > 0).sort((a, b) => b - a);

  const entries: { from: number; value: string }[] = [];
  for (const point of points) {
    const track = trackAt(point);
    const value = point < container && Number.isFinite(max) && point >= capAt(track) ? `${max}px` : drawn(point);
    const previous = entries.at(-1);
    // The same value as the wider breakpoint: that breakpoint starts lower instead.
    if (previous?.value === value) previous.from = point;
    else entries.push({ from: point, value });
  }
  const fallback = drawn(0);
  if (entries.at(-1)?.value === fallback) entries.pop();
  return [...entries.map(({ from, value }) => `(min-width: ${from}px) ${value}`), fallback].join(', ');
}
