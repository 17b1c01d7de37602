/**
 * Serves the demo dataset's original image files for the local source, as the
 * Sanity CDN serves uploaded assets: the site's icons and social cards use
 * them, pages show the variants made in [variant]/. File names carry the
 * content's sha1, so they are immutable. Prerendered at build time; nothing
 * here runs per request.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseImageFile } from '@vitrine/schemas/dataset';
import { localImagesDir } from '@/images/variants';

export const dynamicParams = false;

export async function generateStaticParams(): Promise<{ file: string }[]> {
  const dir = localImagesDir();
  if (!dir) return [];
  const files = await readdir(dir).catch(() => [] as string[]);
  return files.filter((file) => parseImageFile(file)).map((file) => ({ file }));
}

export async function GET(_request: Request, { params }: RouteContext<'/dataset-images/[file]'>) {
  const { file } = await params;
  const dir = localImagesDir();
  const image = parseImageFile(file);
  if (!dir || !image) return new Response('Not found', { status: 404 });
  const body = await readFile(join(dir, file));
  return new Response(new Uint8Array(body), {
    headers: {
      'content-type': image.mimeType,
      'cache-control': 'public, max-age=31536000, immutable',
    },
  });
}
