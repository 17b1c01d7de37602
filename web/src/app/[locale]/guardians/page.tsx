import { PeoplePage, peoplePageMetadata } from '@/components/people/people-page';

type Props = PageProps<'/[locale]/guardians'>;

export async function generateMetadata({ params }: Props) {
  return peoplePageMetadata('guardians', (await params).locale);
}

/** Guardians: the page's intro and sections, then every guardian with avatar, note and since when, longest standing first. */
export default async function GuardiansPage({ params }: Props) {
  return <PeoplePage kind="guardians" locale={(await params).locale} />;
}
