import { RichText } from '@/components/portable-text/rich-text';
import { SectionHeader, sectionHeadingId } from './section-header';
import type { SectionProps } from './types';
import styles from './faq-section.module.css';

/**
 * Questions grouped in categories. Each answer is a native <details>
 * disclosure: keyboard and screen reader support with no JavaScript.
 */
export function FaqSection({ section, labels }: SectionProps<'faqSection'>) {
  const id = sectionHeadingId(section._key);
  const categories = section.categories.filter((category) => category.questions.length > 0);
  return (
    <section aria-labelledby={id} className={styles.faq}>
      <SectionHeader id={id} heading={section.heading} intro={section.intro} />
      <div className={styles.categories}>
        {categories.map((category) => (
          <div key={category._key} className={styles.category}>
            {categories.length > 1 ? <h3 className={styles.categoryTitle}>{category.title}</h3> : null}
            <div className={styles.questions}>
              {category.questions.map((item) => (
                <details key={item._key} className={styles.item}>
                  <summary className={styles.question}>
                    <span>{item.question}</span>
                    <svg
                      className={styles.chevron}
                      viewBox="0 0 24 24"
                      width="18"
                      height="18"
                      aria-hidden="true"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    >
                      <path d="m6 9 6 6 6-6" />
                    </svg>
                  </summary>
                  <RichText value={item.answer} labels={labels.richText} headingShift={2} className={styles.answer} />
                </details>
              ))}
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
