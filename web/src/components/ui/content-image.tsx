import type { CSSProperties } from 'react';

export interface ImageData {
  url: string | null;
  width: number | null;
  height: number | null;
  alt?: string | null;
  hotspot?: { x?: number; y?: number } | null;
}

const SANITY_CDN = /^https:\/\/cdn\.sanity\.io\/images\//;
const WIDTHS = [320, 480, 640, 800, 1080, 1280, 1600, 2000];

/** A srcset for images on Sanity's CDN (resized on the fly); local demo images are served as they are. */
export function imageSources(image: ImageData, maxWidth = 2000): { src: string; srcSet?: string } {
  const url = image.url ?? '';
  if (!SANITY_CDN.test(url)) return { src: url };
  const widths = WIDTHS.filter((w) => w <= Math.min(maxWidth, image.width ?? maxWidth));
  const at = (w: number) => `${url}?w=${w}&auto=format&fit=max&q=80`;
  return { src: at(widths.at(-1) ?? 800), srcSet: widths.map((w) => `${at(w)} ${w}w`).join(', ') };
}

/**
 * A content image: intrinsic width/height so the layout never shifts, lazy
 * unless `priority`, object-position from the editor's hotspot. Plain <img>,
 * no client JavaScript.
 */
export function ContentImage({
  image,
  sizes = '100vw',
  priority = false,
  className,
  style,
  alt,
}: {
  image: ImageData | null | undefined;
  sizes?: string;
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
  /** Overrides the image's own alt text ("" for a decorative image). */
  alt?: string;
}) {
  if (!image?.url) return null;
  const { src, srcSet } = imageSources(image);
  const hotspot = image.hotspot;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a CDN-aware <img> with no client JS; see imageSources
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      alt={alt ?? image.alt ?? ''}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
      style={{
        ...(hotspot?.x !== undefined && hotspot?.y !== undefined
          ? { objectPosition: `${Math.round(hotspot.x * 100)}% ${Math.round(hotspot.y * 100)}%` }
          : {}),
        ...style,
      }}
    />
  );
}
