/**
 * Dates as visitors read them, formatted with Intl for the page's language.
 * Content dates are calendar dates (`2024-03-01`), so they are read and
 * formatted in UTC: a visitor west of Greenwich never sees the day before.
 */
import { languageTag, type Locale } from '@vitrine/schemas';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

/** A content date (`YYYY-MM-DD` or a full ISO timestamp) as a Date; null when it is not one. */
export function parseContentDate(value: string | null | undefined): Date | null {
  if (!value || !ISO_DATE.test(value)) return null;
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}:${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(languageTag(locale), { ...options, timeZone: 'UTC' });
    formatters.set(key, cached);
  }
  return cached;
}

/** "Mar 2024", "mars 2024", "mar. de 2024". Empty for a missing or malformed date. */
export function formatMonthYear(value: string | null | undefined, locale: Locale): string {
  const date = parseContentDate(value);
  return date ? formatter(locale, { month: 'short', year: 'numeric' }).format(date) : '';
}

/** "March 1, 2024", "1 mars 2024", "1 de março de 2024". Empty for a missing or malformed date. */
export function formatLongDate(value: string | null | undefined, locale: Locale): string {
  const date = parseContentDate(value);
  return date ? formatter(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(date) : '';
}

/** The `datetime` attribute of a <time>: the calendar date, or '' when there is none. */
export function dateTimeAttribute(value: string | null | undefined): string {
  const date = parseContentDate(value);
  return date ? date.toISOString().slice(0, 10) : '';
}
