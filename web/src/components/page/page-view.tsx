import type { ReactNode } from 'react';
import type { Thing } from 'schema-dts';
import type { Locale } from '@vitrine/schemas';
import { Sections } from '@/components/sections/sections';
import type { PageDocument } from '@/components/sections/types';
import { JsonLd } from '@/components/seo/json-ld';
import { PageHeader } from '@/components/ui/page-header';
import { PageColorMode } from './page-color-mode';
import { standInAttributes, StandInNotice, type StandIn } from '@/components/ui/stand-in';
import styles from './page-view.module.css';

export interface PageViewProps {
  page: Pick<PageDocument, 'title' | 'description' | 'colorMode' | 'body'>;
  locale: Locale;
  /** What the route adds to the page's own sections (a form, generated lists…). */
  children?: ReactNode;
  /** Where that goes: after the sections but before closing calls to action (the default), or right under the header. */
  placement?: 'afterSections' | 'beforeSections';
  /** The page's JSON-LD (components/page/page-metadata.ts). */
  structuredData?: readonly Thing[];
  /** Set when the page is the default language's, standing in for a missing translation: noted, and marked with its language. */
  standIn?: StandIn;
}

/**
 * A page document on screen: its forced colour mode if any, its header (a
 * leading hero section, or the title and description as h1 and lead), then
 * its sections and whatever the route adds, inside `<main id="main">`. A page
 * standing in for a missing translation says so first; `locale` is the
 * language its content is in.
 */
export function PageView({
  page,
  locale,
  children,
  placement = 'afterSections',
  structuredData,
  standIn,
}: PageViewProps) {
  const heroFirst = page.body[0]?._type === 'heroSection';
  const sections = heroFirst ? page.body.slice(1) : page.body;
  // Calls to action close a page: what the route adds goes before trailing ones, not after.
  let end = sections.length;
  while (placement === 'afterSections' && children && end > 0 && sections[end - 1]?._type === 'callToActionSection')
    end--;
  const [main, closing] = [sections.slice(0, end), sections.slice(end)];
  // The document's own text carries its language; what the route adds (a form, lists) is in the page's.
  const content = standInAttributes(standIn);
  return (
    <main id="main">
      {structuredData ? <JsonLd nodes={structuredData} /> : null}
      <PageColorMode mode={page.colorMode} />
      <div className="container-wide">
        {standIn ? <StandInNotice standIn={standIn} /> : null}
        {heroFirst ? (
          <div className={styles.hero} {...content}>
            <Sections sections={page.body.slice(0, 1)} locale={locale} heroAsTitle />
          </div>
        ) : (
          <div className={styles.contents} {...content}>
            <PageHeader title={page.title} lead={page.description} />
          </div>
        )}
        <div className={heroFirst ? styles.stack : `${styles.stack} ${styles.afterHeader}`}>
          {placement === 'beforeSections' ? children : null}
          {main.length > 0 ? (
            <div className={styles.contents} {...content}>
              <Sections sections={main} locale={locale} />
            </div>
          ) : null}
          {placement === 'afterSections' ? children : null}
          {closing.length > 0 ? (
            <div className={styles.contents} {...content}>
              <Sections sections={closing} locale={locale} />
            </div>
          ) : null}
        </div>
      </div>
    </main>
  );
}
