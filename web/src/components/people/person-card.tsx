import type { Locale } from '@vitrine/schemas';
import { ContentImage, type ImageData } from '@/components/ui/content-image';
import { IMAGE_SHAPES } from '@/config/images';
import { ExternalHost } from '@/components/ui/external-host';
import { SmartLink } from '@/components/ui/smart-link';
import { standInAttributes, type StandIn } from '@/components/ui/stand-in';
import { dateTimeAttribute, formatMonthYear } from '@/i18n/format';
import styles from './person-card.module.css';

/** A partner or a guardian, as `personFields` projects them. */
export interface Person {
  _id: string;
  _type: 'partner' | 'guardian';
  name: string;
  url: string | null;
  text: string;
  since: string | null;
  image: ImageData | null;
  /** Set when the person's text is in another language than the page's, standing in for a translation. */
  standIn?: StandIn;
}

export interface PersonLabels {
  /** "Supporting since {date}" with the date already formatted. */
  since: (date: string) => string;
  newTab: string;
}

/**
 * One partner (logo, name, blurb, website) or guardian (avatar, name, note,
 * since when). With a link, the whole card is clickable through its name.
 */
export function PersonCard({
  person,
  labels,
  locale,
  headingLevel = 'h3',
}: {
  person: Person;
  labels: PersonLabels;
  locale: Locale;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  const partner = person._type === 'partner';
  const since = person.since ? formatMonthYear(person.since, locale) : '';
  return (
    <article
      className={styles.card}
      data-kind={person._type}
      data-linked={Boolean(person.url)}
      {...standInAttributes(person.standIn)}
    >
      <div className={partner ? styles.logo : styles.avatar}>
        <ContentImage
          image={person.image}
          alt=""
          shape={partner ? IMAGE_SHAPES.logo : IMAGE_SHAPES.avatar}
          className={styles.image}
        />
      </div>
      <div className={styles.body}>
        <Heading className={styles.name}>
          {person.url ? (
            <SmartLink href={person.url} className={`${styles.link} stretched-link`} newTabLabel={labels.newTab}>
              {person.name}
            </SmartLink>
          ) : (
            person.name
          )}
        </Heading>
        <p className={styles.text}>{person.text}</p>
        {since ? (
          <p className={styles.meta}>
            <time dateTime={dateTimeAttribute(person.since)}>{labels.since(since)}</time>
          </p>
        ) : partner && person.url ? (
          <ExternalHost url={person.url} className={styles.meta} />
        ) : null}
      </div>
    </article>
  );
}

/** Partners or guardians in a responsive grid. */
export function PersonGrid({
  people,
  labels,
  locale,
  headingLevel,
}: {
  people: readonly Person[];
  labels: PersonLabels;
  locale: Locale;
  headingLevel?: 'h2' | 'h3';
}) {
  if (people.length === 0) return null;
  const kind = people[0]!._type;
  return (
    <ul className={styles.grid} data-kind={kind}>
      {people.map((person) => (
        <li key={person._id}>
          <PersonCard person={person} labels={labels} locale={locale} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
