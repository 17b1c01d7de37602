import type { ReactNode } from 'react';
import type { PageDocument } from '@/components/sections/types';
import { pageStructuredData } from './page-metadata';
import { PageView, type PageViewProps } from './page-view';
import type { ShownPage } from './shown-page';

/**
 * A route's page document as `shownPage` loaded it (components/page/shown-page.ts):
 * in its own language, or the default language's standing in, with its JSON-LD.
 */
export async function ShownPageView({
  shown,
  children,
  placement,
}: {
  shown: ShownPage<unknown, PageDocument>;
  children?: ReactNode;
  placement?: PageViewProps['placement'];
}) {
  return (
    <PageView
      page={shown.page}
      locale={shown.language}
      standIn={shown.standIn}
      placement={placement}
      structuredData={await pageStructuredData(shown.page)}
    >
      {children}
    </PageView>
  );
}
