/**
 * Image URLs for both content sources, from one builder. @sanity/image-url
 * turns the editor's crop and hotspot into the rectangle of the original to
 * show (`rect`) at the size asked: the crop, narrowed to the size's
 * proportions around the hotspot. On the Sanity source that is the CDN URL,
 * which also picks AVIF or WebP for the browser (`auto=format`). The local
 * source reads the same rectangle and size back from that URL and names a
 * file it made at build time (app/dataset-images/[file]/[variant]), so both
 * sources frame an image alike. Components get `{src, srcSet, sizes, width,
 * height}` and never know which source it came from.
 */
import imageUrlBuilder from '@sanity/image-url';
import { parseImageFile, type ImageFile } from '@vitrine/schemas/dataset';
import { LOCAL_VARIANTS, type ImageShape } from '@/config/images';

/** Where the site serves the demo dataset's images for the local source. */
export const LOCAL_IMAGES_PATH = '/dataset-images';

/** An image as the queries return it (`imageSourceFields`). */
export interface ImageSource {
  url: string | null;
  /** The original's size. */
  width?: number | null;
  height?: number | null;
  crop?: { top?: number; bottom?: number; left?: number; right?: number } | null;
  hotspot?: { x?: number; y?: number; width?: number; height?: number } | null;
}

/** A rectangle of the original image, in its pixels. */
export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** One file of an image: the part of the original it shows, the size it is made at, and its URL. */
export interface ImageVariant {
  url: string;
  rect: Rect;
  width: number;
  height: number;
  /** How the browser picks it: a width (`640w`) or, for a fixed-size box, a density (`2x`). */
  descriptor: string;
}

/** What an `<img>` needs. `width` and `height` give the browser the proportions before the file arrives. */
export interface ResponsiveImage {
  src: string;
  srcSet?: string;
  sizes?: string;
  width?: number;
  height?: number;
}

