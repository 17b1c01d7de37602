/**
 * Each page, once per version, made to paint before the framework runs and
 * without a request for its styles (respond.ts applies it before the CSP
 * hashes and the slots). Both are measured in README → Performance (issue 23).
 *
 * - **Styles inline.** Each of Next's stylesheet links becomes a `<style>` with
 *   the file's text, in the same place, so the cascade keeps its order. The link
 *   stays after it, `disabled` (not fetched): React finds it there and never
 *   inserts it again, and a client navigation to a page with other styles adds
 *   links as usual. Nothing is added to the RSC payload, as Next's
 *   `experimental.inlineCss` would (it doubled a navigation's transfer here).
 * - **Scripts after the paint.** Next writes its chunks as
 *   `<script src="/_next/static/chunks/…" async="">`; an async script that
 *   arrives while a 100 KB page is still being parsed runs at once, before
 *   anything is painted. They are made inert and a constant loader puts them
 *   back after the first frame (config/first-paint.ts). The inline
 *   `self.__next_f.push` payloads keep their place and order.
 *
 * Only Next's own tags, exactly as React writes them, are touched. A page
 * without them is returned as it is.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHUNK_LOADER, INERT_CHUNK_TYPE } from '../src/config/first-paint';

const STATIC_PREFIX = '/_next/static/';
const STYLESHEET = /<link rel="stylesheet" href="(\/_next\/static\/[\w./~-]+\.css)" data-precedence="([\w-]+)"\/>/g;
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[\w.~-]+\.js(?:\?[\w=&.~-]*)?)" async=""><\/script>/g;
const BODY_END = '</body>';

/** A stylesheet's text by its href; undefined when it cannot be inlined (then the link stays as it is). */
export type ReadStylesheet = (href: string) => string | undefined;

const CSS_URL = /url\(\s*(["']?)([^"')\s]+)\1\s*\)/g;

/** `css` as read from `href`, with its relative `url(…)`s made absolute: inline, they would resolve against the page. */
export function rebaseUrls(css: string, href: string): string {
  return css.replace(CSS_URL, (whole, quote: string, target: string) => {
    if (/^([a-z][\w+.-]*:|\/|#)/i.test(target)) return whole;
    const { pathname, search, hash } = new URL(target, `http://stylesheet${href}`);
    return `url(${quote}${pathname}${search}${hash}${quote})`;
  });
}

/** `html` with each of Next's stylesheets inline, its link kept, disabled. */
export function inlineStylesheets(html: string, read: ReadStylesheet): string {
  return html.replace(STYLESHEET, (link, href: string, precedence: string) => {
    const css = read(href);
    // A stylesheet that could close the element early stays a link.
    if (css === undefined || /<\/style/i.test(css)) return link;
    return (
      `<style data-href="${href}">${rebaseUrls(css, href)}</style>` +
      `<link rel="stylesheet" href="${href}" data-precedence="${precedence}" disabled=""/>`
    );
  });
}

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

/** A stylesheet reader over a build's static directory (`<distDir>/static`), each file read once. */
export function stylesheetsIn(staticDir: string): ReadStylesheet {
  const texts = new Map<string, string | undefined>();
  return (href) => {
    if (!href.startsWith(STATIC_PREFIX) || href.includes('..')) return undefined;
    if (!texts.has(href)) {
      let text: string | undefined;
      try {
        text = readFileSync(join(staticDir, href.slice(STATIC_PREFIX.length)), 'utf8');
      } catch {
        text = undefined;
      }
      texts.set(href, text);
    }
    return texts.get(href);
  };
}

/**
 * The rewrite for one server: each answer Next (or the microcache) holds is
 * rewritten once, by identity, and the result kept as long as that answer is.
 */
export function firstPaint(read: ReadStylesheet): (page: Buffer) => Buffer {
  const done = new WeakMap<Buffer, Buffer>();
  return (page) => {
    let out = done.get(page);
    if (!out) {
      const html = page.toString('utf8');
      const rewritten = scriptsAfterPaint(inlineStylesheets(html, read));
      out = rewritten === html ? page : Buffer.from(rewritten, 'utf8');
      done.set(page, out);
    }
    return out;
  };
}
