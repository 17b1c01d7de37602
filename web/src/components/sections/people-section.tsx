import { PersonGrid } from '@/components/people/person-card';
import { SectionHeader, sectionHeadingId } from './section-header';
import type { SectionProps } from './types';

/** Partners or guardians: the ones the editor picked, or all of that kind in the page's language. */
export function PeopleSection({ section, labels, locale }: SectionProps<'peopleSection'>) {
  const id = sectionHeadingId(section._key);
  const people = section.people ?? [];
  return (
    <section aria-labelledby={id}>
      <SectionHeader id={id} heading={section.heading} intro={section.intro} />
      <PersonGrid people={people} labels={{ since: labels.since, newTab: labels.newTab }} locale={locale} />
    </section>
  );
}
