import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { GeistMono } from 'geist/font/mono';
import { GeistSans } from 'geist/font/sans';
import { languageTag, locales } from '@vitrine/schemas';
import { Background } from '@/components/shell/background';
import { FlashToasts } from '@/components/shell/flash-toasts.client';
import { Providers } from '@/components/shell/providers.client';
import { SiteFooter } from '@/components/shell/site-footer';
import { SiteHeader } from '@/components/shell/site-header';
import { SkipLink } from '@/components/shell/skip-link';
import { getSiteSettings } from '@/content';
import { FLASH_COOKIE } from '@/config/locale';
import { routing } from '@/i18n/routing';
import '../globals.css';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const settings = await getSiteSettings(locale);
  const name = settings?.profile.name ?? '';
  return {
    title: { default: settings?.seo.title ?? name, template: `%s · ${name}` },
    description: settings?.seo.description ?? undefined,
    metadataBase: settings?.seo.url ? new URL(settings.seo.url) : undefined,
    icons: {
      icon: [
        ...(settings?.icons.favicon ? [{ url: settings.icons.favicon }] : []),
        ...(settings?.icons.icon32 ? [{ url: settings.icons.icon32, sizes: '32x32', type: 'image/png' }] : []),
        ...(settings?.icons.icon16 ? [{ url: settings.icons.icon16, sizes: '16x16', type: 'image/png' }] : []),
      ],
      apple: settings?.icons.appleTouchIcon ?? undefined,
    },
  };
}

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [settings, t, messages] = await Promise.all([getSiteSettings(locale), getTranslations('Shell'), getMessages()]);
  const name = settings?.profile.name ?? '';

  const nav = (['works', 'articles', 'about', 'contact'] as const).map((key) => ({
    href: `/${key}`,
    label: t(`nav.${key}`),
  }));
  const more = (['map', 'credits', 'partners', 'guardians'] as const).map((key) => ({
    href: `/${key}`,
    label: t(`nav.${key}`),
  }));

  return (
    <html
      lang={languageTag(locale)}
      className={`${GeistSans.variable} ${GeistMono.variable} dark`}
      suppressHydrationWarning
    >
      <body>
        {/* Client leaves translate nothing but the error screen: every other string is passed as props. */}
        <NextIntlClientProvider messages={{ ErrorScreen: messages.ErrorScreen }}>
          <Providers toastLabel={t('notifications')}>
            <SkipLink label={t('skipToContent')} />
            <FlashToasts messages={{ [FLASH_COOKIE.translationMissing]: t('translationMissing') }} />
            <Background />
            <SiteHeader
              locale={locale}
              name={name}
              homeLabel={t('home', { name })}
              navLabel={t('mainNav')}
              nav={nav}
              locales={locales.map((entry) => ({ ...entry }))}
              languageLabel={t('language')}
              themeLegend={t('theme')}
              themeLabels={{ light: t('themes.light'), dark: t('themes.dark'), system: t('themes.system') }}
            />
            {children}
            <SiteFooter
              copyright={t('copyright', { year: new Date().getFullYear(), name })}
              navLabel={t('footerNav')}
              links={more}
              socials={(settings?.socials ?? []).filter((social): social is typeof social & { url: string } =>
                Boolean(social.url),
              )}
              socialsLabel={t('socials')}
            />
          </Providers>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
