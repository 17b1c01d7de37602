import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { isLocale, type Locale, type PartnersPageQueryResult } from '@vitrine/schemas';
import { EmptyState } from '@/components/page/empty-state';
import { pageMetadata, pageStructuredData } from '@/components/page/page-metadata';
import { PageView } from '@/components/page/page-view';
import { visiblePage } from '@/components/page/validate-rule';
import { getGuardiansPage, getPartnersPage } from '@/content';
import { PersonGrid, type Person } from './person-card';

/**
 * The partners and guardians routes: the page document's intro and sections,
 * then every person or organisation of that kind. One loader per kind, one view.
 */
type Kind = 'partners' | 'guardians';
type PeoplePageData = { page: PartnersPageQueryResult['page']; people: readonly Person[] };

const KINDS: Record<
  Kind,
  { load: (locale: Locale) => Promise<PeoplePageData>; messages: 'PartnersPage' | 'GuardiansPage' }
> = {
  partners: {
    load: async (locale) => {
      const data = await getPartnersPage(locale);
      return { page: data.page, people: data.partners };
    },
    messages: 'PartnersPage',
  },
  guardians: {
    load: async (locale) => {
      const data = await getGuardiansPage(locale);
      return { page: data.page, people: data.guardians };
    },
    messages: 'GuardiansPage',
  },
};

async function load(kind: Kind, locale: string) {
  if (!isLocale(locale)) return null;
  const data = await KINDS[kind].load(locale);
  const page = visiblePage(data.page, locale);
  return page ? { locale, page, people: data.people } : null;
}

export async function peoplePageMetadata(kind: Kind, locale: string): Promise<Metadata> {
  const loaded = await load(kind, locale);
  return loaded ? pageMetadata(loaded.page) : {};
}

export async function PeoplePage({ kind, locale }: { kind: Kind; locale: string }) {
  const loaded = await load(kind, locale);
  if (!loaded) notFound();
  setRequestLocale(loaded.locale);
  const [t, s, pt] = await Promise.all([
    getTranslations(KINDS[kind].messages),
    getTranslations('Sections'),
    getTranslations('PortableText'),
  ]);
  return (
    <PageView page={loaded.page} locale={loaded.locale} structuredData={await pageStructuredData(loaded.page)}>
      {loaded.people.length > 0 ? (
        <PersonGrid
          people={loaded.people}
          locale={loaded.locale}
          headingLevel="h2"
          labels={{ since: (date) => s('since', { date }), newTab: pt('newTab') }}
        />
      ) : (
        <EmptyState>{t('empty')}</EmptyState>
      )}
    </PageView>
  );
}
