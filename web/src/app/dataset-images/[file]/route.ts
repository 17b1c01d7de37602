/**
 * Serves the demo dataset's image files for the local source, as the Sanity
 * CDN serves uploaded assets. File names carry the content's sha1, so they are
 * immutable. Prerendered at build time; nothing here runs per request.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseImageFile } from '@vitrine/schemas/dataset';
import { env } from '@/env';

export const dynamicParams = false;

function imagesDir(): string | null {
  const content = env().content;
  return content.source === 'local' ? join(content.datasetDir, 'images') : null;
}

export async function generateStaticParams(): Promise<{ file: string }[]> {
  const dir = imagesDir();
  if (!dir) return [];
  const files = await readdir(dir).catch(() => [] as string[]);
  return files.filter((file) => parseImageFile(file)).map((file) => ({ file }));
}

export async function GET(_request: Request, { params }: RouteContext<'/dataset-images/[file]'>) {
  const { file } = await params;
  const dir = imagesDir();
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
