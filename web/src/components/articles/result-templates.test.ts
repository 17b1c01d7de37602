import { describe, expect, it } from 'vitest';
import { resultTemplates } from './result-templates';

describe('resultTemplates', () => {
  const format = (count: number) => (count === 0 ? 'none' : count === 1 ? `${count} article` : `${count} articles`);

  it('writes zero apart and each plural category once, its count as {count}', () => {
    expect(resultTemplates('en', format)).toEqual({ zero: 'none', one: '{count} article', other: '{count} articles' });
  });

  it('follows the language’s own categories (French: 1 is one, 2 other)', () => {
    const templates = resultTemplates('fr', (count) => `${count} élément${count > 1 ? 's' : ''}`);
    expect(templates.one).toBe('{count} élément');
    expect(templates.other).toBe('{count} éléments');
  });
});
