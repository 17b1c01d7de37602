import { ContentImage } from '@/components/ui/content-image';
import { IMAGE_SHAPES } from '@/config/images';
import { IMAGE_LAYOUTS } from '@/images/layouts';
import { imageSizes } from '@/images/sizes';
import { SmartLink } from '@/components/ui/smart-link';
import { SectionHeader, sectionHeadingId } from './section-header';
import type { SectionProps } from './types';
import styles from './card-grid-section.module.css';

/** Services, principles, offers: a grid of 2–4 columns; a card with a link is clickable as a whole. */
export function CardGridSection({ section, labels, column }: SectionProps<'cardGridSection'>) {
  const sizes = imageSizes(column, IMAGE_LAYOUTS.cardGrid(section.columns));
  const id = sectionHeadingId(section._key);
  return (
    <section aria-labelledby={id}>
      <SectionHeader id={id} heading={section.heading} intro={section.intro} />
      <ul className={styles.grid} data-columns={section.columns}>
        {section.cards.map((card) => (
          <li key={card._key} className={styles.card} data-linked={Boolean(card.link)}>
            {card.image?.url ? (
              <ContentImage image={card.image} shape={IMAGE_SHAPES.card} sizes={sizes} className={styles.image} />
            ) : null}
            <div className={styles.body}>
              <h3 className={styles.title}>{card.title}</h3>
              <p className={styles.text}>{card.text}</p>
              {card.link ? (
                <SmartLink
                  href={card.link.href}
                  className={`${styles.link} stretched-link`}
                  newTabLabel={labels.newTab}
                >
                  {card.link.label}
                  <span aria-hidden="true" className={styles.arrow}>
                    <span className="dir-arrow">→</span>
                  </span>
                </SmartLink>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
