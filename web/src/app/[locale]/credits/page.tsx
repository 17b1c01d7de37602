import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { creditKinds, type CreditKind } from '@vitrine/schemas';
import { CreditGroups } from '@/components/credits/credit-groups';
import { EmptyState } from '@/components/page/empty-state';
import { pageMetadata } from '@/components/page/page-metadata';
import { shownPage } from '@/components/page/shown-page';
import { ShownPageView } from '@/components/page/shown-page-view';
import { standInMarks } from '@/components/page/stand-in';
import { getCreditsPage } from '@/content';

type Props = PageProps<'/[locale]/credits'>;

const load = async (locale: string) =>
  shownPage(
    locale,
    'credits',
    (language) => getCreditsPage(locale, language),
    (data) => data.page,
  );

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const shown = await load((await params).locale);
  return shown ? pageMetadata(shown.page, shown.locale) : {};
}

/** Credits: the page's intro and sections, then every credit grouped by kind, with link and licence. */
export default async function CreditsPage({ params }: Props) {
  const shown = await load((await params).locale);
  if (!shown) notFound();
  const { locale, data: credits } = shown;
  setRequestLocale(locale);
  const [t, pt, marks] = await Promise.all([
    getTranslations('CreditsPage'),
    getTranslations('PortableText'),
    standInMarks(locale),
  ]);

  return (
    <ShownPageView shown={shown}>
      {credits.groups.length > 0 ? (
        <CreditGroups
          groups={credits.groups.map((group) => ({
            ...group,
            credits: group.credits.map((credit) => ({ ...credit, standIn: marks(credit.locale) })),
          }))}
          labels={{
            kinds: Object.fromEntries(creditKinds.map((kind) => [kind, t(`kinds.${kind}`)])) as Record<
              CreditKind,
              string
            >,
            licence: t('licence'),
            newTab: pt('newTab'),
          }}
        />
      ) : (
        <EmptyState>{t('empty')}</EmptyState>
      )}
    </ShownPageView>
  );
}
