/**
 * Text and attribute values for the XML the site writes (sitemap, feeds).
 * Pure. Escapes the five markup characters and drops the characters XML 1.0
 * forbids (control characters but tab, newline and return; lone surrogates;
 * U+FFFE/U+FFFF), so a title typed with a stray control character cannot make
 * a whole feed unreadable.
 */
const FORBIDDEN =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function xmlText(value: string): string {
  return value.replace(FORBIDDEN, '').replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
