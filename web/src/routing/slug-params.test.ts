import { describe, expect, it } from 'vitest';
import { slugParams } from './slug-params';

describe('slugParams', () => {
  it.each([
    [
      { locale: 'fr', slug: ['studio', 'processus'] },
      { locale: 'fr', slug: 'studio/processus' },
    ],
    [
      { locale: 'pt', slug: ['notas', 'escala-tipografica'] },
      { locale: 'pt', slug: 'notas/escala-tipografica' },
    ],
    [{ locale: 'de', slug: ['about'] }, null],
    [{ locale: 'en', slug: ['%E0%A4%A'] }, null],
    [{ locale: 'en', slug: ['Designing'] }, null],
    [{ locale: 'en', slug: ['..', 'etc'] }, null],
  ])('%j → %j', (params, expected) => {
    expect(slugParams(params)).toEqual(expected);
  });
});
