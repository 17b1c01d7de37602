/**
 * Next writes the framework's chunks as `<script src="/_next/static/chunks/…" async="">`,
 * most of them in <head>. A page of ours is about 100 KB of HTML: a chunk that
 * arrives while it is still being parsed runs at once, before the first paint,
 * and Lighthouse's simulation then puts all of the framework's JavaScript on the
 * page's LCP path. As `defer` they are still fetched at once, but run in order
 * once the document is parsed, as React's hydration needs no sooner: the inline
 * `self.__next_f.push` scripts they read keep their place and order. React
 * always writes its preinitialized scripts as `async`, and Next has no option
 * for it, so the server rewrites them (respond.ts).
 *
 * Only Next's own tags, exactly as React writes them, are touched: the same
 * length (`async` and `defer` are five bytes each), so a page is rewritten in
 * place on a copy, without decoding it. Turbopack finds its chunks already in
 * the page by `script[src=…]`, whatever their attributes, and loads each once.
 */

const OPEN = Buffer.from('<script src="/_next/static/chunks/');
/** The rest of a chunk's tag, from its file name. */
const CHUNK_TAG = /^[\w.~-]+\.js(\?[\w=&.~-]*)?" async=""><\/script>/;
/** Longer than any chunk tag's rest: the file name, a deployment query, the attribute. */
const LONGEST_REST = 200;
const DEFER = Buffer.from('defer');

/** Where each of Next's async chunk scripts says `async`, in `html`. */
function asyncPositions(html: Buffer): number[] {
  const positions: number[] = [];
  for (let at = html.indexOf(OPEN); at !== -1; at = html.indexOf(OPEN, at + OPEN.length)) {
    const restStart = at + OPEN.length;
    const rest = html.toString('latin1', restStart, Math.min(html.length, restStart + LONGEST_REST));
    const tag = CHUNK_TAG.exec(rest);
    if (tag) positions.push(restStart + tag[0].lastIndexOf(' async=""') + 1);
  }
  return positions;
}

/** `html` with Next's async chunk scripts deferred; `html` itself when it has none. Never changes `html`. */
export function deferChunkScripts(html: Buffer): Buffer {
  const positions = asyncPositions(html);
  if (positions.length === 0) return html;
  const out = Buffer.from(html);
  for (const position of positions) DEFER.copy(out, position);
  return out;
}
