import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { creditKinds, isLocale, type CreditKind } from '@vitrine/schemas';
import { CreditGroups } from '@/components/credits/credit-groups';
import { EmptyState } from '@/components/page/empty-state';
import { pageMetadata, pageStructuredData } from '@/components/page/page-metadata';
import { PageView } from '@/components/page/page-view';
import { visiblePage } from '@/components/page/validate-rule';
import { getCreditsPage } from '@/content';

type Props = PageProps<'/[locale]/credits'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const page = visiblePage((await getCreditsPage(locale)).page, locale);
  return page ? pageMetadata(page) : {};
}

/** Credits: the page's intro and sections, then every credit grouped by kind, with link and licence. */
export default async function CreditsPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const [credits, t, pt] = await Promise.all([
    getCreditsPage(locale),
    getTranslations('CreditsPage'),
    getTranslations('PortableText'),
  ]);
  const page = visiblePage(credits.page, locale);
  if (!page) notFound();

  return (
    <PageView page={page} locale={locale} structuredData={await pageStructuredData(page)}>
      {credits.groups.length > 0 ? (
        <CreditGroups
          groups={credits.groups}
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
    </PageView>
  );
}
