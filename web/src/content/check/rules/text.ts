/**
 * Control characters in text (a NUL, a BEL, an ESC: often pasted from a
 * terminal, a PDF or an import). The site leaves them out of everything it
 * renders (text/control-characters.ts); this names where they are, so the
 * owner can clean the source.
 */
import { CONTROL_CHARACTERS } from '@/text/control-characters';
import type { ContentProblem } from '../problem';
import { warning, type ContentRule } from '../rule';
import { languageOf } from '../snapshot';
import { walkContent } from '../walk';
import { isLocalizedValue } from './languages';

/** `U+0007`, for each distinct control character in the text. */
function named(text: string): string {
  const found = new Set([...text].filter((char) => CONTROL_CHARACTERS.test(char)));
  return [...found].map((char) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`).join(', ');
}

export const text: ContentRule = {
  name: 'text',
  codes: ['control-characters'],
  check(snapshot) {
    const problems: ContentProblem[] = [];
    // A localized value (`{ language, value }`) is visited before its `value`, which is in its language.
    let localized = { path: '', language: null as string | null };
    walkContent(snapshot.documents, (document, value, path) => {
      if (isLocalizedValue(value)) {
        localized = { path: `${path}.value`, language: typeof value.language === 'string' ? value.language : null };
      }
      if (typeof value !== 'string' || !CONTROL_CHARACTERS.test(value)) return;
      const language = path === localized.path ? localized.language : null;
      problems.push(
        warning({
          code: 'control-characters',
          documentId: document._id,
          documentType: document._type,
          language: language ?? languageOf(document),
          path,
          message: `“${path}” holds control characters (${named(value)}): the site leaves them out.`,
          fix: 'Retype the text, or paste it again as plain text, without them.',
        }),
      );
    });
    return problems;
  },
};
