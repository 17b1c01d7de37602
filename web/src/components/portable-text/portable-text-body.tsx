import { getTranslations } from 'next-intl/server';
import { calloutTones, type Locale } from '@vitrine/schemas';
import { RichText, type RichTextLabels, type RichTextProps } from './rich-text';

type Translator = Awaited<ReturnType<typeof getTranslations<'PortableText'>>>;

/** The labels rich text needs, from the `PortableText` messages. */
export function richTextLabels(t: Translator): RichTextLabels {
  return {
    newTab: t('newTab'),
    callout: Object.fromEntries(calloutTones.map((tone) => [tone, t(`callout.${tone}`)])) as RichTextLabels['callout'],
  };
}

/**
 * An article body or any rich text, with its labels translated: the component
 * pages use. `RichText` is the same without the translation step, for tests
 * and for callers that already hold the labels.
 */
export async function PortableTextBody({ locale, ...props }: Omit<RichTextProps, 'labels'> & { locale?: Locale }) {
  const t = await (locale ? getTranslations({ locale, namespace: 'PortableText' }) : getTranslations('PortableText'));
  return <RichText {...props} labels={richTextLabels(t)} />;
}
