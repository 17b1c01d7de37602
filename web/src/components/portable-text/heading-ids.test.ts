import { describe, expect, it } from 'vitest';
import { headingIds, headingSlug } from './heading-ids';

const heading = (key: string, text: string, style = 'h2') => ({
  _type: 'block',
  _key: key,
  style,
  children: [{ text }],
});

describe('headingSlug', () => {
  it.each([
    ['Getting started', 'getting-started'],
    ['Ça marche déjà ?', 'ca-marche-deja'],
    ['Configuração e instalação', 'configuracao-e-instalacao'],
    ['Before/after', 'before-after'],
    ['2024 in review', 'section-2024-in-review'],
    ['¿?!', 'section'],
    ['', 'section'],
  ])('%s → %s', (text, expected) => {
    expect(headingSlug(text)).toBe(expected);
  });
});

describe('headingIds', () => {
  it('gives each heading a unique id, by block key, and skips other blocks', () => {
    const ids = headingIds([
      heading('a', 'Setup'),
      { _type: 'block', _key: 'p', style: 'normal', children: [{ text: 'Setup' }] },
      heading('b', 'Setup', 'h3'),
      { _type: 'code', _key: 'c' },
      heading('d', 'Setup'),
      heading('e', 'Setup 2'),
    ]);
    expect(Object.fromEntries(ids)).toEqual({ a: 'setup', b: 'setup-2', d: 'setup-3', e: 'setup-2-2' });
  });

  it('joins the spans of a heading', () => {
    const ids = headingIds([
      { _type: 'block', _key: 'a', style: 'h2', children: [{ text: 'Fast ' }, { text: 'builds' }] },
    ]);
    expect(ids.get('a')).toBe('fast-builds');
  });

  it('never takes a reserved id such as the skip link target', () => {
    expect(headingIds([heading('a', 'Main')]).get('a')).toBe('main-2');
    expect(headingIds([heading('a', 'Intro')], ['intro']).get('a')).toBe('intro-2');
  });
});
