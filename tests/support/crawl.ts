/**
 * Follows every link a running site offers, from a few start paths: the
 * `<a>`, `<link>` and `<img>` targets of each page, and the URLs of its
 * sitemap and feeds, on the site's own origin (or the public origin it was
 * built with, mapped to the running one). Records each URL's status after
 * redirects, who links to it, and what each page, feed or sitemap holds.
 */

export interface Visit {
  /** The path and query, as linked. */
  path: string;
  /** The status of the first answer, and of the last after redirects (at most five). */
  status: number;
  finalStatus: number;
  contentType: string;
  /** The body of an HTML, XML or JSON answer. */
  body: string | null;
  /** The pages that link here (`start` for a start path). */
  from: Set<string>;
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };
const decode = (value: string) =>
  value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? entity;
  });

/** Every link target in an HTML page: anchors, head links, images and their srcsets, and Open Graph images. */
export function htmlLinks(html: string): string[] {
  const links: string[] = [];
  const attribute = (tag: string, name: string) => new RegExp(`<${tag}\\b[^>]*?\\s${name}="([^"]*)"`, 'gi');
  for (const [, href] of html.matchAll(attribute('a', 'href'))) links.push(href!);
  for (const [, href] of html.matchAll(attribute('link', 'href'))) links.push(href!);
  for (const [, src] of html.matchAll(attribute('img', 'src'))) links.push(src!);
  for (const [, srcset] of html.matchAll(attribute('img', 'srcset'))) {
    for (const candidate of decode(srcset!).split(',')) links.push(candidate.trim().split(/\s+/)[0]!);
  }
  for (const [, content] of html.matchAll(/<meta\b[^>]*?property="og:image"[^>]*?content="([^"]*)"/gi)) {
    links.push(content!);
  }
  return links.map(decode);
}

/** Every URL in a sitemap or a feed: `<loc>`, `<link>`, and `href` attributes (hreflang alternates, self links). */
export function xmlLinks(xml: string): string[] {
  const links: string[] = [];
  for (const [, loc] of xml.matchAll(/<(?:loc|link)>([^<]+)<\/(?:loc|link)>/g)) links.push(loc!);
  for (const [, href] of xml.matchAll(/\shref="([^"]+)"/g)) links.push(href!);
  return links.map(decode);
}

export interface CrawlOptions {
  /** The running site, e.g. http://127.0.0.1:4321. */
  base: string;
  /** The public origin the site was built with: its absolute URLs are followed on `base`. */
  origin: string;
  start: readonly string[];
  /** Paths never requested (still recorded as linked), e.g. draft-mode switches. */
  skip?: (path: string) => boolean;
  concurrency?: number;
}

export async function crawl({ base, origin, start, skip = () => false, concurrency = 6 }: CrawlOptions) {
  const visits = new Map<string, Visit>();
  const queue: { path: string; from: string }[] = start.map((path) => ({ path, from: 'start' }));
  const pending = new Map<string, Promise<void>>();

  /** The path and query of a same-site link; null for another site, a mailto:, or an in-page anchor. */
  const local = (link: string, page: string): string | null => {
    if (/^(mailto|tel|javascript|data):/i.test(link) || link.startsWith('#')) return null;
    const url = new URL(link, new URL(page, base));
    if (url.origin !== new URL(base).origin && url.origin !== new URL(origin).origin) return null;
    return `${url.pathname}${url.search}`;
  };

  const fetchOne = async (path: string): Promise<Omit<Visit, 'path' | 'from'>> => {
    let url = new URL(path, base);
    let response = await fetch(url, { redirect: 'manual' });
    const status = response.status;
    for (let hop = 0; hop < 5 && response.status >= 300 && response.status < 400; hop++) {
      const location = response.headers.get('location');
      if (!location) break;
      await response.body?.cancel();
      const next = new URL(location, url);
      url = next.origin === new URL(origin).origin ? new URL(`${next.pathname}${next.search}`, base) : next;
      response = await fetch(url, { redirect: 'manual' });
    }
    const contentType = response.headers.get('content-type') ?? '';
    const textual = /html|xml|json|text\/plain/.test(contentType);
    const body = textual ? await response.text() : (await response.arrayBuffer(), null);
    return { status, finalStatus: response.status, contentType, body };
  };

  const visit = async (path: string) => {
    const result = await fetchOne(path);
    const record = visits.get(path)!;
    Object.assign(record, result);
    if (!result.body || result.finalStatus !== 200) return;
    const links = result.contentType.includes('html')
      ? htmlLinks(result.body)
      : result.contentType.includes('xml')
        ? xmlLinks(result.body)
        : [];
    for (const link of links) {
      const target = local(link, path);
      if (target !== null) queue.push({ path: target, from: path });
    }
  };

  while (queue.length > 0 || pending.size > 0) {
    while (queue.length > 0 && pending.size < concurrency) {
      const { path, from } = queue.shift()!;
      const known = visits.get(path);
      if (known) {
        known.from.add(from);
        continue;
      }
      visits.set(path, { path, status: 0, finalStatus: 0, contentType: '', body: null, from: new Set([from]) });
      if (skip(path)) continue;
      const job = visit(path).finally(() => pending.delete(path));
      pending.set(path, job);
    }
    if (pending.size > 0) await Promise.race(pending.values());
  }
  return visits;
}

/** Control characters (but tab, newline and carriage return) in a text, raw. */
export const RAW_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
