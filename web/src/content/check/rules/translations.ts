/**
 * Localized fields of the site settings (`localeString`, `localeText`: one
 * value per language) without a value in one of the site's languages. Every
 * language's value is required: without it, that language's site shows the
 * field empty (or the owner's name in place of the title).
 */
import { locales } from '@vitrine/schemas';
import type { ContentProblem } from '../problem';
import { warning, type ContentRule } from '../rule';
import { walkContent } from '../walk';

const LOCALIZED_FIELDS = new Set(['localeString', 'localeText']);

export const translations: ContentRule = {
  name: 'translations',
  codes: ['missing-translation'],
  check(snapshot) {
    const problems: ContentProblem[] = [];
    walkContent(snapshot.documents, (document, value, path) => {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return;
      const field = value as Record<string, unknown>;
      if (!LOCALIZED_FIELDS.has(field._type as string)) return;
      for (const { code, name } of locales) {
        const text = field[code];
        if (typeof text === 'string' && text.trim() !== '') continue;
        problems.push(
          warning({
            code: 'missing-translation',
            documentId: document._id,
            documentType: document._type,
            language: code,
            path: `${path}.${code}`,
            message: `“${path}” has no ${name} text: the site in ${name} shows nothing there.`,
            fix: `Write its ${name} text in the Studio (${document._type}, field ${path}).`,
          }),
        );
      }
    });
    return problems;
  },
};
