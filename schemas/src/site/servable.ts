/**
 * Which pages and articles answer at their own path. Pure.
 *
 * - Two documents of one type with one slug in one language cannot both: the
 *   one created first answers (the queries pick the same one with
 *   `firstCreated`), and the others are left out of the route index, so no
 *   list, sitemap or feed names them twice.
 * - A slug the router cannot serve (accented letters, capitals, spaces…, or
 *   for an article the path of one of the list's pages, `page/2`) is left out
 *   too: it is never listed nor linked, where it would only lead to a 404.
 *
 * The content check names each document left out here (web's check/rules/slugs.ts).
 */
import { isArticleSlug, isValidSlug } from '../routes';
import type { RouteIndexQueryResult } from '../sanity.types';

/** A page or an article as the route index and the content check see it. */
export interface Routable {
  _id: string;
  locale: string | null;
  slug: string | null;
  _createdAt: string;
}

/** Created first wins; the id breaks a tie (as `order(_createdAt asc, _id asc)`). */
export function createdFirst(a: Routable, b: Routable): number {
  if (a._createdAt !== b._createdAt) return a._createdAt < b._createdAt ? -1 : 1;
  return a._id < b._id ? -1 : a._id > b._id ? 1 : 0;
}

export interface SortedSlugs<T extends Routable> {
  /** The documents that answer, in the order they came in. */
  kept: T[];
  /** Each slug held by more than one document: who answers, and who does not. */
  duplicates: { winner: T; others: T[] }[];
  /** Documents whose slug the router cannot serve. */
  unservable: T[];
}

/** The slugs a type's documents can answer at: any valid slug for a page, not an archive page's path for an article. */
export const servableSlug = (type: 'page' | 'article'): ((slug: unknown) => boolean) =>
  type === 'article' ? isArticleSlug : isValidSlug;

/** Sorts documents of one type into those that answer, duplicates and unservable slugs. */
export function sortSlugs<T extends Routable>(
  documents: readonly T[],
  servable: (slug: unknown) => boolean = isValidSlug,
): SortedSlugs<T> {
  const unservable: T[] = [];
  const bySlug = new Map<string, T[]>();
  for (const document of documents) {
    if (!servable(document.slug)) {
      unservable.push(document);
      continue;
    }
    const key = `${document.locale}\u0000${document.slug}`;
    const group = bySlug.get(key);
    if (group) group.push(document);
    else bySlug.set(key, [document]);
  }
  const winners = new Set<T>();
  const duplicates: SortedSlugs<T>['duplicates'] = [];
  for (const group of bySlug.values()) {
    const [winner, ...others] = group.length > 1 ? [...group].sort(createdFirst) : group;
    winners.add(winner!);
    if (others.length > 0) duplicates.push({ winner: winner!, others });
  }
  return { kept: documents.filter((document) => winners.has(document)), duplicates, unservable };
}

const servable = new WeakMap<RouteIndexQueryResult, { index: RouteIndexQueryResult; ids: ReadonlySet<string> }>();

function sorted(result: RouteIndexQueryResult) {
  let entry = servable.get(result);
  if (!entry) {
    const index = {
      ...result,
      pages: sortSlugs(result.pages).kept,
      articles: sortSlugs(result.articles, servableSlug('article')).kept,
    };
    entry = { index, ids: new Set([...index.pages, ...index.articles].map((document) => document._id)) };
    servable.set(result, entry);
  }
  return entry;
}

/**
 * The route index without the pages and articles that cannot answer at their
 * own path; the same object for the same result (the site index is built once
 * per result).
 */
export const servableRouteIndex = (result: RouteIndexQueryResult): RouteIndexQueryResult => sorted(result).index;

/** The ids of the pages and articles that answer at their own path. */
export const servableIds = (result: RouteIndexQueryResult): ReadonlySet<string> => sorted(result).ids;
