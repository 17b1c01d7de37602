import type { ComponentType } from 'react';
import { CallToActionSection } from './call-to-action-section';
import { CardGridSection } from './card-grid-section';
import { ExperiencesSection } from './experiences-section';
import { FaqSection } from './faq-section';
import { HeroSection } from './hero-section';
import { ImageSection } from './image-section';
import { PeopleSection } from './people-section';
import { RichTextSection } from './rich-text-section';
import { StackSection } from './stack-section';
import type { Section, SectionContext, SectionOf, SectionProps } from './types';
import styles from './sections.module.css';

/**
 * Section type → component. The mapped type makes a section type the query
 * can return but the registry lacks (or a component taking the wrong section)
 * a type error.
 */
export const sectionRegistry = {
  heroSection: HeroSection,
  richTextSection: RichTextSection,
  cardGridSection: CardGridSection,
  faqSection: FaqSection,
  experiencesSection: ExperiencesSection,
  stackSection: StackSection,
  peopleSection: PeopleSection,
  callToActionSection: CallToActionSection,
  imageSection: ImageSection,
} satisfies { [Type in Section['_type']]: ComponentType<SectionProps<Type>> };

function SectionView<Type extends Section['_type']>({ section, ...context }: SectionProps<Type>) {
  // A type from a newer schema than this build renders nothing rather than failing the page.
  const Component = sectionRegistry[section._type] as ComponentType<SectionProps<Type>> | undefined;
  return Component ? <Component section={section as SectionOf<Type>} {...context} /> : null;
}

export interface SectionListProps extends Omit<SectionContext, 'isPageTitle'> {
  sections: readonly Section[];
  /** The page has no header of its own: a hero in first place carries the page's h1. */
  heroAsTitle?: boolean;
}

/** A page body, section after section. Presentational: labels and settings come in as props. */
export function SectionList({ sections, heroAsTitle = false, ...context }: SectionListProps) {
  if (sections.length === 0) return null;
  return (
    <div className={styles.list}>
      {sections.map((section, index) => (
        <SectionView
          key={section._key}
          section={section}
          {...context}
          isPageTitle={heroAsTitle && index === 0 && section._type === 'heroSection'}
        />
      ))}
    </div>
  );
}
