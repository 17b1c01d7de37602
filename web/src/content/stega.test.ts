import { describe, expect, it } from 'vitest';
import { fieldOf, isEditableText } from './stega';

describe('stega: only displayed text is encoded', () => {
  it.each([
    [['title'], 'title', true],
    [['body', { _key: 'a1', _index: 0 }, 'heading'], 'heading', true],
    [['body', 3, 'children', 0, 'text'], 'text', true],
    [['profile', 'job', { _key: 'k1', _index: 1 }, 'value'], 'job', true],
    [['seo', 'description', { _key: 'k2', _index: 0 }, 'value'], 'description', true],
    [['body', 0, 'value'], 'value', false],
    [['profile', 'name'], 'name', true],
    [['slug', 'current'], 'current', false],
    [['colorMode'], 'colorMode', false],
    [['body', 0, 'layout'], 'layout', false],
    [['body', 0, 'actions', 0, 'href'], 'href', false],
    [['body', 0, 'kind'], 'kind', false],
    [['language'], 'language', false],
    [['validate'], 'validate', false],
    [['seo', 'url'], 'url', false],
    [['tags', 2], 'tags', false],
    [[], null, false],
  ])('%j is field %s, encoded: %s', (path, field, encoded) => {
    expect(fieldOf(path)).toBe(field);
    expect(isEditableText(path)).toBe(encoded);
  });
});
