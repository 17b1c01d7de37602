import { ImageResponse } from 'next/og';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordRemoteFetches } from '../../test/remote-fetches';
import { OG_FONT_FAMILY, ogFonts } from './og';

const PNG = [0x89, 0x50, 0x4e, 0x47];

describe('ogFonts', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('hands next/og regular and bold Geist, read once', async () => {
    const fonts = await ogFonts();
    expect(fonts.map(({ name, weight, style }) => ({ name, weight, style }))).toEqual([
      { name: 'Geist', weight: 400, style: 'normal' },
      { name: 'Geist', weight: 700, style: 'normal' },
    ]);
    expect(await ogFonts()).toBe(fonts);
  });

  // For a character its fonts lack, Satori fetches a font from Google Fonts: in production a
  // request per render, here an error. A card in every language must need no such request.
  it.each([
    ['covers a card in every language', 'Concevoir le calme — « cœur » → ações… “calm”', 0],
    ['would go to the network for a character it lacks', 'Привет', 1],
  ])('%s', async (_, text, requests) => {
    const remote = recordRemoteFetches();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const card = (
      <div style={{ display: 'flex', flexDirection: 'column', fontFamily: OG_FONT_FAMILY }}>
        <div style={{ fontWeight: 700 }}>{text}</div>
        <div style={{ fontWeight: 400 }}>{text}</div>
      </div>
    );
    const response = new ImageResponse(card, { width: 600, height: 160, fonts: await ogFonts() });
    const image = new Uint8Array(await response.arrayBuffer());
    expect([...image.subarray(0, 4)]).toEqual(PNG);
    expect(remote.length > 0).toBe(requests > 0);
  });
});
