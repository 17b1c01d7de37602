import { describe, expect, it } from 'vitest';
import type { WebManifestQueryResult } from '@vitrine/schemas';
import { headLinks, iconSizes, MANIFEST_PATH, webManifest } from './manifest';
import { PALETTES } from './palettes';

const settings = {
  name: 'Lívia Vilar',
  shortName: 'Lívia',
  description: 'Product designer',
  themeColor: '#047857',
  primary: 'violet',
  neutral: 'stone',
  icons: [
    { url: '/dataset-images/a-48x48.svg', width: 48, height: 48, mimeType: 'image/svg+xml' },
    { url: '/dataset-images/b-180x180.png', width: 180, height: 180, mimeType: 'image/png' },
    null,
  ],
} satisfies NonNullable<WebManifestQueryResult>;

describe('webManifest', () => {
  it('names the site, opens at the root in its own window, lists the icons with their sizes', () => {
    expect(webManifest(settings)).toEqual({
      name: 'Lívia Vilar',
      short_name: 'Lívia',
      description: 'Product designer',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#047857',
      background_color: PALETTES.stone[10],
      icons: [
        { src: '/dataset-images/a-48x48.svg', sizes: 'any', type: 'image/svg+xml' },
        { src: '/dataset-images/b-180x180.png', sizes: '180x180', type: 'image/png' },
      ],
    });
  });

  it.each([
    ['left empty', null],
    ['malformed', 'green'],
  ])('takes the primary palette’s button colour when the theme colour is %s', (_, themeColor) => {
    expect(webManifest({ ...settings, themeColor }).theme_color).toBe(PALETTES.violet[6]);
  });

  it('still answers without a settings document', () => {
    expect(webManifest(null)).toMatchObject({ name: '', short_name: '', icons: [], theme_color: PALETTES.emerald[7] });
  });
});

describe('iconSizes', () => {
  it('gives a bitmap its size and type, an SVG any size, and leaves out what it does not know', () => {
    expect(iconSizes({ url: '/a.png', width: 48, height: 48, mimeType: 'image/png' })).toEqual({
      sizes: '48x48',
      type: 'image/png',
    });
    expect(iconSizes({ url: '/a.svg', width: 48, height: 48, mimeType: 'image/svg+xml' })).toEqual({
      sizes: 'any',
      type: 'image/svg+xml',
    });
    expect(iconSizes({ url: '/a.png', width: null, height: null, mimeType: 'image/png' })).toEqual({
      type: 'image/png',
    });
  });
});

describe('headLinks', () => {
  it('links each icon the settings have with its size and type, the touch icon, and the manifest', () => {
    expect(
      headLinks({
        favicon: { url: '/f-48x48.png', width: 48, height: 48, mimeType: 'image/png' },
        icon32: '/i-32.png',
        icon16: '/i-16.png',
        appleTouchIcon: '/t-180.png',
      }),
    ).toEqual([
      { rel: 'icon', href: '/f-48x48.png', sizes: '48x48', type: 'image/png' },
      { rel: 'icon', href: '/i-32.png', sizes: '32x32', type: 'image/png' },
      { rel: 'icon', href: '/i-16.png', sizes: '16x16', type: 'image/png' },
      { rel: 'apple-touch-icon', href: '/t-180.png' },
      { rel: 'manifest', href: MANIFEST_PATH },
    ]);
  });

  it('links only the manifest when there are no settings', () => {
    expect(headLinks(undefined)).toEqual([{ rel: 'manifest', href: MANIFEST_PATH }]);
  });
});
