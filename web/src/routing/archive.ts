/**
 * The articles list in pages of a fixed size, newest first: page 1 at
 * `/{locale}/articles`, page n at `/{locale}/articles/page/{n}` (schemas'
 * `archivePagePath`). Pure, but for the page size, read from the environment
 * where the site is built and where it runs alike.
 */
import 'server-only';
import { archivePageCount } from '@vitrine/schemas';
import { env } from '@/env';

/** Articles on each page of a language's list. */
export const archivePageSize = (): number => env().lists.pageSize;

/** How many pages `total` articles fill: at least one (an empty list has its page, saying so). */
export function pageCount(total: number, size: number = archivePageSize()): number {
  return archivePageCount(total, size);
}

/** Page `page` (from 1) of the list, or null when the list has no such page. */
export function pageOf<T>(items: readonly T[], page: number, size: number = archivePageSize()): T[] | null {
  if (!Number.isInteger(page) || page < 1 || page > pageCount(items.length, size)) return null;
  return items.slice((page - 1) * size, page * size);
}
