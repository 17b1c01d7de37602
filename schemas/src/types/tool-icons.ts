/**
 * Which icon names a stack tool may use: the slugs of Simple Icons, the set
 * the site draws tools with (web/src/components/sections/tool-icon.tsx reads
 * the same package, pinned to the same version). Studio-only: the list of
 * names is too big for the site's bundle, and the site has no use for it.
 */
import icons from 'simple-icons/icons.json';

/** Every slug of the set, e.g. `figma`, `nextdotjs`. */
const SLUGS: ReadonlyMap<string, string> = new Map(icons.map((icon) => [icon.slug, icon.title]));

/** The name's letters and digits only, lowercased: `Next.js` → `nextjs`. */
const squash = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Up to three slugs an owner may have meant, best first: the same title, then slugs that start with or contain it. */
export function iconSuggestions(value: string): string[] {
  const wanted = squash(value.replace(/^[a-z0-9-]+:/, ''));
  if (wanted === '') return [];
  const scored: [number, string][] = [];
  for (const [slug, title] of SLUGS) {
    const score =
      squash(title) === wanted || slug === wanted
        ? 0
        : slug.startsWith(wanted)
          ? 1
          : squash(title).startsWith(wanted)
            ? 2
            : slug.includes(wanted)
              ? 3
              : -1;
    if (score >= 0) scored.push([score, slug]);
  }
  return scored
    .sort(([a, x], [b, y]) => a - b || x.length - y.length || x.localeCompare(y))
    .slice(0, 3)
    .map(([, slug]) => slug);
}

/** True for a slug of the set. */
export function isIconName(value: string): boolean {
  return SLUGS.has(value);
}

/** The Studio's message for a name, or true when the set knows it. */
export function checkIconName(value: string | undefined): true | string {
  if (value === undefined || isIconName(value)) return true;
  const suggestions = iconSuggestions(value).map((slug) => `${slug} (${SLUGS.get(slug)})`);
  const hint = suggestions.length > 0 ? ` Did you mean ${suggestions.join(', ')}?` : '';
  return `Simple Icons has no icon named “${value}”.${hint} Find names at simpleicons.org, or leave it empty for a letter tile.`;
}
