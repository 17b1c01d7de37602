/**
 * Images whose asset is missing: a file gone from the local dataset's
 * `images/` folder (the local source then leaves the asset out, as the Content
 * Lake does after an asset is deleted), or a deleted asset in a Sanity
 * project. The site shows the document without the picture.
 */
import type { ContentProblem } from '../problem';
import { warning, type ContentRule } from '../rule';
import { byId, languageOf } from '../snapshot';
import { walkContent } from '../walk';

/** `image-<sha1>-<w>x<h>-<ext>` → `<sha1>-<w>x<h>.<ext>`, the file an export holds; null for another id. */
export function assetFileName(assetId: string): string | null {
  const match = /^image-([0-9a-f]+-\d+x\d+)-([a-z0-9]+)$/.exec(assetId);
  return match ? `${match[1]}.${match[2]}` : null;
}

export const assets: ContentRule = {
  name: 'assets',
  codes: ['missing-asset'],
  check(snapshot) {
    const stored = byId(snapshot);
    const problems: ContentProblem[] = [];
    walkContent(snapshot.documents, (document, value, path, key) => {
      if (key !== 'asset' || value === null || typeof value !== 'object') return;
      const ref = (value as { _ref?: unknown })._ref;
      if (typeof ref !== 'string' || stored.has(ref)) return;
      const field = path.replace(/\.asset$/, '');
      const file = assetFileName(ref);
      const local = snapshot.source === 'local' && file !== null;
      problems.push(
        warning({
          code: 'missing-asset',
          documentId: document._id,
          documentType: document._type,
          language: languageOf(document),
          path: field,
          message: local
            ? `The image file images/${file} is missing: the site shows ${field} without its picture.`
            : `The image asset ${ref} no longer exists: the site shows ${field} without its picture.`,
          fix: local
            ? `Put images/${file} back in the dataset folder, or choose another image in the Studio.`
            : 'Choose the image again in the Studio (upload it anew, or pick another).',
        }),
      );
    });
    return problems;
  },
};
