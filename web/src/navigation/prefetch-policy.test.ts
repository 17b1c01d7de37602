import { describe, expect, it } from 'vitest';
import { mayPrefetch } from './prefetch-policy';

describe('mayPrefetch', () => {
  it.each([
    ['no Network Information API (Firefox, Safari)', undefined, true],
    ['4g', { effectiveType: '4g', saveData: false }, true],
    ['3g', { effectiveType: '3g' }, true],
    ['2g', { effectiveType: '2g', saveData: false }, false],
    ['slow-2g', { effectiveType: 'slow-2g' }, false],
    ['Save-Data on 4g', { effectiveType: '4g', saveData: true }, false],
    ['Save-Data, type unknown', { saveData: true }, false],
    ['type unknown', {}, true],
  ])('%s → %s', (_, connection, expected) => {
    expect(mayPrefetch(connection)).toBe(expected);
  });
});
