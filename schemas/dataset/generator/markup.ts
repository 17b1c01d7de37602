/**
 * A small markup for writing Portable Text by hand in the dataset sources:
 * paragraphs with **strong**, *em*, `code` and [links](/en/contact), plus
 * helpers for headings, lists, code blocks, images and callouts.
 */
import { key } from './keys';

export interface Span {
  _type: 'span';
  _key: string;
  text: string;
  marks: string[];
}

export interface TextBlock {
  _type: 'block';
  _key: string;
  style: 'normal' | 'h2' | 'h3' | 'blockquote';
  markDefs: Array<{ _type: 'link'; _key: string; href: string }>;
  children: Span[];
  listItem?: 'bullet' | 'number';
  level?: number;
}

export type BlockSpec =
  | { kind: 'text'; style: TextBlock['style']; text: string; listItem?: 'bullet' | 'number' }
  | { kind: 'code'; language: string; code: string; filename?: string }
  | { kind: 'image'; image: string; alt: string; caption?: string }
  | { kind: 'callout'; tone: 'note' | 'tip' | 'warning'; title?: string; text: string };

export const p = (text: string): BlockSpec => ({ kind: 'text', style: 'normal', text });
export const h2 = (text: string): BlockSpec => ({ kind: 'text', style: 'h2', text });
export const h3 = (text: string): BlockSpec => ({ kind: 'text', style: 'h3', text });
export const quote = (text: string): BlockSpec => ({ kind: 'text', style: 'blockquote', text });
export const ul = (...items: string[]): BlockSpec[] =>
  items.map((text) => ({ kind: 'text', style: 'normal', text, listItem: 'bullet' }));
export const ol = (...items: string[]): BlockSpec[] =>
  items.map((text) => ({ kind: 'text', style: 'normal', text, listItem: 'number' }));
export const code = (language: string, source: string, filename?: string): BlockSpec => ({
  kind: 'code',
  language,
  code: source.replace(/^\n/, '').replace(/\s+$/, ''),
  filename,
});
export const figure = (image: string, alt: string, caption?: string): BlockSpec => ({
  kind: 'image',
  image,
  alt,
  caption,
});
export const callout = (tone: 'note' | 'tip' | 'warning', text: string, title?: string): BlockSpec => ({
  kind: 'callout',
  tone,
  title,
  text,
});

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|`(.+?)`|\[(.+?)\]\((.+?)\)/g;

/** Parses one paragraph of inline markup into spans and link definitions. */
export function inline(text: string, seed: string): Pick<TextBlock, 'children' | 'markDefs'> {
  const children: Span[] = [];
  const markDefs: TextBlock['markDefs'] = [];
  let last = 0;
  const push = (value: string, marks: string[]) => {
    if (value === '') return;
    children.push({ _type: 'span', _key: key(`${seed}:span:${children.length}`), text: value, marks });
  };
  for (const match of text.matchAll(INLINE)) {
    push(text.slice(last, match.index), []);
    const [, strong, em, mono, label, href] = match;
    if (strong !== undefined) push(strong, ['strong']);
    else if (em !== undefined) push(em, ['em']);
    else if (mono !== undefined) push(mono, ['code']);
    else if (label !== undefined && href !== undefined) {
      const markKey = key(`${seed}:link:${markDefs.length}`);
      markDefs.push({ _type: 'link', _key: markKey, href });
      push(label, [markKey]);
    }
    last = (match.index ?? 0) + match[0].length;
  }
  push(text.slice(last), []);
  if (children.length === 0) push(text, []);
  return { children, markDefs };
}

/** A text block from a spec (headings, paragraphs, list items). */
export function textBlock(spec: Extract<BlockSpec, { kind: 'text' }>, seed: string): TextBlock {
  const { children, markDefs } = inline(spec.text, seed);
  return {
    _type: 'block',
    _key: key(seed),
    style: spec.style,
    markDefs,
    children,
    ...(spec.listItem ? { listItem: spec.listItem, level: 1 } : {}),
  };
}

/** Plain text of block specs, for word counts. */
export function plainText(specs: BlockSpec[]): string {
  return specs
    .map((spec) => (spec.kind === 'text' ? spec.text.replace(INLINE, (_m, a, b, c, d) => a ?? b ?? c ?? d ?? '') : ''))
    .join('\n');
}
