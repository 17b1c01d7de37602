import { RichText } from '@/components/portable-text/rich-text';
import { SectionHeader, sectionHeadingId } from './section-header';
import type { SectionProps } from './types';
import styles from './sections.module.css';

/** Free text in the reading measure; its own headings sit one level under the section's. */
export function RichTextSection({ section, labels }: SectionProps<'richTextSection'>) {
  const id = sectionHeadingId(section._key);
  return (
    <section className={styles.measure} aria-labelledby={section.heading ? id : undefined}>
      {section.heading ? <SectionHeader id={id} heading={section.heading} /> : null}
      <RichText value={section.body} labels={labels.richText} headingShift={section.heading ? 1 : 0} />
    </section>
  );
}
