import { ImageResponse } from 'next/og';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ogFonts } from '@/app/fonts/og';
import { colorScheme } from '@/brand/scheme';
import { recordRemoteFetches } from '../../test/remote-fetches';
import { CARD_SIZE, cardText, clip, initials, SocialCard, type CardContent } from './card';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe('card text', () => {
  it.each([
    [
      'keeps the languages’ letters and punctuation',
      'Concevoir le calme — « cœur » → ações…',
      'Concevoir le calme — « cœur » → ações…',
    ],
    ['turns spaces the font lacks into spaces', '12\u202fmars\u00a02026', '12 mars 2026'],
    ['leaves out, whole, text with something the fonts cannot draw: never half of it', 'Design 🎨 Привет', ''],
    ['never a right-to-left title drawn wrong', 'مرحبا بكم', ''],
    ['drops invisible marks', 'Cafe\u200e\u00ad', 'Cafe'],
  ])('%s', (_, text, expected) => {
    expect(cardText(text)).toBe(expected);
  });

  it('clips long text at a word, with an ellipsis', () => {
    expect(clip('The quiet interface, and why it matters', 24)).toBe('The quiet interface…');
    expect(clip('Short', 24)).toBe('Short');
  });

  it('writes the owner’s initials', () => {
    expect(initials('Lívia Vilar')).toBe('LV');
  });
});

describe('SocialCard', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    [
      'French with an emoji',
      {
        kicker: { text: 'Article · 12\u202fmars 2026 · 6 min de lecture' },
        title: 'Concevoir pour le calme 🧘 : moins de notifications, plus d’attention',
        description: 'Pourquoi une interface qui se tait respecte mieux « le temps » des gens.',
        owner: { name: 'Lívia Vilar', job: 'Designer produit', host: 'liviavilar.example.org' },
      },
    ],
    [
      'Arabic',
      {
        kicker: { text: 'مقالة · ٦ دقائق' },
        title: 'التصميم من أجل الهدوء',
        description: 'لماذا تحترم الواجهة الهادئة وقت الناس.',
        owner: { name: 'Lívia Vilar', job: 'مصممة منتجات', host: 'liviavilar.example.org' },
      },
    ],
  ] as [string, CardContent][])(
    'renders a 1200 × 630 PNG with the self-hosted fonts, asking the network for nothing (%s)',
    async (_, content) => {
      const remote = recordRemoteFetches();
      const response = new ImageResponse(<SocialCard content={content} tokens={colorScheme('rose', 'stone').dark} />, {
        ...CARD_SIZE,
        fonts: await ogFonts(),
      });
      const image = new Uint8Array(await response.arrayBuffer());
      expect(pngSize(image)).toEqual({ width: 1200, height: 630 });
      expect(remote).toEqual([]);
    },
  );
});
