import { RichText } from '@/components/portable-text/rich-text';
import { SectionHeader, sectionHeadingId } from './section-header';
import type { SectionProps } from './types';
import styles from './sections.module.css';

/**
 * Free text in the reading measure; its own headings sit one level under the
 * section's. Without a heading it is a plain block, not a `<section>`: a
 * section is a titled part of the page (HTML checkers warn about one without).
 */
export function RichTextSection({ section, labels }: SectionProps<'richTextSection'>) {
  const id = sectionHeadingId(section._key);
  if (!section.heading) {
    return (
      <div className={styles.measure}>
        <RichText value={section.body} labels={labels.richText} headingShift={0} />
      </div>
    );
  }
  return (
    <section className={styles.measure} aria-labelledby={id}>
      <SectionHeader id={id} heading={section.heading} />
      <RichText value={section.body} labels={labels.richText} headingShift={1} />
    </section>
  );
}
