import type { Metadata } from 'next';
import { GeistSans } from './fonts';
import { defaultLocale, languageTag, sitePath } from '@vitrine/schemas';
import { ErrorScreen } from '@/components/errors/error-screen';
import en from '../../messages/en.json';
import './globals.css';

export const metadata: Metadata = { title: en.ErrorScreen.title, robots: { index: false } };

/**
 * What answers a path outside every page: an unknown API route or a missing
 * dataset image (pages' unknown paths get their language's 404 screen from
 * the proxy). No language is known here, so it speaks the default one.
 */
export default function GlobalNotFound() {
  const t = en.ErrorScreen;
  const home = sitePath(defaultLocale, 'home');
  return (
    <html lang={languageTag(defaultLocale)} className={`${GeistSans.variable} dark`}>
      <body>
        <ErrorScreen
          status={404}
          message={t.title}
          sorry={t.sorry}
          home={{ href: home, label: t.home }}
          back={{ href: home, label: t.back }}
        />
      </body>
    </html>
  );
}
