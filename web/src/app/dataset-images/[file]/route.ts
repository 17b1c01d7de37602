/**
 * Serves the demo dataset's image files for the local source, as the Sanity
 * CDN serves uploaded assets. File names carry the content's sha1, so they are
 * immutable. Prerendered at build time; nothing here runs per request.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { env } from '@/env';

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};
const FILE = /^[0-9a-f]{40}-\d+x\d+\.(jpg|jpeg|png|webp|gif|svg)$/;

export const dynamicParams = false;

function imagesDir(): string | null {
  const content = env().content;
  return content.source === 'local' ? join(content.datasetDir, 'images') : null;
}

export async function generateStaticParams(): Promise<{ file: string }[]> {
  const dir = imagesDir();
  if (!dir) return [];
  const files = await readdir(dir).catch(() => [] as string[]);
  return files.filter((file) => FILE.test(file)).map((file) => ({ file }));
}

export async function GET(_request: Request, { params }: RouteContext<'/dataset-images/[file]'>) {
  const { file } = await params;
  const dir = imagesDir();
  const match = FILE.exec(file);
  if (!dir || !match) return new Response('Not found', { status: 404 });
  const body = await readFile(join(dir, file));
  return new Response(new Uint8Array(body), {
    headers: {
      'content-type': TYPES[match[1]!] ?? 'application/octet-stream',
      'cache-control': 'public, max-age=31536000, immutable',
    },
  });
}
