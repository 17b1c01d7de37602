import { CARD_SIZE, CARD_TYPE } from '@/social/card';
import { defaultCard, localeParams } from '@/social/cards';

export const size = CARD_SIZE;
export const contentType = CARD_TYPE;
export const generateStaticParams = localeParams;

/** The articles list has no page document of its own: the site's default card. */
export default async function Image({ params }: { params: Promise<{ locale: string }> }) {
  return defaultCard((await params).locale);
}
