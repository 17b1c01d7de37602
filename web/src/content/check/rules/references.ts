/**
 * References to documents that are not published: deleted (`dangling-reference`),
 * or only a draft so far (`draft-only-reference`, ordinary in Sanity: an
 * editor picks a partner they have not published yet, then publishes the
 * page). The site shows the document without them (the queries leave a
 * reference that reads as null out).
 */
import type { ContentProblem } from '../problem';
import { warning, type ContentRule } from '../rule';
import { byId, languageOf, type StoredDocument } from '../snapshot';
import { walkContent } from '../walk';

/** What holds the reference, in the owner's words. */
function holder(document: StoredDocument, path: string): string {
  if (document._type === 'translation.metadata') return 'A translation group links';
  if (/\.items\[[^\]]+\]$/.test(path) && path.includes('body[')) return 'A people section picks';
  return 'It refers to';
}

export const references: ContentRule = {
  name: 'references',
  codes: ['dangling-reference', 'draft-only-reference'],
  check(snapshot) {
    const published = byId(snapshot);
    const problems: ContentProblem[] = [];
    walkContent(snapshot.documents, (document, value, path, key) => {
      if (key === 'asset' || value === null || typeof value !== 'object' || Array.isArray(value)) return;
      const ref = (value as { _ref?: unknown })._ref;
      if (typeof ref !== 'string' || published.has(ref)) return;
      const draft = snapshot.drafts?.has(ref) ?? false;
      const where = { documentId: document._id, documentType: document._type, language: languageOf(document), path };
      const what = holder(document, path);
      if (draft) {
        problems.push(
          warning({
            code: 'draft-only-reference',
            ...where,
            message: `${what} ${ref}, which is not published yet: the site leaves it out until it is.`,
            fix: `Publish ${ref} in the Studio, or remove the reference.`,
          }),
        );
      } else {
        const unseen = snapshot.drafts === null ? ' (or is not published: drafts are not visible to the check)' : '';
        problems.push(
          warning({
            code: 'dangling-reference',
            ...where,
            message: `${what} ${ref}, which does not exist${unseen}: the site leaves it out.`,
            fix: 'Remove the reference, or pick another document in its place.',
          }),
        );
      }
    });
    return problems;
  },
};
