import { describe, expect, it } from 'vitest';
import { evenTracks, imageSizes } from './sizes';

describe('imageSizes', () => {
  it.each([
    ['across the text column', 'content', {}, '(min-width: 736px) 696px, calc(100vw - 40px)'],
    ['across the wide column', 'wide', {}, '(min-width: 1088px) 1048px, calc(100vw - 40px)'],
    [
      'two bordered cards from 720 px, wide column',
      'wide',
      { tracks: [evenTracks(720, 2, 24)], inset: 2 },
      '(min-width: 1088px) 510px, (min-width: 720px) calc((100vw - 64px) * 0.5 - 2px), calc(100vw - 42px)',
    ],
    [
      'two bordered cards from 720 px, text column',
      'content',
      { tracks: [evenTracks(720, 2, 24)], inset: 2 },
      '(min-width: 736px) 334px, (min-width: 720px) calc((100vw - 64px) * 0.5 - 2px), calc(100vw - 42px)',
    ],
    [
      'at most 736 px in the wide column: fixed from where it reaches it',
      'wide',
      { max: 736 },
      '(min-width: 776px) 736px, calc(100vw - 40px)',
    ],
    [
      'at most 736 px in the text column, which is narrower',
      'content',
      { max: 736 },
      '(min-width: 736px) 696px, calc(100vw - 40px)',
    ],
    [
      'three columns past the text column’s maximum: fixed at each',
      'content',
      { tracks: [evenTracks(640, 2, 16), evenTracks(960, 3, 16)], inset: 2 },
      '(min-width: 960px) 220px, (min-width: 736px) 338px, (min-width: 640px) calc((100vw - 56px) * 0.5 - 2px), calc(100vw - 42px)',
    ],
    [
      'an unequal track (a hero picture: 0.85 of 2 fr beside the text, 64 px apart)',
      'wide',
      { tracks: [{ from: 960, share: 0.425, gaps: 64 }] },
      '(min-width: 1088px) 419px, (min-width: 960px) calc((100vw - 104px) * 0.425), calc(100vw - 40px)',
    ],
  ] as const)('%s', (_, column, layout, expected) => {
    expect(imageSizes(column, layout)).toBe(expected);
  });
});
