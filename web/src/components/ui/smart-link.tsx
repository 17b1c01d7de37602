import type { ReactNode } from 'react';
import { localizedPath, resolveHref } from '@vitrine/schemas';
import { Link } from '@/i18n/navigation';

export interface SmartLinkProps {
  href: string | null | undefined;
  children: ReactNode;
  className?: string;
  /** Read after the link text by screen readers when the link opens a new tab ("opens in a new tab"). */
  newTabLabel?: string;
}

/**
 * An editor's link: site paths go through the locale-aware Link (keeping the
 * language the editor wrote), other sites open in a new tab without handing
 * them `window.opener` or the referrer, and an unsafe target renders as text.
 */
export function SmartLink({ href, children, className, newTabLabel }: SmartLinkProps) {
  const target = resolveHref(href);
  if (!target) return <span className={className}>{children}</span>;
  if (target.kind === 'internal' && target.locale) {
    // A link into a named language: a plain link to its prefixed path. (next-intl's Link with a
    // `locale` needs its client i18n runtime, which the site does not ship.)
    return (
      <a href={localizedPath(target.locale, target.href)} hrefLang={target.locale} className={className}>
        {children}
      </a>
    );
  }
  if (target.kind === 'internal') {
    return (
      <Link href={target.href} className={className}>
        {children}
      </Link>
    );
  }
  if (target.kind === 'anchor' || !target.newTab) {
    return (
      <a href={target.href} className={className}>
        {children}
      </a>
    );
  }
  return (
    <a href={target.href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      {newTabLabel ? <span className="sr-only"> ({newTabLabel})</span> : null}
    </a>
  );
}
