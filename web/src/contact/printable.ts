/**
 * What a visitor typed, safe to print in a terminal (`npm run messages`):
 * control characters (an escape sequence could clear the screen, rewrite
 * earlier lines or set the window title) and bidirectional overrides (they
 * reorder what you read) are shown as `\u001b` instead of being obeyed.
 * Newlines and tabs stay, in a message body only.
 */
export function printable(text: string, { multiline = false }: { multiline?: boolean } = {}): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, (char) =>
    multiline && (char === '\n' || char === '\t') ? char : `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
