import styles from './sections.module.css';

/** A section's h2 and optional intro; `id` names the section for `aria-labelledby`. */
export function SectionHeader({ id, heading, intro }: { id: string; heading: string; intro?: string | null }) {
  return (
    <div className={styles.header}>
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
    </div>
  );
}

/** The id of a section's heading, unique on the page (section keys are). */
export const sectionHeadingId = (key: string) => `section-${key}`;
