import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { GeistSans } from '@/fonts';
import { defaultLocale, languageTag, localeDirection, sitePath } from '@vitrine/schemas';
import { ErrorScreen } from '@/components/errors/error-screen';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: defaultLocale, namespace: 'ErrorScreen' });
  return { title: t('title'), robots: { index: false } };
}

/**
 * What answers a path outside every page: an unknown API route or a missing
 * dataset image (pages' unknown paths get their language's 404 screen from
 * the proxy). No language is known here, so it speaks the default one.
 */
export default async function GlobalNotFound() {
  const t = await getTranslations({ locale: defaultLocale, namespace: 'ErrorScreen' });
  const home = sitePath(defaultLocale, 'home');
  return (
    <html
      lang={languageTag(defaultLocale)}
      dir={localeDirection(defaultLocale)}
      className={`${GeistSans.variable} dark`}
    >
      <body>
        <ErrorScreen
          status={404}
          message={t('title')}
          sorry={t('sorry')}
          home={{ href: home, label: t('home') }}
          back={{ href: home, label: t('back') }}
        />
      </body>
    </html>
  );
}
