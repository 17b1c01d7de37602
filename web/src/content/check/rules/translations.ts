/**
 * Localized fields of the site settings (one value per language,
 * `[{ _key, language, value }]`) without a value in one of the listed
 * languages. Only the default language's is required: without it, the field
 * shows empty (or the owner's name in place of the title); another language
 * without one shows the default language's text there, marked with its
 * language (content/index.ts reads the settings so).
 */
import type { ContentProblem } from '../problem';
import { warning, type ContentRule } from '../rule';
import { walkContent } from '../walk';
import { isLocalizedValue } from './languages';

const hasText = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** True for a localized field: a non-empty array of localized values. */
const isLocalizedField = (value: unknown): value is unknown[] =>
  Array.isArray(value) && value.length > 0 && value.every(isLocalizedValue);

export const translations: ContentRule = {
  name: 'translations',
  codes: ['missing-translation'],
  check(snapshot) {
    const problems: ContentProblem[] = [];
    const fallback = snapshot.languages[0]!;
    walkContent(snapshot.documents, (document, value, path) => {
      if (!isLocalizedField(value)) return;
      for (const { code, name } of snapshot.languages) {
        if (value.some((item) => isLocalizedValue(item) && item.language === code && hasText(item.value))) continue;
        problems.push(
          warning({
            code: 'missing-translation',
            documentId: document._id,
            documentType: document._type,
            language: code,
            path,
            message:
              code === fallback.code
                ? `“${path}” has no ${name} text: the site shows nothing there.`
                : `“${path}” has no ${name} text: the site in ${name} shows the ${fallback.name} text there.`,
            fix: `Write its ${name} text in the Studio (${document._type}, field ${path}).`,
          }),
        );
      }
    });
    return problems;
  },
};
