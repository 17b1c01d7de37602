import type { WorkListQueryResult } from '@vitrine/schemas';
import { ContentImage } from '@/components/ui/content-image';
import { displayHost } from '@/components/ui/href';
import { SmartLink } from '@/components/ui/smart-link';
import styles from './work-card.module.css';

export type Work = WorkListQueryResult[number];

export interface WorkLabels {
  comingSoon: string;
  featured: string;
  newTab: string;
}

/** A work: image, name, short description, its release (a year or "coming soon") and its link. */
export function WorkCard({
  work,
  labels,
  headingLevel = 'h2',
  priority = false,
}: {
  work: Work;
  labels: WorkLabels;
  headingLevel?: 'h2' | 'h3';
  priority?: boolean;
}) {
  const Heading = headingLevel;
  const release = work.release.comingSoon ? labels.comingSoon : work.release.year ? String(work.release.year) : null;
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <ContentImage
          image={work.image}
          priority={priority}
          sizes="(min-width: 1100px) 33rem, (min-width: 720px) 50vw, 100vw"
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
        <p className={styles.host} aria-hidden="true">
          {displayHost(work.link)} <span className={styles.arrow}>↗</span>
        </p>
      </div>
    </article>
  );
}

/** Works in a two-column grid; the first row's images load first. */
export function WorkGrid({
  works,
  labels,
  headingLevel,
}: {
  works: readonly Work[];
  labels: WorkLabels;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <ul className={styles.grid}>
      {works.map((work, index) => (
        <li key={work._id}>
          <WorkCard work={work} labels={labels} headingLevel={headingLevel} priority={index < 2} />
        </li>
      ))}
    </ul>
  );
}
