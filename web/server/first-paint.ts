/**
 * Each page, once per version, made to paint before the framework runs
 * (respond.ts applies it before the CSP hashes and the slots; measured in
 * README → Performance, issue 23).
 *
 * Next writes its chunks as `<script src="/_next/static/chunks/…" async="">`,
 * most of them in <head>. An async script that arrives while a 100 KB page is
 * still being parsed runs at once, before anything is painted. Here each is
 * made an inert data block, and a constant loader at the end of <body> puts it
 * back after the first frame (config/first-paint.ts). The inline
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

const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[\w.~-]+\.js(?:\?[\w=&.~-]*)?)" async=""><\/script>/g;
const BODY_END = '</body>';
const MARKER = Buffer.from('<script src="/_next/static/chunks/');

/** `html` with Next's chunk scripts inert and the loader that starts them after the first paint before `</body>`. */
export function scriptsAfterPaint(html: string): string {
  const end = html.lastIndexOf(BODY_END);
  if (end === -1) return html;
  let count = 0;
  const head = html.slice(0, end).replace(CHUNK_SCRIPT, (_tag, src: string) => {
    count++;
    return `<script type="${INERT_CHUNK_TYPE}" data-src="${src}"></script>`;
  });
  if (count === 0) return html;
  return `${head}<script>${CHUNK_LOADER}</script>${html.slice(end)}`;
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
      if (!page.includes(MARKER)) return page;
      const html = page.toString('utf8');
      const rewritten = scriptsAfterPaint(html);
      out = rewritten === html ? page : Buffer.from(rewritten, 'utf8');
      done.set(page, out);
    }
    return out;
  };
}
