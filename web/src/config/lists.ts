/**
 * How the lists that grow with the archive are cut (docs/owner-guide.md,
 * "A growing archive"): each costs the same whatever the archive's size.
 */
import { ARCHIVE_PAGE_SIZE } from '@vitrine/schemas';

export const LISTS = {
  /** Articles on each page of a language's articles list, unless LIST_PAGE_SIZE says otherwise (env.ts). */
  pageSize: ARCHIVE_PAGE_SIZE,
  /** The largest LIST_PAGE_SIZE: a page of 100 cards stays under 200 KB of HTML. */
  maxPageSize: 100,
  /**
   * The list's first pages whose articles each language prerenders at build time, with their cards: the
   * newest, those visitors reach first. The others render on their first request and are kept.
   */
  prerenderedListPages: 2,
  /** The newest articles the site map names; the archive's pages name the rest. */
  mapArticles: 20,
  /** Search results shown at once; the next as many come with "Show more". */
  searchResults: 20,
} as const;
