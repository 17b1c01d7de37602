import { CARD_SIZE, CARD_TYPE } from '@/social/card';
import { homeCard, localeParams } from '@/social/cards';

export const size = CARD_SIZE;
export const contentType = CARD_TYPE;
export const generateStaticParams = localeParams;

/** The home page's social card; pages below without a card of their own inherit it. */
export default async function Image({ params }: { params: Promise<{ locale: string }> }) {
  return homeCard((await params).locale);
}
