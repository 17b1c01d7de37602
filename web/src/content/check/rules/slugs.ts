/**
 * Pages and articles that cannot answer at their own path
 * (schemas/src/site/servable.ts decides, for the site and for this check alike): a
 * slug another document of the same type already has in that language
 * (`duplicate-slug`: the one created first answers), and a slug the router
 * cannot serve (`unservable-slug`: accented letters, capitals, spaces, or no
 * slug at all). The site neither lists nor links them.
 */
import { isValidSlug, slugify, servableSlug, sortSlugs, type Routable } from '@vitrine/schemas';
import type { ContentProblem } from '../problem';
import { warning, type ContentRule } from '../rule';
import { labelOf, languageOf, type StoredDocument } from '../snapshot';

const ROUTED_TYPES = ['page', 'article'] as const;

type Routed = Routable & { document: StoredDocument };

function routable(document: StoredDocument): Routed {
  const slug = (document.slug as { current?: unknown } | undefined)?.current;
  return {
    _id: document._id,
    locale: languageOf(document),
    slug: typeof slug === 'string' ? slug : null,
    _createdAt: typeof document._createdAt === 'string' ? document._createdAt : '',
    document,
  };
}

export const slugs: ContentRule = {
  name: 'slugs',
  codes: ['duplicate-slug', 'unservable-slug'],
  check(snapshot) {
    const problems: ContentProblem[] = [];
    for (const type of ROUTED_TYPES) {
      const documents = snapshot.documents.filter((document) => document._type === type && languageOf(document));
      const sorted = sortSlugs(documents.map(routable), servableSlug(type));
      for (const { winner, others } of sorted.duplicates) {
        for (const other of others) {
          problems.push(
            warning({
              code: 'duplicate-slug',
              documentId: other._id,
              documentType: type,
              language: other.locale,
              path: 'slug.current',
              message:
                `The ${type} ${labelOf(other.document)} has the slug “${other.slug}”, as ${labelOf(winner.document)} ` +
                `(${winner._id}) in the same language, created first: only that one is shown, this one is left out.`,
              fix: `Give one of them another slug, or delete the one you do not need.`,
            }),
          );
        }
      }
      for (const bad of sorted.unservable) {
        // A well-formed slug is unservable only where it is an articles list page's path.
        const listPage = isValidSlug(bad.slug);
        const suggestion = bad.slug ? slugify(bad.slug) : '';
        problems.push(
          warning({
            code: 'unservable-slug',
            documentId: bad._id,
            documentType: type,
            language: bad.locale,
            path: 'slug.current',
            message: listPage
              ? `The slug “${bad.slug}” of ${labelOf(bad.document)} is the path of one of the articles list's ` +
                'pages: it is neither listed nor linked.'
              : bad.slug === null
                ? `The ${type} ${labelOf(bad.document)} has no slug, so it has no page: it is neither listed nor linked.`
                : `The slug “${bad.slug}” of ${labelOf(bad.document)} is not one the site can serve (lowercase ` +
                  'letters, digits and hyphens, with / between segments): it is neither listed nor linked.',
            fix: listPage
              ? `Change the slug, e.g. to “${bad.slug!.replace('/', '-')}”.`
              : suggestion
                ? `Change the slug to “${suggestion}” (Generate in the Studio does it).`
                : 'Give it a slug in the Studio (Generate makes one from the title).',
          }),
        );
      }
    }
    return problems;
  },
};
