import type { WorkListQueryResult } from '@vitrine/schemas';
import { ContentImage } from '@/components/ui/content-image';
import { IMAGE_SHAPES, type Column } from '@/config/images';
import { IMAGE_LAYOUTS } from '@/images/layouts';
import { imageSizes } from '@/images/sizes';
import { ExternalHost } from '@/components/ui/external-host';
import { SmartLink } from '@/components/ui/smart-link';
import { StandInBadge, standInAttributes, type StandIn } from '@/components/ui/stand-in';
import styles from './work-card.module.css';

/** A work; `standIn` is set when it is in another language than the page's, standing in for a translation. */
export type Work = WorkListQueryResult[number] & { standIn?: StandIn };

export interface WorkLabels {
  comingSoon: string;
  featured: string;
  newTab: string;
}

/** A work: image, name, short description, its release (a year or "coming soon") and its link. */
export function WorkCard({
  work,
  labels,
  sizes,
  headingLevel = 'h2',
  eager = false,
  priority = false,
}: {
  work: Work;
  labels: WorkLabels;
  /** How wide the image is drawn (images/sizes.ts). */
  sizes: string;
  headingLevel?: 'h2' | 'h3';
  eager?: boolean;
  priority?: boolean;
}) {
  const Heading = headingLevel;
  const release = work.release.comingSoon ? labels.comingSoon : work.release.year ? String(work.release.year) : null;
  return (
    <article className={styles.card} {...standInAttributes(work.standIn)}>
      <div className={styles.media}>
        <ContentImage
          image={work.image}
          shape={IMAGE_SHAPES.card}
          sizes={sizes}
          eager={eager}
          priority={priority}
          className={styles.image}
        />
        {work.featured ? <span className={styles.featured}>{labels.featured}</span> : null}
      </div>
      <div className={styles.body}>
        <div className={styles.titleRow}>
          <Heading className={styles.name}>
            <SmartLink href={work.link} className={`${styles.link} stretched-link`} newTabLabel={labels.newTab}>
              {work.name}
            </SmartLink>
          </Heading>
          {release ? (
            <span className={styles.release} data-coming-soon={work.release.comingSoon}>
              {release}
            </span>
          ) : null}
        </div>
        <p className={styles.description}>{work.description}</p>
        {work.standIn ? <StandInBadge standIn={work.standIn} /> : null}
        <ExternalHost url={work.link} className={styles.host} />
      </div>
    </article>
  );
}

/**
 * Works in a two-column grid in `column`. When the grid opens the page
 * (`leading`), its first row loads at once, the first image first; otherwise
 * every image waits until it is near the viewport.
 */
export function WorkGrid({
  works,
  labels,
  column,
  leading = false,
  headingLevel,
}: {
  works: readonly Work[];
  labels: WorkLabels;
  column: Column;
  leading?: boolean;
  headingLevel?: 'h2' | 'h3';
}) {
  const sizes = imageSizes(column, IMAGE_LAYOUTS.workGrid);
  return (
    <ul className={styles.grid}>
      {works.map((work, index) => (
        <li key={work._id}>
          <WorkCard
            work={work}
            labels={labels}
            sizes={sizes}
            headingLevel={headingLevel}
            eager={leading && index < 2}
            priority={leading && index === 0}
          />
        </li>
      ))}
    </ul>
  );
}
