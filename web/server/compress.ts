/**
 * The Vitrine server's compression (`npm start`, which turns Next's off:
 * server/main.ts); `next start` and the standalone output compress with Next's
 * own (next.config.ts `compress`), Vercel and Netlify at their edge.
 *
 * Response compression, done once per version of a static response: a page
 * served from Next's cache has an ETag, and its compressed bytes are kept in
 * memory (a small LRU) so a busy page is compressed once, not per request.
 * Responses without an ETag (per-request pages) are compressed on the fly,
 * faster and lighter.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** How much the client wants each encoding (q=0 refuses), from its Accept-Encoding. */
function qualities(header: string | undefined): (name: Encoding) => number {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').slice(0, 256).toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const wildcard = accepted.get('*');
  return (name) => accepted.get(name) ?? wildcard ?? 0;
}

/** The best encoding the client accepts (q=0 refuses), or null for none. */
export function negotiateEncoding(header: string | undefined): Encoding | null {
  const quality = qualities(header);
  if (quality('br') > 0) return 'br';
  if (quality('gzip') > 0) return 'gzip';
  return null;
}

/** The client accepts this encoding, whether or not it prefers another. */
export const acceptsEncoding = (header: string | undefined, encoding: Encoding) => qualities(header)(encoding) > 0;

const COMPRESSIBLE =
  /^(text\/|application\/(json|javascript|xml|rss\+xml|atom\+xml|manifest\+json|ld\+json)|image\/svg\+xml)/;

/** Worth compressing: a text type, and more than a packet's worth. */
export function isCompressible(contentType: string | undefined, bytes: number): boolean {
  return bytes >= 1024 && COMPRESSIBLE.test(contentType ?? '');
}

/**
 * Compression levels by effort: `max` for a body compressed once and kept,
 * `fast` for one compressed on every response. On a 64 KB article in draft
 * mode, Brotli 3 and gzip 3 take 0.3 and 0.45 ms where Brotli 5 and gzip 6
 * took 1.1 ms or more, for 10% more bytes (14.4 and 17.0 KB against 12.9 and
 * 15.7 KB): Brotli 3 is still smaller than gzip 6.
 */
export const LEVELS = {
  max: { br: 11, gzip: 9 },
  fast: { br: 3, gzip: 3 },
} as const satisfies Record<string, Record<Encoding, number>>;

export function compress(body: Buffer, encoding: Encoding, effort: keyof typeof LEVELS): Buffer {
  const level = LEVELS[effort][encoding];
  if (encoding === 'br') {
    return brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: level,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  }
  return gzipSync(body, { level });
}

/** Least recently used, bounded by bytes. */
export class ByteCache {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): Buffer | undefined {
    const value = this.entries.get(key);
    if (value) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: Buffer): void {
    if (value.length > this.maxBytes / 4) return;
    const old = this.entries.get(key);
    if (old) this.bytes -= old.length;
    this.entries.delete(key);
    this.entries.set(key, value);
    this.bytes += value.length;
    for (const [oldest, buffer] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= buffer.length;
    }
  }

  get size(): number {
    return this.bytes;
  }
}
