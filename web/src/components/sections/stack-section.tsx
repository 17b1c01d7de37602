import { displayHost } from '@/components/ui/href';
import { SmartLink } from '@/components/ui/smart-link';
import { SectionHeader, sectionHeadingId } from './section-header';
import type { SectionProps } from './types';
import styles from './stack-section.module.css';

/** The first letters of a tool's name, for its tile ("Next.js" → "N", "VS Code" → "VC"). */
export function toolMonogram(name: string): string {
  const words = name.split(/[\s._-]+/).filter((word) => /^[\p{L}\p{N}]/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/**
 * The tools of the trade. Icons are Iconify names (`simple-icons:figma`), which
 * would need the icon API at run time; the site shows a monogram tile instead.
 */
export function StackSection({ section, labels }: SectionProps<'stackSection'>) {
  const id = sectionHeadingId(section._key);
  return (
    <section aria-labelledby={id}>
      <SectionHeader id={id} heading={section.heading} intro={section.intro} />
      <ul className={styles.grid}>
        {section.items.map((tool) => (
          <li key={tool._key}>
            <SmartLink href={tool.url} className={styles.tool} newTabLabel={labels.newTab}>
              <span className={styles.tile} aria-hidden="true" data-icon={tool.icon}>
                {toolMonogram(tool.name)}
              </span>
              <span className={styles.text}>
                <span className={styles.name}>{tool.name}</span>
                <span className={styles.host}>{displayHost(tool.url)}</span>
              </span>
            </SmartLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
