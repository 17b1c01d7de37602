import { displayHost } from '@/routing/href';
import { SmartLink } from '@/components/ui/smart-link';
import { SectionHeader, sectionHeadingId } from './section-header';
import type { SectionProps } from './types';
import styles from './stack-section.module.css';
import { ToolIcon } from './tool-icon';

/** The tools of the trade: each with its Simple Icons icon, or a letter tile (tool-icon.tsx). */
export function StackSection({ section, labels }: SectionProps<'stackSection'>) {
  const id = sectionHeadingId(section._key);
  return (
    <section aria-labelledby={id}>
      <SectionHeader id={id} heading={section.heading} intro={section.intro} />
      <ul className={styles.grid}>
        {section.items.map((tool) => (
          <li key={tool._key}>
            <SmartLink href={tool.url} className={styles.tool} newTabLabel={labels.newTab}>
              <span className={styles.tile} aria-hidden="true">
                <ToolIcon name={tool.name} icon={tool.icon} />
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
