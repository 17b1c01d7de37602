import { SmartLink } from '@/components/ui/smart-link';
import buttons from '@/components/ui/button.module.css';
import { sectionHeadingId } from './section-header';
import type { SectionProps } from './types';
import styles from './call-to-action-section.module.css';

/** A closing invitation: a sentence and one or two buttons, in a soft panel. */
export function CallToActionSection({ section, labels }: SectionProps<'callToActionSection'>) {
  const id = sectionHeadingId(section._key);
  return (
    <section aria-labelledby={id} className={styles.panel}>
      <div className={styles.text}>
        <h2 id={id} className={styles.heading}>
          {section.heading}
        </h2>
        {section.text ? <p className={styles.body}>{section.text}</p> : null}
      </div>
      <div className={styles.actions}>
        <SmartLink
          href={section.primary.href}
          className={`${buttons.button} ${buttons.primary}`}
          newTabLabel={labels.newTab}
        >
          {section.primary.label}
        </SmartLink>
        {section.secondary ? (
          <SmartLink
            href={section.secondary.href}
            className={`${buttons.button} ${buttons.secondary}`}
            newTabLabel={labels.newTab}
          >
            {section.secondary.label}
          </SmartLink>
        ) : null}
      </div>
    </section>
  );
}
