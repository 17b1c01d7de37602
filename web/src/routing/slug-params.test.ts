import { describe, expect, it } from 'vitest';
import { localeCodes } from '@vitrine/schemas';
import { slugParams } from './slug-params';

/** The list's last language: the routes take any listed one. */
const LAST = localeCodes.at(-1)!;

describe('slugParams', () => {
  it.each([
    [
      { locale: LAST, slug: ['studio', 'processus'] },
      { locale: LAST, slug: 'studio/processus' },
    ],
    [
      { locale: LAST, slug: ['notas', 'escala-tipografica'] },
      { locale: LAST, slug: 'notas/escala-tipografica' },
    ],
    [{ locale: 'xx', slug: ['about'] }, null],
    [{ locale: 'en', slug: ['%E0%A4%A'] }, null],
    [{ locale: 'en', slug: ['Designing'] }, null],
    [{ locale: 'en', slug: ['..', 'etc'] }, null],
  ])('%j → %j', (params, expected) => {
    expect(slugParams(params)).toEqual(expected);
  });
});
