import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { sitePath } from '@vitrine/schemas';
import { ContactChannels } from '@/components/contact/contact-channels';
import { ContactForm, type ContactFormLabels } from '@/components/contact/contact-form.client';
import { CONTACT_FIELD_ERRORS, CONTACT_FIELDS, CONTACT_LIMITS } from '@/contact/schema';
import { ContactLayout } from '@/components/contact/contact-layout';
import { initialContactFormState } from '@/contact/form-state';
import { pageMetadata } from '@/components/page/page-metadata';
import { shownPage } from '@/components/page/shown-page';
import { ShownPageView } from '@/components/page/shown-page-view';
import { sendContactMessage } from '@/contact/action';
import { SLOTS } from '@/config/slots';
import { getPage, getSiteSettings } from '@/content';

type Props = PageProps<'/[locale]/contact'>;

const load = async (locale: string) =>
  shownPage(
    locale,
    'contact',
    (language) => getPage(language, 'contact'),
    (page) => page,
  );

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const shown = await load((await params).locale);
  return shown ? pageMetadata(shown.page, shown.locale) : {};
}

/**
 * Contact: e-mail (copy button, Ctrl/⌘+O), phone, meeting link, the form, then the page's own sections.
 * A static page like the others: the form's signed token (idempotency key, render time) is written into
 * each response by the server (config/slots.ts), or asked from /api/contact/token where no server does.
 */
export default async function ContactPage({ params }: Props) {
  const shown = await load((await params).locale);
  if (!shown) notFound();
  const { locale } = shown;
  setRequestLocale(locale);
  const [settings, t, f, pt] = await Promise.all([
    getSiteSettings(locale),
    getTranslations('ContactPage'),
    getTranslations('ContactForm'),
    getTranslations('PortableText'),
  ]);
  const email = settings?.profile.email ?? null;

  const limits = {
    fullName: { min: CONTACT_LIMITS.fullName.min, max: CONTACT_LIMITS.fullName.max },
    email: { max: CONTACT_LIMITS.email.max },
    phone: { min: CONTACT_LIMITS.phone.minDigits, max: CONTACT_LIMITS.phone.maxDigits },
    subject: { min: CONTACT_LIMITS.subject.min, max: CONTACT_LIMITS.subject.max },
    message: { min: CONTACT_LIMITS.message.min, max: CONTACT_LIMITS.message.max },
  };
  const fields = Object.fromEntries(
    CONTACT_FIELDS.map((field) => [
      field,
      { label: f(`fields.${field}.label`), placeholder: f(`fields.${field}.placeholder`) },
    ]),
  ) as ContactFormLabels['fields'];
  const errors = Object.fromEntries(
    CONTACT_FIELDS.map((field) => [
      field,
      Object.fromEntries(
        CONTACT_FIELD_ERRORS[field].map((code) => [code, f(`errors.${field}.${code}`, limits[field])]),
      ),
    ]),
  ) as ContactFormLabels['errors'];

  return (
    <ShownPageView shown={shown} placement="beforeSections">
      <ContactLayout
        channelsHeading={t('channelsHeading')}
        formHeading={t('formHeading')}
        formIntro={t('formIntro')}
        channels={
          <ContactChannels
            email={email}
            phone={settings?.profile.phone ?? null}
            meetingLink={settings?.meetingLink ?? null}
            labels={{
              email: t('email'),
              copy: t('copy'),
              copied: t('copied'),
              copyFailed: t('copyFailed'),
              shortcutHint: t('shortcutHint'),
              phone: t('phone'),
              meeting: t('meeting'),
              meetingText: t('meetingText'),
              newTab: pt('newTab'),
            }}
          />
        }
        form={
          <ContactForm
            action={sendContactMessage}
            permalink={sitePath(locale, 'contact')}
            initialState={initialContactFormState(SLOTS.formToken.placeholder)}
            locale={locale}
            labels={{
              fields,
              optional: f('optional'),
              errors,
              fixErrors: f('fixErrors'),
              submit: f('submit'),
              sending: f('sending'),
              failed: f('failed'),
              tooLarge: f('rejected.tooLarge'),
              honeypot: f('honeypot'),
            }}
          />
        }
      />
    </ShownPageView>
  );
}
