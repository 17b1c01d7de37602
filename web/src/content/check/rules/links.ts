/**
 * Links to pages of this site that serve nothing in their language
 * (`dead-link`), in rich text, section buttons and links, wherever content
 * holds an `href`. The site and the Studio follow the same rule (schemas'
 * `documentLink`): such a link goes to the default language's page where there
 * is one, and renders as text otherwise; the Studio warns on it with the same
 * fix. The route index is read from the published documents as the routing
 * query reads it (schemas/src/queries/routes.ts), kept to what can answer
 * (schemas' `servableRouteIndex`).
 */
import {
  buildSiteIndex,
  deadLinkFix,
  documentLink,
  servableRouteIndex,
  unrenderedLink,
  type RedirectRule,
  type RouteIndexQueryResult,
  type ValidateRule,
} from '@vitrine/schemas';
import { archivePageSize } from '@/routing/archive';
import type { ContentProblem } from '../problem';
import { warning, type ContentRule } from '../rule';
import { labelOf, languageOf, type StoredDocument } from '../snapshot';
import { walkContent } from '../walk';

const LOCALIZED_TYPES = new Set(['page', 'article', 'project', 'partner', 'guardian', 'credit']);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const slugOf = (document: StoredDocument) => text((document.slug as { current?: unknown } | undefined)?.current);

/** The published documents as `routeIndexQuery` projects them. */
function routeIndexOf(documents: readonly StoredDocument[]): RouteIndexQueryResult {
  const routed = (type: string) => documents.filter((doc) => doc._type === type && languageOf(doc) && slugOf(doc));
  const entry = (doc: StoredDocument) => ({
    _id: doc._id,
    locale: languageOf(doc)!,
    slug: slugOf(doc),
    _createdAt: text(doc._createdAt),
    _updatedAt: text(doc._updatedAt),
  });
  return {
    settings: documents.some((doc) => doc._type === 'siteSettings' && doc._id === 'siteSettings'),
    pages: routed('page').map((doc) => ({
      ...entry(doc),
      validate: (doc.validate as ValidateRule | undefined) ?? null,
    })),
    articles: routed('article').map(entry),
    works: documents
      .filter((doc) => doc._type === 'project' && languageOf(doc))
      .map((doc) => ({ locale: languageOf(doc)!, _updatedAt: text(doc._updatedAt) })),
    groups: documents
      .filter((doc) => doc._type === 'translation.metadata')
      .map((doc) => ({
        ids: ((doc.translations as { value?: { _ref?: unknown } }[] | undefined) ?? []).map((t) =>
          typeof t.value?._ref === 'string' ? t.value._ref : null,
        ),
      })),
    languages: [
      ...new Set(documents.filter((doc) => LOCALIZED_TYPES.has(doc._type)).flatMap((doc) => languageOf(doc) ?? [])),
    ],
  } as RouteIndexQueryResult;
}

export const links: ContentRule = {
  name: 'links',
  codes: ['dead-link'],
  check(snapshot) {
    const locales = snapshot.languages.map((language) => language.code);
    const index = buildSiteIndex(servableRouteIndex(routeIndexOf(snapshot.documents)), {
      locales,
      pageSize: archivePageSize(),
    });
    const redirects: RedirectRule[] = snapshot.documents
      .filter((doc) => doc._type === 'redirect')
      .map((doc) => ({
        source: text(doc.source),
        destination: text(doc.destination),
        permanent: doc.permanent === true,
      }));
    const problems: ContentProblem[] = [];
    walkContent(snapshot.documents, (document, value, path, key) => {
      if (key !== 'href' || typeof value !== 'string') return;
      if (unrenderedLink(document, /^body\[_key=="([^"]+)"\]/.exec(path)?.[1])) return;
      const language = languageOf(document);
      // A document in a language the list does not have is not shown (the languages rule names it): no link.
      const link = documentLink(value, language, index, redirects);
      if (link === null || link.kind === 'live') return;
      const where = { documentId: document._id, documentType: document._type, language, path };
      const nothing = `${labelOf(document)} links to ${value}, but nothing is published at ${link.kind === 'dead' ? link.path : value}`;
      problems.push(
        warning({
          code: 'dead-link',
          ...where,
          message:
            link.kind === 'fallback'
              ? `${nothing}: the site sends the link to the default language's page, ${link.href}.`
              : `${nothing}: the site shows the link's text without a link.`,
          fix: deadLinkFix(link),
        }),
      );
    });
    return problems;
  },
};
