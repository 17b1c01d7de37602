import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { sitePath, type Locale } from '@vitrine/schemas';
import { notFoundRouteMetadata } from '@/seo/metadata';
import { getSiteSeo } from '@/seo/site';
import { ErrorScreen, withPath } from './error-screen';
import { RequestedPath } from './requested-path.client';

/** Why the page is missing: no route matches, or a route's validate rule refused it (with the page's own message, if any). */
export type NotFoundKind = { kind: 'unmatched' } | { kind: 'invalid'; message?: string | null };

/**
 * The 404 screen of one language, rendered at build time as a static page
 * (app/[locale]/_404): the proxy sends every unknown path here. The screen is
 * marked as a 404 (error-screen.tsx), whatever its message: the Vitrine server
 * sets the status and fills in the requested path's slot, where the message
 * has one (server/respond.ts); on a host that runs Next itself, the proxy
 * answers with this page and the status (proxy.ts).
 */
export async function NotFoundPage({ locale, reason }: { locale: Locale; reason: NotFoundKind }) {
  const t = await getTranslations({ locale, namespace: 'ErrorScreen' });
  const message = reason.kind === 'invalid' && reason.message ? reason.message : t(reason.kind, { path: '{path}' });
  const home = sitePath(locale, 'home');
  return (
    <ErrorScreen
      status={404}
      message={withPath(message, <RequestedPath />)}
      sorry={t('sorry')}
      home={{ href: home, label: t('home') }}
      back={{ href: home, label: t('back') }}
    />
  );
}

/** Not indexed; the title and the feed link, as on every page. */
export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  const [t, site] = await Promise.all([getTranslations({ locale, namespace: 'ErrorScreen' }), getSiteSeo(locale)]);
  return notFoundRouteMetadata(site, t('title'));
}
