import { PeoplePage, peoplePageMetadata } from '@/components/people/people-page';

type Props = PageProps<'/[locale]/partners'>;

export async function generateMetadata({ params }: Props) {
  return peoplePageMetadata('partners', (await params).locale);
}

/** Partners: the page's intro and sections, then every partner with logo, website and a one-line blurb. */
export default async function PartnersPage({ params }: Props) {
  return <PeoplePage kind="partners" locale={(await params).locale} />;
}
