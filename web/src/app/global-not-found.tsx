import type { Metadata } from 'next';
import { GeistSans } from './fonts';
import { defaultLocale, languageTag } from '@vitrine/schemas';
import { ErrorScreen } from '@/components/errors/error-screen.client';
import en from '../../messages/en.json';
import './globals.css';

export const metadata: Metadata = { title: '404', robots: { index: false } };

/**
 * A path outside every locale (e.g. /de/about): no route matches, so there is
 * no locale to speak; answered in the default language (SPEC §2).
 */
export default function GlobalNotFound() {
  const t = en.ErrorScreen;
  return (
    <html lang={languageTag(defaultLocale)} className={`${GeistSans.variable} dark`}>
      <body>
        <ErrorScreen status={404} labels={{ message: t.unmatched, sorry: t.sorry, home: t.home, back: t.back }} />
      </body>
    </html>
  );
}
