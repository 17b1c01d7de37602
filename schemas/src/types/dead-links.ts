/**
 * The Studio's warning on a link to a page of this site that serves nothing in
 * its language, while the owner edits: the site's own rule (`documentLink`,
 * schemas/src/site/links.ts) over what is published, with the content check's
 * fix (`deadLinkWarning`). A warning, not an error: the owner may be about to
 * publish that page.
 *
 * What is published is read from the lake with the site's own routing queries,
 * once for all the links a validation run checks (they share the read in
 * flight), and kept for `PUBLISHED_READ_TTL_MS`, so typing in a link costs one
 * read every few seconds, whatever the number of links in the document.
 */
import type { CustomValidator, Path, SanityClient, ValidationContext } from 'sanity';

import { studioApiVersion } from '../constants';
import { localeCodes } from '../locales';
import { redirectListQuery } from '../queries/redirects';
import { routeIndexQuery } from '../queries/routes';
import type { RedirectListQueryResult, RouteIndexQueryResult } from '../sanity.types';
import { deadLinkWarning } from '../site/link-messages';
import { documentLink, unrenderedLink } from '../site/links';
import { resolveHref } from '../site/href';
import { servableRouteIndex } from '../site/servable';
import { buildSiteIndex, type SiteIndex } from '../site/site-index';

/** How long one read of what is published answers the link checks (a link to a page just published may warn that long). */
export const PUBLISHED_READ_TTL_MS = 5_000;

/** The route index and the redirects, published only, in one read. */
export const publishedLinksQuery = `{ "routes": ${routeIndexQuery}, "redirects": ${redirectListQuery} }`;

export interface PublishedSite {
  index: SiteIndex;
  redirects: RedirectListQueryResult;
}

const reads = new Map<string, { at: number; site: Promise<PublishedSite> }>();

/** What is published in the client's dataset, read at most once per `PUBLISHED_READ_TTL_MS`; a failed read is not kept. */
export function publishedSite(client: SanityClient, now: number = Date.now()): Promise<PublishedSite> {
  const { projectId, dataset } = client.config();
  const key = `${projectId}/${dataset}`;
  const kept = reads.get(key);
  if (kept && now - kept.at < PUBLISHED_READ_TTL_MS) return kept.site;
  const site = client
    .fetch<{ routes: RouteIndexQueryResult; redirects: RedirectListQueryResult }>(
      publishedLinksQuery,
      {},
      { perspective: 'published', tag: 'vitrine.links' },
    )
    .then(({ routes, redirects }) => ({
      // The Studio's list: the languages it edits are the site's.
      index: buildSiteIndex(servableRouteIndex(routes), { locales: localeCodes }),
      redirects: redirects ?? [],
    }));
  reads.set(key, { at: now, site });
  site.catch(() => {
    if (reads.get(key)?.site === site) reads.delete(key);
  });
  return site;
}

/** Forgets every read (tests). */
export function forgetPublishedSite(): void {
  reads.clear();
}

/** The `_key` of the body section a field sits in, when it sits in one. */
function sectionKey(path: Path | undefined): string | undefined {
  const [field, section] = path ?? [];
  return field === 'body' && typeof section === 'object' && section !== null && '_key' in section
    ? section._key
    : undefined;
}

type LinkContext = ValidationContext & {
  document?: { _type?: string; language?: unknown; slug?: unknown; body?: unknown };
};

/**
 * A warning for a link to a page of this site that serves nothing in the
 * document's language (or the language the link names); nothing for another
 * site, an anchor, a link the site never renders, or when the lake cannot be
 * read (the content check names the link then).
 */
export const deadLinkValidator: CustomValidator<string | undefined> = async (value, context) => {
  if (resolveHref(value)?.kind !== 'internal') return true;
  const { document, path, getClient } = context as LinkContext;
  if (document && unrenderedLink(document, sectionKey(path))) return true;
  let site: PublishedSite;
  try {
    site = await publishedSite(getClient({ apiVersion: studioApiVersion }));
  } catch {
    return true;
  }
  const language = typeof document?.language === 'string' ? document.language : null;
  const link = documentLink(value, language, site.index, site.redirects);
  return link === null || link.kind === 'live' ? true : deadLinkWarning(link);
};
