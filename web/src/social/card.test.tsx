import { ImageResponse } from 'next/og';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ogFonts } from '@/fonts/og';
import { colorScheme } from '@/brand/scheme';
import { recordRemoteFetches } from '../../test/remote-fetches';
import { CARD_SIZE, initials, layoutCard, SocialCard, type CardContent } from './card';
import { pngHash } from './card-file';
import { cardFaces } from './faces';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

const tokens = colorScheme('rose', 'stone').dark;
let faces: Awaited<ReturnType<typeof cardFaces>>;
beforeAll(async () => {
  faces = await cardFaces();
});

const owner = { name: 'Lívia Vilar', job: 'Designer produit', host: 'liviavilar.example.org' };

describe('initials', () => {
  it('takes the first letter of the first two words, kept apart so Arabic letters do not join', () => {
    expect(initials('Lívia Vilar')).toBe('L\u200cV');
    expect(initials('ليفيا فيلار')).toBe('ل\u200cف');
    expect(initials('  élise ')).toBe('É');
  });
});

describe('layoutCard', () => {
  it('lays out Arabic, right to left, and French with emoji', () => {
    const arabic = layoutCard(
      { title: 'التصميم من أجل الهدوء', description: 'لماذا تحترم الواجهة الهادئة وقت الناس.', owner },
      tokens,
      faces,
      'rtl',
    );
    expect(arabic.direction).toBe('rtl');
    expect(arabic.title).toMatchObject({ text: 'التصميم من أجل الهدوء', direction: 'rtl', cut: false });
    expect(arabic.description?.direction).toBe('rtl');
    const french = layoutCard({ title: 'Concevoir pour le calme 🧘', owner }, tokens, faces, 'ltr');
    expect(french.title?.text).toBe('Concevoir pour le calme 🧘');
    expect(french.title?.svg).toContain('<image');
  });

  it('leaves out whole what it cannot draw: the title falls back to the owner’s name, never letters missing', () => {
    const layout = layoutCard(
      { title: 'Дизайн и код', description: 'Тихие интерфейсы', kicker: { text: 'Статья' }, owner },
      tokens,
      faces,
      'ltr',
    );
    expect(layout.title?.text).toBe('Lívia Vilar');
    expect(layout.description).toBeNull();
    expect(layout.kicker).toBeNull();
    expect(layout.name?.text).toBe('Lívia Vilar');
  });

  it('sets a long title smaller, then cuts it at a word', () => {
    const short = layoutCard({ title: 'Calm', owner }, tokens, faces, 'ltr').title!;
    const long = layoutCard({ title: 'A quiet interface '.repeat(4).trim(), owner }, tokens, faces, 'ltr').title!;
    const huge = layoutCard({ title: 'A quiet interface '.repeat(20).trim(), owner }, tokens, faces, 'ltr').title!;
    expect(long.height / long.lines).toBeLessThan(short.height / short.lines);
    expect(long.cut).toBe(false);
    expect(huge.cut).toBe(true);
    expect(huge.text.endsWith('…')).toBe(true);
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
      'ltr',
    ],
    [
      'Arabic',
      {
        kicker: { text: 'مقالة · ٦ دقائق' },
        title: 'التصميم من أجل الهدوء',
        description: 'لماذا تحترم الواجهة الهادئة وقت الناس.',
        owner: { name: 'ليفيا فيلار', job: 'مصممة منتجات', host: 'liviavilar.example.org' },
      },
      'rtl',
    ],
  ] as [string, CardContent, 'ltr' | 'rtl'][])(
    'renders a 1200 × 630 PNG with the self-hosted fonts, the same bytes each time, asking the network for nothing (%s)',
    { timeout: 30_000 },
    async (_, content, direction) => {
      const remote = recordRemoteFetches();
      const draw = async () => {
        const layout = layoutCard(content, tokens, faces, direction);
        const response = new ImageResponse(<SocialCard layout={layout} content={content} tokens={tokens} />, {
          ...CARD_SIZE,
          fonts: await ogFonts(),
        });
        return new Uint8Array(await response.arrayBuffer());
      };
      const image = await draw();
      expect(pngSize(image)).toEqual({ width: 1200, height: 630 });
      // The card's hash (its ETag and the version in its URL) is only stable if the drawing is.
      expect(pngHash(await draw())).toBe(pngHash(image));
      expect(remote).toEqual([]);
    },
  );
});
