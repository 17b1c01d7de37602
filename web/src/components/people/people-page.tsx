import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale, PartnersPageQueryResult } from '@vitrine/schemas';
import { EmptyState } from '@/components/page/empty-state';
import { pageMetadata } from '@/components/page/page-metadata';
import { shownPage } from '@/components/page/shown-page';
import { ShownPageView } from '@/components/page/shown-page-view';
import { standInMarks } from '@/components/page/stand-in';
import { getGuardiansPage, getPartnersPage } from '@/content';
import { PersonGrid, type Person } from './person-card';

/**
 * The partners and guardians routes: the page document's intro and sections,
 * then every person or organisation of that kind. One loader per kind, one view.
 */
type Kind = 'partners' | 'guardians';
type PeoplePageData = {
  page: PartnersPageQueryResult['page'];
  people: readonly (Person & { locale: string })[];
};

/** Each kind's page document slug (the same in every language), loader and messages. */
const KINDS: Record<
  Kind,
  {
    slug: string;
    load: (locale: Locale, language: Locale) => Promise<PeoplePageData>;
    messages: 'PartnersPage' | 'GuardiansPage';
  }
> = {
  partners: {
    slug: 'partners',
    load: async (locale, language) => {
      const data = await getPartnersPage(locale, language);
      return { page: data.page, people: data.partners };
    },
    messages: 'PartnersPage',
  },
  guardians: {
    slug: 'guardians',
    load: async (locale, language) => {
      const data = await getGuardiansPage(locale, language);
      return { page: data.page, people: data.guardians };
    },
    messages: 'GuardiansPage',
  },
};

const load = (kind: Kind, locale: string) =>
  shownPage(
    locale,
    KINDS[kind].slug,
    (language) => KINDS[kind].load(locale, language),
    (data) => data.page,
  );

export async function peoplePageMetadata(kind: Kind, locale: string): Promise<Metadata> {
  const loaded = await load(kind, locale);
  return loaded ? pageMetadata(loaded.page, loaded.locale) : {};
}

export async function PeoplePage({ kind, locale }: { kind: Kind; locale: string }) {
  const loaded = await load(kind, locale);
  if (!loaded) notFound();
  setRequestLocale(loaded.locale);
  const [t, s, pt, marks] = await Promise.all([
    getTranslations(KINDS[kind].messages),
    getTranslations('Sections'),
    getTranslations('PortableText'),
    standInMarks(loaded.locale),
  ]);
  const people = loaded.data.people.map((person) => ({ ...person, standIn: marks(person.locale) }));
  return (
    <ShownPageView shown={loaded}>
      {people.length > 0 ? (
        <PersonGrid
          people={people}
          locale={loaded.locale}
          headingLevel="h2"
          labels={{ since: (date) => s('since', { date }), newTab: pt('newTab') }}
        />
      ) : (
        <EmptyState>{t('empty')}</EmptyState>
      )}
    </ShownPageView>
  );
}
