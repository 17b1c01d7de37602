/**
 * The web manifest from the site settings: names, description, colours and
 * icons. Pure; app/manifest.ts serves it at /manifest.webmanifest.
 */
import type { MetadataRoute } from 'next';
import { hexColorPattern, type SiteSettingsQueryResult, type WebManifestQueryResult } from '@vitrine/schemas';
import { colorScheme } from './scheme';

type Icon = NonNullable<MetadataRoute.Manifest['icons']>[number];

/** An icon file as the queries describe it (the site settings' favicon has the same fields). */
export type IconAsset = NonNullable<NonNullable<WebManifestQueryResult>['icons'][number]>;

/** What a manifest entry or an icon link says of a file: an SVG scales to any size, a bitmap is the size it is. */
export function iconSizes({ width, height, mimeType }: IconAsset): { sizes?: string; type?: string } {
  const sizes = mimeType === 'image/svg+xml' ? 'any' : width && height ? `${width}x${height}` : undefined;
  return { ...(sizes ? { sizes } : {}), ...(mimeType ? { type: mimeType } : {}) };
}

function icon(entry: IconAsset | null): Icon | null {
  return entry?.url ? { src: entry.url, ...iconSizes(entry) } : null;
}

/**
 * Installed, the site opens at the root (which sends the visitor to their
 * language) in its own window. The theme colour is the owner's, or else the
 * primary palette's button colour; the background is the dark page the site
 * opens in by default.
 */
export function webManifest(settings: WebManifestQueryResult): MetadataRoute.Manifest {
  const scheme = colorScheme(settings?.primary, settings?.neutral);
  const themeColor = settings?.themeColor && hexColorPattern.test(settings.themeColor) ? settings.themeColor : null;
  return {
    name: settings?.name ?? '',
    short_name: settings?.shortName ?? settings?.name ?? '',
    ...(settings?.description ? { description: settings.description } : {}),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: themeColor ?? scheme.light['primary-solid'],
    background_color: scheme.dark.bg,
    icons: (settings?.icons ?? []).map(icon).filter((entry): entry is Icon => entry !== null),
  };
}

/** Where app/manifest.ts serves the manifest. */
export const MANIFEST_PATH = '/manifest.webmanifest';

/** An icon or manifest link of the page head, as its attributes. */
export interface HeadLink {
  rel: 'icon' | 'apple-touch-icon' | 'manifest';
  href: string;
  sizes?: string;
  type?: string;
}

/**
 * The page head's icon and manifest links from the site settings: each icon with its size and type, so a
 * browser fetches the one icon it needs, not the others besides.
 */
export function headLinks(icons: NonNullable<SiteSettingsQueryResult>['icons'] | undefined): HeadLink[] {
  return [
    ...(icons?.favicon?.url ? [{ rel: 'icon' as const, href: icons.favicon.url, ...iconSizes(icons.favicon) }] : []),
    ...(icons?.icon32 ? [{ rel: 'icon' as const, href: icons.icon32, sizes: '32x32', type: 'image/png' }] : []),
    ...(icons?.icon16 ? [{ rel: 'icon' as const, href: icons.icon16, sizes: '16x16', type: 'image/png' }] : []),
    ...(icons?.appleTouchIcon ? [{ rel: 'apple-touch-icon' as const, href: icons.appleTouchIcon }] : []),
    { rel: 'manifest', href: MANIFEST_PATH },
  ];
}
