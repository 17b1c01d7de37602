import { ContentImage } from '@/components/ui/content-image';
import type { SectionProps } from './types';
import styles from './image-section.module.css';

/** One image with its caption, at text width or wide. */
export function ImageSection({ section }: SectionProps<'imageSection'>) {
  const wide = section.layout === 'wide';
  return (
    <figure className={styles.figure} data-layout={section.layout}>
      <ContentImage
        image={section.image}
        sizes={wide ? '(min-width: 1100px) 66rem, 100vw' : '(min-width: 48rem) 46rem, 100vw'}
        className={styles.image}
      />
      {section.image.caption ? <figcaption className={styles.caption}>{section.image.caption}</figcaption> : null}
    </figure>
  );
}
