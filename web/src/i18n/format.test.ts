import { describe, expect, it } from 'vitest';
import { dateTimeAttribute, formatLongDate, formatMonthYear, parseContentDate } from './format';

describe('parseContentDate', () => {
  it.each([
    ['2024-03-01', '2024-03-01T00:00:00.000Z'],
    ['2024-03-01T10:30:00Z', '2024-03-01T10:30:00.000Z'],
  ])('reads %s', (input, iso) => {
    expect(parseContentDate(input)?.toISOString()).toBe(iso);
  });

  it.each([[null], [undefined], [''], ['March 2024'], ['2024-13-45']])('refuses %s', (input) => {
    expect(parseContentDate(input)).toBeNull();
  });
});

describe('formatMonthYear', () => {
  it.each([
    ['en', '2021-01-01', 'Jan 2021'],
    ['fr', '2021-01-01', 'janv. 2021'],
    ['pt', '2021-01-01', 'jan. de 2021'],
    ['en', '2023-12-31', 'Dec 2023'],
  ] as const)('%s %s → %s (calendar date, never the day before)', (locale, input, expected) => {
    expect(formatMonthYear(input, locale)).toBe(expected);
  });

  it('is empty for a missing date', () => {
    expect(formatMonthYear(null, 'en')).toBe('');
  });
});

describe('formatLongDate', () => {
  it.each([
    ['en', '2022-06-05', 'June 5, 2022'],
    ['fr', '2022-06-05', '5 juin 2022'],
    ['pt', '2022-06-05', '5 de junho de 2022'],
  ] as const)('%s %s → %s', (locale, input, expected) => {
    expect(formatLongDate(input, locale)).toBe(expected);
  });
});

describe('dateTimeAttribute', () => {
  it.each([
    ['2022-06-05', '2022-06-05'],
    ['2022-06-05T23:00:00Z', '2022-06-05'],
    [null, ''],
  ])('%s → %s', (input, expected) => {
    expect(dateTimeAttribute(input)).toBe(expected);
  });
});
