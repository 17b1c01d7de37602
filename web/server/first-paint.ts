/**
 * The Vitrine server's alone (`npm start`): it needs each page's bytes, which
 * a host that runs Next itself sends as Next wrote them.
 *
 * Each page, once per version, made to paint before the framework runs
 * (respond.ts applies it before the CSP hashes and the slots; measured in
 * docs/performance.md, "Paint before the framework").
 *
 * Next writes its chunks as `<script src="/_next/static/chunks/…" async="">`,
 * most of them in <head>. An async script that arrives while a 100 KB page is
 * still being parsed runs at once, before anything is painted. Here each is
 * made an inert data block, and a constant loader at the end of <body> puts it
 * back after the first paint (config/first-paint.ts). The inline
 * `self.__next_f.push` payloads keep their place and order. The one chunk Next
 * also preloads (`<link rel="preload" as="script" fetchPriority="low">`) loses
 * that link: fetched early, it finished before the paint and so was on
 * Lighthouse's simulated LCP path (docs/performance.md); the loader
 * fetches it after the paint with the others.
 *
 * Next's stylesheets, a round trip the first paint waited for, come inline:
 * each file's text in a `<style>` right after its link, the link kept but
 * `disabled` (not fetched; React finds it there and does not add it again).
 * The page is still painted only once its visible part is parsed (the expect
 * link, components/shell/whole-first-paint.tsx), so the inline styles cannot
 * paint half a header.
 *
 * Only Next's own tags, exactly as React writes them, are touched. A page
 * without them is returned as it is.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHUNK_LOADER, INERT_CHUNK_TYPE } from '../src/config/first-paint';

const OPEN = Buffer.from('<script src="');
/** The rest of a chunk's tag after `<script src="`, exactly as React writes it. */
const CHUNK_TAG = /^(\/_next\/static\/chunks\/[\w.~-]+\.js(?:\?[\w=&.~-]*)?)" async=""><\/script>/;
const PRELOAD_OPEN = Buffer.from('<link rel="preload" as="script" fetchPriority="low" href="');
/** The rest of Next's preload of a chunk after its opening, exactly as React writes it. */
const PRELOAD_TAG = /^\/_next\/static\/chunks\/[\w.~-]+\.js(?:\?[\w=&.~-]*)?"\/>/;
/** Longer than any chunk tag's rest: the path, a deployment query, the attribute. */
const LONGEST_REST = 240;
const BODY_END = Buffer.from('</body>');
const LOADER = Buffer.from(`<script>${CHUNK_LOADER}</script>`);

/** Where each tag opened by `open` and finished by `rest` (read from its end) sits in `html[0, end)`. */
function tagsOf(
  html: Buffer,
  end: number,
  open: Buffer,
  rest: RegExp,
): { at: number; to: number; match: RegExpExecArray }[] {
  const found = [];
  for (let at = html.indexOf(open); at !== -1 && at < end; at = html.indexOf(open, at + open.length)) {
    const restStart = at + open.length;
    const match = rest.exec(html.toString('latin1', restStart, Math.min(end, restStart + LONGEST_REST)));
    if (match) found.push({ at, to: restStart + match[0].length, match });
  }
  return found;
}

/**
 * `html` with Next's chunk scripts inert, its chunk preloads gone and, before `</body>`, the loader
 * that starts them after the first paint; `html` itself when it has no chunk script. Works on the
 * bytes: a page is never decoded (decoding a 100 KB page with non-ASCII text took about 1 ms, the
 * whole rewrite now takes a small part of that).
 */
export function scriptsAfterPaint(html: Buffer): Buffer {
  const end = html.lastIndexOf(BODY_END);
  if (end === -1) return html;
  const chunks = tagsOf(html, end, OPEN, CHUNK_TAG);
  if (chunks.length === 0) return html;
  const edits = [
    ...chunks.map(({ at, to, match }) => ({
      at,
      to,
      put: Buffer.from(`<script type="${INERT_CHUNK_TYPE}" data-src="${match[1]}"></script>`, 'latin1'),
    })),
    ...tagsOf(html, end, PRELOAD_OPEN, PRELOAD_TAG).map(({ at, to }) => ({ at, to, put: Buffer.alloc(0) })),
  ].sort((a, b) => a.at - b.at);
  const pieces: Buffer[] = [];
  let from = 0;
  for (const { at, to, put } of edits) {
    pieces.push(html.subarray(from, at), put);
    from = to;
  }
  pieces.push(html.subarray(from, end), LOADER, html.subarray(end));
  return Buffer.concat(pieces);
}

const STYLESHEET =
  /<link rel="stylesheet" href="(\/_next\/static\/chunks\/[\w.~-]+\.css)(\?[\w=&.~-]*)?" data-precedence="([\w-]+)"\/>/g;

/** A stylesheet's text with its relative url()s made absolute, as they resolve from `href`. */
export function absoluteUrls(css: string, href: string): string {
  return css.replace(/url\((['"]?)(?![a-z][\w+.-]*:|\/|#)([^'")]+)\1\)/gi, (_, quote: string, url: string) => {
    const resolved = new URL(url, `http://site${href}`);
    return `url(${quote}${resolved.pathname}${resolved.search}${resolved.hash}${quote})`;
  });
}

/**
 * `html` with each of Next's stylesheets in <head> in a `<style>` of its own, the link kept (React finds it there, as
 * loaded) but `disabled`, so not fetched. `css(href)` is the file's bytes as latin1 text (as the page is
 * read here: neither is decoded), undefined if it is not to be inlined.
 */
export function stylesInline(html: Buffer, css: (href: string) => string | undefined): Buffer {
  // React hoists stylesheets into <head>: nothing after it is looked at.
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) return html;
  let changed = false;
  const head = html
    .toString('latin1', 0, headEnd)
    .replace(STYLESHEET, (tag: string, href: string, query: string | undefined, precedence: string) => {
      const sheet = css(href);
      if (sheet === undefined) return tag;
      changed = true;
      return (
        `<link rel="stylesheet" href="${href}${query ?? ''}" data-precedence="${precedence}" disabled=""/>` +
        `<style>${sheet}</style>`
      );
    });
  return changed ? Buffer.concat([Buffer.from(head, 'latin1'), html.subarray(headEnd)]) : html;
}

/** Reads each stylesheet of the build once (latin1 text: the bytes as they are). */
function stylesheetsOf(distDir: string): (href: string) => string | undefined {
  const read = new Map<string, string | undefined>();
  return (href) => {
    if (!read.has(href)) {
      let sheet: string | undefined;
      try {
        sheet = absoluteUrls(
          readFileSync(join(distDir, 'static', href.slice('/_next/static/'.length)), 'latin1'),
          href,
        );
        if (/<\/style/i.test(sheet)) sheet = undefined;
      } catch {
        sheet = undefined;
      }
      read.set(href, sheet);
    }
    return read.get(href);
  };
}

/**
 * The rewrite for one server: each answer Next (or the microcache) holds is
 * rewritten once, by identity, and the result kept as long as that answer is.
 */
export function firstPaint(distDir?: string): (page: Buffer) => Buffer {
  const done = new WeakMap<Buffer, Buffer>();
  const css = distDir ? stylesheetsOf(distDir) : undefined;
  return (page) => {
    let out = done.get(page);
    if (!out) {
      out = scriptsAfterPaint(page);
      if (css) out = stylesInline(out, css);
      done.set(page, out);
    }
    return out;
  };
}
