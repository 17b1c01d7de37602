import { ContentImage } from '@/components/ui/content-image';
import { IMAGE_SHAPES } from '@/config/images';
import { IMAGE_LAYOUTS } from '@/images/layouts';
import { imageSizes } from '@/images/sizes';
import type { SectionProps } from './types';
import styles from './image-section.module.css';

/** One image with its caption, at text width or wide. */
export function ImageSection({ section, column }: SectionProps<'imageSection'>) {
  const wide = section.layout === 'wide';
  return (
    <figure className={styles.figure} data-layout={section.layout}>
      <ContentImage
        image={section.image}
        shape={wide ? IMAGE_SHAPES.wide : IMAGE_SHAPES.column}
        sizes={imageSizes(column, wide ? {} : IMAGE_LAYOUTS.containedImage)}
        className={styles.image}
      />
      {section.image.caption ? <figcaption className={styles.caption}>{section.image.caption}</figcaption> : null}
    </figure>
  );
}