const SANITY_CDN = /^https:\/\/cdn\.sanity\.io\/images\/([^/]+)\/([^/]+)\/([^/?#]+)$/;
const LOCAL = new RegExp(`^${LOCAL_IMAGES_PATH}/([^/?#]+)$`);
/** A local variant's name: the rectangle of the original, then the size, `<left>-<top>-<width>-<height>_<w>x<h>.webp`. */
const LOCAL_VARIANT = new RegExp(`^(\\d+)-(\\d+)-(\\d+)-(\\d+)_(\\d+)x(\\d+)\\.${LOCAL_VARIANTS.format}$`);

interface Origin {
  /** The Sanity project and dataset; absent for the local source. */
  project?: { projectId: string; dataset: string };
  file: ImageFile;
  fileName: string;
}

function originOf(url: string | null): Origin | null {
  if (!url) return null;
  const sanity = SANITY_CDN.exec(url);
  const fileName = sanity ? sanity[3]! : LOCAL.exec(url)?.[1];
  const file = fileName ? parseImageFile(fileName) : null;
  if (!fileName || !file) return null;
  return sanity ? { project: { projectId: sanity[1]!, dataset: sanity[2]! }, file, fileName } : { file, fileName };
}

/** The asset id Sanity gives the file (`image-<sha1>-<w>x<h>-<ext>`), with the editor's crop and hotspot, completed. */
function builderSource(image: ImageSource, origin: Origin) {
  const { sha1, width, height, extension } = origin.file;
  const crop = image.crop ?? {};
  const hotspot = image.hotspot ?? {};
  return {
    asset: { _ref: `image-${sha1}-${width}x${height}-${extension}` },
    crop: { top: crop.top ?? 0, bottom: crop.bottom ?? 0, left: crop.left ?? 0, right: crop.right ?? 0 },
    hotspot: { x: hotspot.x ?? 0.5, y: hotspot.y ?? 0.5, width: hotspot.width ?? 1, height: hotspot.height ?? 1 },
  };
}

/**
 * The Sanity CDN URL of `image` at `width` (and `height`, which crops to
 * those proportions; without it the crop keeps its own). For the local
 * source, the project is a stand-in: only the parameters are read.
 */
function cdnUrl(image: ImageSource, origin: Origin, width: number, height?: number): URL {
  const project = origin.project ?? { projectId: 'local', dataset: 'local' };
  let builder = imageUrlBuilder(project).image(builderSource(image, origin)).width(width);
  if (height !== undefined) builder = builder.height(height).fit('crop');
  return new URL(builder.auto('format').url());
}

/** The rectangle and size a CDN URL asks for; `rect` left out means the whole original. */
function framing(url: URL, file: ImageFile): { rect: Rect; width: number; height: number } {
  const [left = 0, top = 0, width = file.width, height = file.height] =
    url.searchParams.get('rect')?.split(',').map(Number) ?? [];
  const rect = { left, top, width, height };
  const w = Number(url.searchParams.get('w'));
  const h = url.searchParams.has('h') ? Number(url.searchParams.get('h')) : Math.round((w * height) / width);
  return { rect, width: w, height: h };
}

export function localVariantName({ rect, width, height }: { rect: Rect; width: number; height: number }): string {
  return `${rect.left}-${rect.top}-${rect.width}-${rect.height}_${width}x${height}.${LOCAL_VARIANTS.format}`;
}

/** A local variant's name read back; null for any other name. */
export function parseLocalVariant(name: string): { rect: Rect; width: number; height: number } | null {
  const match = LOCAL_VARIANT.exec(name);
  if (!match) return null;
  const [left, top, width, height, w, h] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return { rect: { left, top, width, height }, width: w, height: h };
}

function variant(image: ImageSource, origin: Origin, width: number, height: number | undefined, descriptor: string) {
  const url = cdnUrl(image, origin, width, height);
  const frame = framing(url, origin.file);
  return {
    url: origin.project ? url.href : `${LOCAL_IMAGES_PATH}/${origin.fileName}/${localVariantName(frame)}`,
    ...frame,
    descriptor,
  };
}

/** The part of the original shown at these proportions (or the crop's own): the widest file that can be made. */
function region(image: ImageSource, origin: Origin, aspect: number | undefined): Rect {
  const reference = 1000;
  return framing(cdnUrl(image, origin, reference, aspect ? Math.round(reference / aspect) : undefined), origin.file)
    .rect;
}

/** `ladder` up to `limit`, ending at `limit` when the ladder goes beyond it: nothing is made wider than the original. */
function capped(ladder: readonly number[], limit: number): number[] {
  const below = ladder.filter((width) => width < limit);
  return below.length < ladder.length ? [...below, limit] : below;
}

/** Variants already worked out, by image and shape: a page rendered per request (draft mode) asks again each time. */
const variantMemo = new Map<string, readonly ImageVariant[]>();
const VARIANT_MEMO_SIZE = 1000;

/**
 * Every file `shape` needs of `image`, narrowest first; empty when the URL is
 * not one the builder knows. A pure function of its arguments, kept for the
 * last images asked for (the URL builder is a good part of a render's time).
 */
export function imageVariants(image: ImageSource, shape: ImageShape): readonly ImageVariant[] {
  const { url, width, height, crop, hotspot } = image;
  const key = JSON.stringify([url, width, height, crop, hotspot, shape]);
  let variants = variantMemo.get(key);
  if (!variants) {
    variants = Object.freeze(workOutVariants(image, shape));
    if (variantMemo.size >= VARIANT_MEMO_SIZE) variantMemo.delete(variantMemo.keys().next().value!);
    variantMemo.set(key, variants);
  }
  return variants;
}

function workOutVariants(image: ImageSource, shape: ImageShape): ImageVariant[] {
  const origin = originOf(image.url);
  if (!origin) return [];
  if ('box' in shape) {
    const { box } = shape;
    const aspect = box.width ? box.width / box.height : undefined;
    const area = region(image, origin, aspect);
    const cssWidth = box.width ?? Math.round((box.height * area.width) / area.height);
    const widths = capped([cssWidth, 2 * cssWidth], area.width);
    return widths.map((width) =>
      variant(
        image,
        origin,
        width,
        aspect ? Math.round(width / aspect) : undefined,
        `${Number((width / cssWidth).toFixed(2))}x`,
      ),
    );
  }
  const aspect = 'aspect' in shape ? shape.aspect : undefined;
  const area = region(image, origin, aspect);
  return capped(shape.widths, area.width).map((width) =>
    variant(image, origin, width, aspect ? Math.round(width / aspect) : undefined, `${width}w`),
  );
}

/**
 * An `<img>`'s sources for `image` shown as `shape`: a srcset the browser picks
 * from by `sizes` (or by screen density, for a fixed box), and the proportions
 * of what it will get. A URL that is neither the Sanity CDN's nor the
 * dataset's is shown as it is; null when there is no URL.
 */
export function responsiveImage(image: ImageSource, shape: ImageShape, sizes?: string): ResponsiveImage | null {
  if (!image.url) return null;
  const variants = imageVariants(image, shape);
  const widest = variants.at(-1);
  if (!widest) return { src: image.url, width: image.width ?? undefined, height: image.height ?? undefined };
  const srcSet = variants.map((v) => `${v.url} ${v.descriptor}`).join(', ');
  if ('box' in shape) {
    const first = variants[0]!;
    return { src: first.url, srcSet, width: first.width, height: first.height };
  }
  const fallback = fallbackVariant(variants)!;
  return { src: fallback.url, srcSet, sizes, width: widest.width, height: widest.height };
}

/** For a reader that takes no srcset (a browser that ignores it, a feed reader): a middle width. */
const fallbackVariant = (variants: readonly ImageVariant[]) => variants[Math.floor((variants.length - 1) / 2)];

/**
 * One file of `image` shown as `shape`, with its own size: the `src` of
 * `responsiveImage` for a width shape, the 1x file for a box. The URL as it is
 * (its size unknown) when the builder does not know it; null without a URL.
 */
export function singleImage(
  image: ImageSource,
  shape: ImageShape,
): { url: string; width?: number; height?: number } | null {
  if (!image.url) return null;
  const variants = imageVariants(image, shape);
  const chosen = 'box' in shape ? variants[0] : fallbackVariant(variants);
  if (!chosen) return { url: image.url, width: image.width ?? undefined, height: image.height ?? undefined };
  return { url: chosen.url, width: chosen.width, height: chosen.height };
}
