/**
 * What the preview e2e specs share: every route of the site in every language,
 * the enable URL, the cookies a response sets, and raw fetches of a page as
 * HTML or as an RSC payload (what client-side navigation and prefetch load).
 */
import { applyPerspective, loadDataset } from '@vitrine/schemas/dataset';
import { DATASET_DIR } from '../support/dataset.ts';
import { localePaths } from '../support/routes.ts';
import { OFFERED } from '../support/languages.ts';

/** Every route in every language of the list: fixed routes, articles and catch-all pages, published or draft-only (or of one perspective). */
export function siteRoutes(
  datasetDir = DATASET_DIR,
  perspectives: readonly ('published' | 'drafts')[] = ['published', 'drafts'],
): string[] {
  const all = loadDataset(datasetDir);
  const docs = perspectives.flatMap((perspective) => applyPerspective(all, perspective)) as Array<Record<string, any>>;
  return [...new Set(OFFERED.flatMap((locale) => localePaths(docs, locale)))].sort();
}

export const enablePath = (params: Record<string, string>) =>
  `/api/draft-mode/enable?${new URLSearchParams(params).toString()}`;

/** The cookies a response sets, by name, with their raw attributes. */
export function setCookies(headers: Headers | { name: string; value: string }[]): Map<string, string> {
  const lines = Array.isArray(headers)
    ? headers.filter((h) => h.name.toLowerCase() === 'set-cookie').map((h) => h.value)
    : headers.getSetCookie();
  return new Map(lines.map((line) => [line.slice(0, line.indexOf('=')), line]));
}

/** `name=value; …` for a Cookie header, from Set-Cookie lines. */
export const cookieHeader = (cookies: Map<string, string>) =>
  [...cookies.values()].map((line) => line.split(';')[0]).join('; ');

export type Flavour = 'html' | 'rsc' | 'prefetch';

const FLAVOUR_HEADERS: Record<Flavour, Record<string, string>> = {
  html: {},
  rsc: { RSC: '1' },
  prefetch: { RSC: '1', 'Next-Router-Prefetch': '1' },
};

/** One response, redirects followed (Next answers an RSC request without `_rsc` with a redirect that adds it). */
export async function fetchPage(
  base: string,
  path: string,
  flavour: Flavour,
  cookie?: string,
): Promise<{ status: number; headers: Headers; body: string }> {
  const response = await fetch(`${base}${path}`, {
    headers: { ...FLAVOUR_HEADERS[flavour], ...(cookie ? { Cookie: cookie } : {}) },
  });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/** Runs `work` over `items`, `limit` at a time. */
export async function pool<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!);
      }
    }),
  );
  return results;
}
