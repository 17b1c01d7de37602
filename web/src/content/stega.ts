/**
 * Which strings carry Visual Editing's invisible edit links (stega) in draft
 * mode. Pure. Only text a visitor reads is encoded, so nothing the site
 * compares, parses or puts in a URL (slugs, enum values like `colorMode` or
 * `layout`, hrefs, dates, ids) ever holds the extra characters.
 */
/** Field names whose string values are displayed as text. */
export const EDITABLE_TEXT_FIELDS = new Set([
  'title',
  'description',
  'heading',
  'eyebrow',
  'text',
  'intro',
  'name',
  'job',
  'question',
  'caption',
  'note',
  'blurb',
  'company',
  'location',
]);

type PathSegment = string | number | { _key: string; _index: number };

/**
 * The field a value sits in: the last named segment, looking through array
 * items and the `value` of a localized field's item (`job[_key=…].value`:
 * one `{language, value}` per language, schemas/src/types/objects/locale.ts).
 */
export function fieldOf(sourcePath: readonly PathSegment[]): string | null {
  for (let i = sourcePath.length - 1; i >= 0; i--) {
    const segment = sourcePath[i];
    if (typeof segment !== 'string') continue;
    if (segment === 'value' && i > 1 && typeof sourcePath[i - 1] === 'object') continue;
    return segment;
  }
  return null;
}

export function isEditableText(sourcePath: readonly PathSegment[]): boolean {
  const field = fieldOf(sourcePath);
  return field !== null && EDITABLE_TEXT_FIELDS.has(field);
}
