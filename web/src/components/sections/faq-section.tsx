import { RichText } from '@/components/portable-text/rich-text';
import { Icon } from '@/components/ui/icon';
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
                    <Icon size={18} className={styles.chevron}>
                      <path d="m6 9 6 6 6-6" />
                    </Icon>
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
