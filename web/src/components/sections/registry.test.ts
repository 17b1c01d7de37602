import { describe, expect, it, vi } from 'vitest';

// next-intl's navigation needs Next's module resolution; the registry test only needs the components.
vi.mock('@/i18n/navigation', () => ({ Link: () => null }));
import { sectionTypes } from '@vitrine/schemas';
import { sectionRegistry } from './registry';
import { toolMonogram } from './tool-icon';

describe('sectionRegistry', () => {
  it('renders every section type the schema allows, and only those', () => {
    expect(Object.keys(sectionRegistry).sort()).toEqual([...sectionTypes].sort());
  });

  it.each(Object.entries(sectionRegistry))('%s is a component', (_type, component) => {
    expect(typeof component).toBe('function');
  });
});

describe('toolMonogram', () => {
  it.each([
    ['Figma', 'F'],
    ['Next.js', 'NJ'],
    ['VS Code', 'VC'],
    ['after-effects', 'AE'],
    ['Éditeur', 'É'],
    ['3D Studio', '3S'],
  ])('%s → %s', (name, expected) => {
    expect(toolMonogram(name)).toBe(expected);
  });
});
