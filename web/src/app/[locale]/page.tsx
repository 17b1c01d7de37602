import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { isLocale } from '@vitrine/schemas';
import { ArticleCard } from '@/components/articles/article-card';
import { Hero } from '@/components/home/hero';
import { HomeSection } from '@/components/home/home-section';
import homeStyles from '@/components/home/home-section.module.css';
import {
  homeFallbackMetadata,
  ownerStructuredData,
  pageMetadata,
  pageStructuredData,
} from '@/components/page/page-metadata';
import { PageColorMode } from '@/components/page/page-color-mode';
import { standInMarks } from '@/components/page/stand-in';
import { Sections } from '@/components/sections/sections';
import { SetupPage } from '@/components/setup/setup-page';
import { JsonLd } from '@/components/seo/json-ld';
import { standInAttributes, StandInNotice } from '@/components/ui/stand-in';
import { WorkGrid } from '@/components/works/work-card';
import { getHomePage, getSiteSettings } from '@/content';
import { loadShown } from '@/content/languages';
import { getListing } from '@/seo/site';

type Props = PageProps<'/[locale]'>;

/** The home page document in this language, or the default language's standing in for it. */
const load = (locale: string) =>
  isLocale(locale) ? loadShown(locale, 'home', (language) => getHomePage(locale, language)) : null;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const [settings, home] = await Promise.all([getSiteSettings(locale), load(locale)]);
  if (!settings) {
    const t = await getTranslations({ locale, namespace: 'SetupPage' });
    return { title: { absolute: t('metaTitle') }, robots: { index: false, follow: false } };
  }
  if (!home) return {};
  return home.value.page ? pageMetadata(home.value.page, locale) : homeFallbackMetadata(locale);
}

/** What a project with no site settings yet shows at each language's root. */
async function Setup() {
  const t = await getTranslations('SetupPage');
  return (
    <SetupPage
      labels={{
        title: t('title'),
        lead: t('lead'),
        first: t('first'),
        steps: [t('settings'), t('home'), t('pages')],
        note: t.rich('note', { code: (command) => <code>{command}</code> }),
      }}
    />
  );
}

export default async function HomePage({ params }: Props) {
  const { locale } = await params;
  const shown = await load(locale);
  if (!shown || !isLocale(locale)) notFound();
  setRequestLocale(locale);
  const home = shown.value;
  const [settings, { index }, t, tArticles, tWorks, marks] = await Promise.all([
    getSiteSettings(locale),
    getListing('render'),
    getTranslations('HomePage'),
    getTranslations('ArticlesPage'),
    getTranslations('WorksPage'),
    standInMarks(locale),
  ]);
  if (!settings) return <Setup />;
  const hero = home.page?.body.find((section) => section._type === 'heroSection');
  const sections = home.page?.body.filter((section) => section._type !== 'heroSection') ?? [];
  const structuredData = home.page ? await pageStructuredData(home.page) : await ownerStructuredData(locale);
  const pageStandIn = home.page ? marks(home.page.locale) : undefined;

  return (
    <main id="main" className="container">
      <JsonLd nodes={structuredData} />
      <PageColorMode mode={home.page?.colorMode} />
      {pageStandIn ? <StandInNotice standIn={pageStandIn} /> : null}
      <Hero
        name={settings.profile.name ?? ''}
        job={settings.profile.job ?? ''}
        jobStandIn={marks(settings.profile.jobLanguage ?? locale)}
        intro={hero && 'text' in hero ? (hero.text ?? null) : null}
        introStandIn={pageStandIn}
        picture={settings.profile.picture ?? null}
        available={settings.available}
        availabilityLabel={settings.available ? t('available') : t('unavailable')}
        meetingLink={settings.meetingLink ?? null}
        contactHref={index.offers(locale, 'contact') ? '/contact' : null}
        socials={settings.socials.filter((social): social is typeof social & { url: string } => Boolean(social.url))}
        labels={{
          workTogether: t('workTogether'),
          bookMeeting: t('bookMeeting'),
          newTab: t('newTab'),
          socials: t('socials'),
        }}
      />
      {home.featuredWorks.length > 0 ? (
        <HomeSection id="featured-works" title={t('featuredWorks')} more={{ href: '/works', label: t('allWorks') }}>
          <WorkGrid
            works={home.featuredWorks.map((work) => ({ ...work, standIn: marks(work.locale) }))}
            column="content"
            headingLevel="h3"
            labels={{ comingSoon: tWorks('comingSoon'), featured: tWorks('featured'), newTab: t('newTab') }}
          />
        </HomeSection>
      ) : null}
      {home.latestArticles.length > 0 ? (
        <HomeSection
          id="latest-articles"
          title={t('latestArticles')}
          more={{ href: '/articles', label: t('allArticles') }}
        >
          <ul className={homeStyles.list}>
            {home.latestArticles.map((article) => (
              <li key={article._id}>
                <ArticleCard
                  article={article}
                  locale={locale}
                  readingTime={tArticles('readingTime', { minutes: article.readingTime ?? 1 })}
                  headingLevel="h3"
                  standIn={marks(article.locale)}
                />
              </li>
            ))}
          </ul>
        </HomeSection>
      ) : null}
      <div className={homeStyles.section} {...standInAttributes(pageStandIn)}>
        <Sections sections={sections} locale={home.page?.locale ?? locale} column="content" />
      </div>
    </main>
  );
}
