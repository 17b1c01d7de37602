import type { ImageShape } from '@/config/images';
import { responsiveImage, type ImageSource } from '@/images/image-url';

export interface ImageData extends ImageSource {
  alt?: string | null;
}

/**
 * A content image, framed as the editor cropped it and centred on their
 * hotspot, in the files `shape` needs (images/image-url.ts): the browser picks
 * the one that fits from `sizes`. Intrinsic width and height, so the layout
 * never shifts; lazy unless `eager` (above the fold) or `priority` (the
 * likely largest paint, fetched first). A plain <img>: no client JavaScript.
 */
export function ContentImage({
  image,
  shape,
  sizes,
  eager = false,
  priority = false,
  className,
  alt,
}: {
  image: ImageData | null | undefined;
  shape: ImageShape;
  /** How wide the image is drawn at each viewport width (images/sizes.ts); fixed boxes need none. */
  sizes?: string;
  eager?: boolean;
  priority?: boolean;
  className?: string;
  /** Overrides the image's own alt text ("" for a decorative image). */
  alt?: string;
}) {
  if (!image) return null;
  const sources = responsiveImage(image, shape, sizes);
  if (!sources) return null;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- responsive files for both sources with no client JS; see images/image-url.ts
    <img
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.sizes}
      width={sources.width}
      height={sources.height}
      alt={alt ?? image.alt ?? ''}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  );
}
