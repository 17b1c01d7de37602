/** The images the dataset holds (name → drawing), and the image fields that point at them by name. */
import { cover, diagram, logo, mockup, portrait, siteIcon } from './art';
import { articles } from './content/articles';
import { guardians, partners, works } from './content/collections';
import { portraitOptions } from './content/site';
import type { Framing } from './content/types';

/** What an image is drawn from and rendered to. */
export interface ImageSpec {
  svg: string;
  width: number;
  height: number;
  format: 'jpg' | 'png';
}

/** One entry of the catalogue: an image's name, and what it is drawn from and rendered to. */
const entry = (
  name: string,
  svg: string,
  width: number,
  height: number,
  format: ImageSpec['format'],
): [string, ImageSpec] => [name, { svg, width, height, format }];

/** Every image a document may show, by the name its fields use. */
export function imageCatalogue(): ReadonlyMap<string, ImageSpec> {
  const icons = [
    ['icon-favicon', 48],
    ['icon-apple-touch', 180],
    ['icon-32', 32],
    ['icon-16', 16],
  ] as const;
  return new Map([
    entry('portrait', portrait(portraitOptions, 800), 800, 800, 'png'),
    entry('studio-wall', cover('tiles', 'terra', 'studio-wall', 1600, 900), 1600, 900, 'jpg'),
    ...articles.flatMap((article) => [
      entry(`cover-${article.id}`, cover(article.cover.style, article.cover.palette, article.id), 1600, 1000, 'jpg'),
      entry(`diagram-${article.diagram}`, diagram(article.diagram, article.id), 1200, 750, 'png'),
    ]),
    ...works.map((work) => entry(`work-${work.id}`, mockup(work.mockup, work.palette, work.id), 1600, 1000, 'png')),
    ...partners.map(({ id, logo: mark }) =>
      entry(`logo-${id}`, logo(mark.kind, mark.background, mark.foreground), 400, 400, 'png'),
    ),
    ...guardians.map((guardian) => entry(`avatar-${guardian.id}`, portrait(guardian.avatar, 400), 400, 400, 'png')),
    ...icons.map(([name, size]) => entry(name, siteIcon(size), size, size, 'png')),
  ]);
}

/** An image field's `hotspot` and `crop` as the Studio stores them; without a framing, the whole picture. */
export function framed({ crop, hotspot }: Framing = { hotspot: { x: 0.5, y: 0.5, width: 1, height: 1 } }) {
  return {
    hotspot: { _type: 'sanity.imageHotspot', ...hotspot },
    crop: { _type: 'sanity.imageCrop', ...(crop ?? { top: 0, bottom: 0, left: 0, right: 0 }) },
  };
}

// Documents are built before any image is rendered, so a field names its image
// and `resolveImages` swaps in the file once rendering has said what it is.
const placeholder = '@@image:';

/** An image field as an export writes it: `_sanityAsset` instead of an asset reference. */
export function imageField(name: string, fields: Record<string, unknown> = {}): Record<string, unknown> {
  return { _type: 'image', _sanityAsset: `${placeholder}${name}`, ...fields };
}

/** `value` with each image field's name replaced by its file under `images/`; throws on a name with no file. */
export function resolveImages(value: unknown, fileOf: (name: string) => string | undefined): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveImages(item, fileOf));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(value)) {
    if (name === '_sanityAsset' && typeof field === 'string' && field.startsWith(placeholder)) {
      const image = field.slice(placeholder.length);
      const file = fileOf(image);
      if (file === undefined) throw new Error(`Unknown image "${image}"`);
      out[name] = `image@file://./images/${file}`;
    } else {
      out[name] = resolveImages(field, fileOf);
    }
  }
  return out;
}
