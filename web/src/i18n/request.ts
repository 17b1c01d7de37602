import { getRequestConfig } from 'next-intl/server';
import { defaultLocale, isLocale, type Locale } from '@vitrine/schemas';
import { withFallback, type Messages } from './messages';

const load = async (locale: Locale): Promise<Messages> =>
  (await import(`../../messages/${locale}.json`)).default as Messages;

/** Each language's messages, completed from the default language's where its file lacks a key; merged once per process. */
const merged = new Map<Locale, Promise<Messages>>();
function messagesOf(locale: Locale): Promise<Messages> {
  let messages = merged.get(locale);
  if (!messages) {
    messages =
      locale === defaultLocale
        ? load(locale)
        : Promise.all([load(locale), load(defaultLocale)]).then(([own, fallback]) => withFallback(own, fallback));
    merged.set(locale, messages);
  }
  return messages;
}

/** next-intl's request config: the locale the route set (setRequestLocale), and its messages. */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : defaultLocale;
  return {
    locale,
    messages: (await messagesOf(locale)) as Record<string, never>,
    // Dates are formatted in UTC (format.ts). Naming the zone also spares next-intl asking Intl for the
    // process's own on every request that renders, a new Intl.DateTimeFormat each time.
    timeZone: 'UTC',
  };
});
