import { CARD_SIZE, CARD_TYPE } from '@/social/card';
import { localeParams, pageCard } from '@/social/cards';

export const size = CARD_SIZE;
export const contentType = CARD_TYPE;
export const generateStaticParams = localeParams;

/** The map page's social card (Next adds it to the page's og:image). */
export default async function Image({ params }: { params: Promise<{ locale: string }> }) {
  return pageCard((await params).locale, 'map');
}
