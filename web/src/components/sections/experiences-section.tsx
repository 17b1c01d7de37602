import { formatMonthYear } from '@/i18n/format';
import { SmartLink } from '@/components/ui/smart-link';
import { SectionHeader, sectionHeadingId } from './section-header';
import type { SectionProps } from './types';
import styles from './experiences-section.module.css';

/** A career timeline, newest first; a role with no end date is the current one ("present"). */
export function ExperiencesSection({ section, labels, locale }: SectionProps<'experiencesSection'>) {
  const id = sectionHeadingId(section._key);
  return (
    <section aria-labelledby={id} className={styles.section}>
      <SectionHeader id={id} heading={section.heading} />
      <ol className={styles.timeline}>
        {section.items.map((item) => {
          const current = !item.end;
          const period = labels.period(
            formatMonthYear(item.start, locale),
            item.end ? formatMonthYear(item.end, locale) : labels.present,
          );
          return (
            <li key={item._key} className={styles.item} data-current={current}>
              <span className={styles.marker} aria-hidden="true" />
              <p className={styles.period}>{period}</p>
              <h3 className={styles.role}>{item.title}</h3>
              <p className={styles.company}>
                {item.url ? (
                  <SmartLink href={item.url} className={styles.companyLink} newTabLabel={labels.newTab}>
                    {item.company}
                  </SmartLink>
                ) : (
                  item.company
                )}
                {item.location ? (
                  <>
                    <span aria-hidden="true" className={styles.separator}>
                      ·
                    </span>
                    <span className={styles.location}>{item.location}</span>
                  </>
                ) : null}
              </p>
              {item.description ? <p className={styles.description}>{item.description}</p> : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
