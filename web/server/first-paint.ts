/**
 * Each page, once per version, made to paint before the framework runs
 * (respond.ts applies it before the CSP hashes and the slots; measured in
 * README → Performance, issue 23).
 *
 * Next writes its chunks as `<script src="/_next/static/chunks/…" async="">`,
 * most of them in <head>. An async script that arrives while a 100 KB page is
 * still being parsed runs at once, before anything is painted. Here each is
 * made an inert data block, and a constant loader at the end of <body> puts it
 * back after the first paint (config/first-paint.ts). The inline
 * `self.__next_f.push` payloads keep their place and order.
 *
 * Only Next's own tags, exactly as React writes them, are touched. A page
 * without them is returned as it is.
 *
 * Tried and reverted (README → Performance): the stylesheets inlined here too.
 * Without a stylesheet to wait for, Chrome painted pages half parsed and before
 * the web face, and those paints moved (layout shifts the images test caught).
 */
import { CHUNK_LOADER, INERT_CHUNK_TYPE } from '../src/config/first-paint';

const OPEN = Buffer.from('<script src="');
/** The rest of a chunk's tag after `<script src="`, exactly as React writes it. */
const CHUNK_TAG = /^(\/_next\/static\/chunks\/[\w.~-]+\.js(?:\?[\w=&.~-]*)?)" async=""><\/script>/;
/** Longer than any chunk tag's rest: the path, a deployment query, the attribute. */
const LONGEST_REST = 240;
const BODY_END = Buffer.from('</body>');
const LOADER = Buffer.from(`<script>${CHUNK_LOADER}</script>`);

/**
 * `html` with Next's chunk scripts inert and, before `</body>`, the loader that starts them after the
 * first paint; `html` itself when it has none. Works on the bytes: a page is never decoded (decoding a
 * 100 KB page with non-ASCII text took about 1 ms, the whole rewrite now takes a small part of that).
 */
export function scriptsAfterPaint(html: Buffer): Buffer {
  const end = html.lastIndexOf(BODY_END);
  if (end === -1) return html;
  const pieces: Buffer[] = [];
  let from = 0;
  for (let at = html.indexOf(OPEN); at !== -1 && at < end; at = html.indexOf(OPEN, at + OPEN.length)) {
    const restStart = at + OPEN.length;
    const tag = CHUNK_TAG.exec(html.toString('latin1', restStart, Math.min(end, restStart + LONGEST_REST)));
    if (!tag) continue;
    pieces.push(
      html.subarray(from, at),
      Buffer.from(`<script type="${INERT_CHUNK_TYPE}" data-src="${tag[1]}"></script>`, 'latin1'),
    );
    from = restStart + tag[0].length;
  }
  if (pieces.length === 0) return html;
  pieces.push(html.subarray(from, end), LOADER, html.subarray(end));
  return Buffer.concat(pieces);
}

/**
 * The rewrite for one server: each answer Next (or the microcache) holds is
 * rewritten once, by identity, and the result kept as long as that answer is.
 */
export function firstPaint(): (page: Buffer) => Buffer {
  const done = new WeakMap<Buffer, Buffer>();
  return (page) => {
    let out = done.get(page);
    if (!out) {
      out = scriptsAfterPaint(page);
      done.set(page, out);
    }
    return out;
  };
}
