/**
 * A built Studio (`sanity build`'s folder) served from the lake's own origin,
 * so its API host is where it was loaded from. Files by path; any other path
 * is the Studio's own route, answered with its `index.html`.
 */
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

export async function serveStatic(
  dir: string,
  pathname: string,
): Promise<{ bytes: Buffer; headers: Record<string, string> } | null> {
  let path: string;
  try {
    path = normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '');
  } catch {
    return null;
  }
  if (path.split(sep).includes('..')) return null;
  const file = extname(path) ? join(dir, path) : join(dir, 'index.html');
  try {
    const bytes = await readFile(file);
    const hashed = path.startsWith(`static${sep}`) || path.startsWith('static/');
    return {
      bytes,
      headers: {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      },
    };
  } catch {
    return null;
  }
}
