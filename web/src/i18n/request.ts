import { getRequestConfig } from 'next-intl/server';
import { defaultLocale, isLocale } from '@vitrine/schemas';

/** next-intl's request config: the locale the route set (setRequestLocale), and its messages. */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : defaultLocale;
  return {
    locale,
    messages: (await import(`../../messages/${locale}.json`)).default,
    // Dates are formatted in UTC (format.ts). Naming the zone also spares next-intl asking Intl for the
    // process's own on every request that renders, a new Intl.DateTimeFormat each time.
    timeZone: 'UTC',
  };
});
