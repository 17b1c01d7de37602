import type { MetadataRoute } from 'next';
import { webManifest } from '@/brand/manifest';
import { getWebManifest } from '@/content';

/** /manifest.webmanifest, from the site settings; generated at build time, renewed by the settings' webhook. */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  return webManifest(await getWebManifest());
}
