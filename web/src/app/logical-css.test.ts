/**
 * Right-to-left languages mirror the layout by themselves only if no style
 * says "left" or "right": every stylesheet of the site is written in logical
 * properties (inline-start/end), and what moves along the line is multiplied
 * by `--inline-sign` (globals.css). A declaration that must stay physical says
 * so with a `physical:` comment on its line.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(process.env.VITRINE_TEST_MESSAGES_DIR!, '..', 'src');

function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? stylesheets(join(dir, entry.name))
      : entry.name.endsWith('.css')
        ? [join(dir, entry.name)]
        : [],
  );
}

/** The physical declarations of a stylesheet's text, as `line: declaration`. */
export function physicalDeclarations(css: string): string[] {
  const found: string[] = [];
  const text = css.replace(/\/\*(?!\s*physical:)[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  text.split('\n').forEach((line, index) => {
    if (/\/\*\s*physical:/.test(line)) return;
    const declaration = /^\s*([a-z-]+)\s*:\s*([^;]+);?/.exec(line);
    if (!declaration) return;
    const [, property = '', value = ''] = declaration;
    const values = value.trim().split(/\s+/);
    const along = /translate(?:X|3d)?\(\s*([^,)\s]+)/.exec(value)?.[1];
    const physical =
      /(^|-)(left|right)($|-)/.test(property) ||
      (['text-align', 'float', 'clear'].includes(property) && /\b(left|right)\b/.test(value)) ||
      (['margin', 'padding', 'inset', 'border-width', 'scroll-padding', 'scroll-margin'].includes(property) &&
        values.length === 4 &&
        values[1] !== values[3]) ||
      (along !== undefined && !/^-?0[a-z%]*$/.test(along) && !value.includes('--inline-sign'));
    if (physical) found.push(`${index + 1}: ${line.trim()}`);
  });
  return found;
}

describe('stylesheets are written in logical properties', () => {
  it('finds what it looks for', () => {
    expect(
      physicalDeclarations(
        [
          '  margin-left: 4px;',
          '  right: 0;',
          '  text-align: left;',
          '  padding: 1px 2px 3px 4px;',
          '  transform: translateX(3px);',
          '  transform: translate(2px, -2px);',
          '  padding: 1px 2px 3px 2px;',
          '  padding-inline-start: 1px;',
          '  inset-inline-end: 0;',
          '  transform: translateX(calc(3px * var(--inline-sign)));',
          '  transform: translateY(-2px);',
          '  left: 16px; /* physical: toasts sit in a physical corner */',
          '/* left: 0; a comment */',
        ].join('\n'),
      ),
    ).toEqual([
      '1: margin-left: 4px;',
      '2: right: 0;',
      '3: text-align: left;',
      '4: padding: 1px 2px 3px 4px;',
      '5: transform: translateX(3px);',
      '6: transform: translate(2px, -2px);',
    ]);
  });

  it.each(stylesheets(SRC).map((file) => [relative(SRC, file), file]))('%s', (_name, file) => {
    expect(physicalDeclarations(readFileSync(file, 'utf8'))).toEqual([]);
  });
});
