import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getSiteSettings } from '@/content';
import { routing } from '@/i18n/routing';
import { Availability } from '@/components/home/availability';

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [settings, t] = await Promise.all([getSiteSettings(locale), getTranslations('HomePage')]);
  if (!settings) throw new Error('The site settings document (_id "siteSettings") is missing from the content source.');

  return (
    <main id="main" className="home">
      <h1 className="home__name">{settings.profile.name}</h1>
      <p className="home__job">{settings.profile.job}</p>
      <Availability available={settings.available} label={settings.available ? t('available') : t('unavailable')} />
    </main>
  );
}
