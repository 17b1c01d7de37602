/**
 * Tool icons from Simple Icons, drawn on the server as inline SVG at build
 * time: no icon API, no client code, no request. The set is an npm package
 * pinned to one version (the Studio validates names against the same one,
 * schemas/src/types/tool-icons.ts). A name it does not know gets a letter tile.
 */
import * as simpleIcons from 'simple-icons';
import type { SimpleIcon } from 'simple-icons';
import { firstGrapheme } from '@/text/graphemes';

const ICONS = simpleIcons as unknown as Record<string, SimpleIcon | undefined>;

/**
 * The icon of a Simple Icons slug (`figma`, `nextdotjs`), or null for one the
 * set does not have. The older `simple-icons:figma` form is read too.
 */
export function simpleIcon(name: string | null | undefined): SimpleIcon | null {
  const slug = name?.replace(/^simple-icons:/, '') ?? '';
  if (!/^[a-z0-9_]+$/.test(slug)) return null;
  // The package exports each icon as `si` + its slug with the first letter capitalised (siNextdotjs).
  return ICONS[`si${slug[0]!.toUpperCase()}${slug.slice(1)}`] ?? null;
}

/** The first letters of a tool's name, for its tile ("Next.js" → "N", "VS Code" → "VC"). */
export function toolMonogram(name: string): string {
  const words = name.split(/[\s._-]+/).filter((word) => /^[\p{L}\p{N}]/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => firstGrapheme(word).toUpperCase())
    .join('');
}

/** The tool's icon in the text colour, or its letters when the set has no icon by that name. Decorative. */
export function ToolIcon({ name, icon, size = 20 }: { name: string; icon: string | null | undefined; size?: number }) {
  const found = simpleIcon(icon);
  if (!found) return <>{toolMonogram(name)}</>;
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} fill="currentColor" aria-hidden="true" data-icon={found.slug}>
      <path d={found.path} />
    </svg>
  );
}
