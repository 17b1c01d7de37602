import { slugify } from '@vitrine/schemas';

/** Ids a heading must never take: the shell's own anchors (`#main` is the skip link's target). */
export const RESERVED_IDS = ['main'] as const;

interface HeadingBlock {
  _type: string;
  _key: string;
  style?: string;
  children?: Array<{ text?: string }>;
}

const HEADING_STYLE = /^h[2-6]$/;

/** The id of one heading text: accent-free, lowercase words joined by hyphens, starting with a letter. */
export function headingSlug(text: string): string {
  const slug = slugify(text).replace(/\//g, '-');
  if (slug === '') return 'section';
  return /^[a-z]/.test(slug) ? slug : `section-${slug}`;
}

/**
 * An id for every heading of a Portable Text body, by block key: the heading's
 * slug, with `-2`, `-3`… for repeats and for reserved ids, so each anchor is
 * unique on the page and stable from build to build.
 */
export function headingIds(
  blocks: readonly HeadingBlock[],
  reserved: readonly string[] = RESERVED_IDS,
): Map<string, string> {
  const taken = new Set<string>(reserved);
  const ids = new Map<string, string>();
  for (const block of blocks) {
    if (block._type !== 'block' || !block.style || !HEADING_STYLE.test(block.style)) continue;
    const base = headingSlug((block.children ?? []).map((child) => child.text ?? '').join(''));
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    taken.add(id);
    ids.set(block._key, id);
  }
  return ids;
}
