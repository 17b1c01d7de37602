import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { isLocale, languageTag, localeDirection, locales, sitePath, type Locale } from '@vitrine/schemas';
import { ErrorLabelsProvider, type ErrorLabels } from '@/components/errors/error-labels.client';
import { LivePreviewLoader } from '@/components/preview/live-preview-loader.client';
import { PreviewBanner } from '@/components/preview/preview-banner';
import { Background } from '@/components/shell/background';
import { AfterLoadLinks } from '@/components/shell/after-load-links';
import { ColorSchemeStyle } from '@/components/shell/color-scheme-style';
import { FlashToasts } from '@/components/shell/flash-toasts.client';
import { Providers } from '@/components/shell/providers.client';
import { themeScript } from '@/config/theme';
import { SiteFooter } from '@/components/shell/site-footer';
import { ExpectShell, ShellParsed } from '@/components/shell/whole-first-paint';
import { SiteHeader } from '@/components/shell/site-header';
import { SkipLink } from '@/components/shell/skip-link';
import { SocialIconSymbols } from '@/components/ui/social-links';
import { headLinks } from '@/brand/manifest';
import { colorScheme } from '@/brand/scheme';
import { themeColors } from '@/brand/theme-color';
import { getSiteSettings } from '@/content';
import { getOfferedLocales } from '@/content/languages';
import { FLASH_COOKIE } from '@/config/locale';
import { PREVIEW } from '@/config/preview';
import { livePreviewProps } from '@/components/preview/live-props';
import { previewState } from '@/preview/state';
import { getListing, getSiteSeo } from '@/seo/site';
import { GeistSans } from '@/fonts';
import '../globals.css';

/** Every language the site offers (content/languages.ts): a listed language with nothing published gets no page. */
export async function generateStaticParams() {
  return (await getOfferedLocales()).map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const site = await getSiteSeo(locale);
  return {
    title: { default: site.title, template: site.name ? `%s · ${site.name}` : '%s' },
    description: site.description,
    // Where Next's `opengraph-image` files and any relative URL become absolute.
    metadataBase: new URL(site.origin),
    // The icons and the manifest are linked once the page has loaded (components/shell/after-load-links.tsx).
    manifest: null,
  };
}

export async function generateViewport({ params }: LayoutProps<'/[locale]'>): Promise<Viewport> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const settings = await getSiteSettings(locale);
  return { themeColor: themeColors(colorScheme(settings?.ui.primary, settings?.ui.neutral)) };
}

/** The routes the header and the footer link to. */
type NavRoute = 'works' | 'articles' | 'about' | 'contact' | 'map' | 'credits' | 'partners' | 'guardians';

/** The error screens' strings, with `{path}` and `{digest}` left for the client to fill in. */
function errorLabels(t: (key: string, values?: Record<string, string>) => string, locale: Locale): ErrorLabels {
  return {
    unmatched: t('unmatched', { path: '{path}' }),
    invalid: t('invalid', { path: '{path}' }),
    serverError: t('serverError'),
    reference: t('reference', { digest: '{digest}' }),
    sorry: t('sorry'),
    home: t('home'),
    back: t('back'),
    homeHref: sitePath(locale, 'home'),
  };
}

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const [offered, settings, { index }, t, te, tp, preview, live] = await Promise.all([
    getOfferedLocales(),
    getSiteSettings(locale),
    getListing('render'),
    getTranslations('Shell'),
    getTranslations('ErrorScreen'),
    getTranslations('PreviewBanner'),
    previewState(),
    livePreviewProps(),
  ]);
  const name = settings?.profile.name ?? '';
  const socials = (settings?.socials ?? []).filter((social): social is typeof social & { url: string } =>
    Boolean(social.url),
  );

  // Only routes with something to show: a project with only its settings links to no 404.
  const links = (keys: readonly NavRoute[]) =>
    keys.filter((key) => index.offers(locale, key)).map((key) => ({ href: `/${key}`, label: t(`nav.${key}`) }));
  const nav = links(['works', 'articles', 'about', 'contact']);
  const more = links(['map', 'credits', 'partners', 'guardians']);

  return (
    <html
      lang={languageTag(locale)}
      dir={localeDirection(locale)}
      className={`${GeistSans.variable} dark`}
      suppressHydrationWarning
    >
      <head>
        <ExpectShell />
        <ColorSchemeStyle primary={settings?.ui.primary} neutral={settings?.ui.neutral} />
        <AfterLoadLinks links={headLinks(settings?.icons)} />
      </head>
      <body>
        {/* The colour mode before the first paint; a constant the CSP trusts by hash (security/inline-scripts.ts). */}
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
        {/* No i18n runtime in the browser: strings are translated here and passed down as props. */}
        <ErrorLabelsProvider labels={errorLabels(te, locale)}>
          <Providers toastLabel={t('notifications')} toastPosition={settings?.ui.notificationPosition}>
            <SkipLink label={t('skipToContent')} />
            {/* Draft mode only: public pages render neither, so no preview code or token reaches them. */}
            {preview.draftMode ? (
              <PreviewBanner
                label={tp('label')}
                note={preview.active ? tp('drafts') : tp('expired')}
                exitLabel={tp('exit')}
                exitHref={PREVIEW.disablePath}
              />
            ) : null}
            {live ? <LivePreviewLoader {...live} /> : null}
            <FlashToasts messages={{ [FLASH_COOKIE.translationMissing]: t('translationMissing') }} />
            <Background />
            <SiteHeader
              locale={locale}
              name={name}
              homeLabel={t('home', { name })}
              navLabel={t('mainNav')}
              nav={nav}
              locales={locales
                .filter((entry) => offered.includes(entry.code))
                .map(({ code, name, language, dir }) => ({ code, name, language, dir: dir ?? 'ltr' }))}
              languageLabel={t('language')}
              themeLegend={t('theme')}
              themeLabels={{ light: t('themes.light'), dark: t('themes.dark'), system: t('themes.system') }}
            />
            {children}
            <SiteFooter
              copyright={name ? t('copyright', { year: new Date().getFullYear(), name }) : null}
              navLabel={t('footerNav')}
              links={more}
              socials={socials}
              socialsLabel={t('socials')}
            />
            <SocialIconSymbols socials={socials} />
            <ShellParsed />
          </Providers>
        </ErrorLabelsProvider>
      </body>
    </html>
  );
}
