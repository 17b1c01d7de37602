import { describe, expect, it, vi } from 'vitest';
import { forcedColorModes } from '@vitrine/schemas';
import { forceColorModeScript } from '@/config/theme';
import { FORCEABLE_MODES, resolveForcedColorMode } from './force-color-mode';

it('forces exactly the modes the schema allows', () => {
  expect([...FORCEABLE_MODES].sort()).toEqual([...forcedColorModes].sort());
});

describe('resolveForcedColorMode', () => {
  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    [null, null],
    [undefined, null],
    ['', null],
  ])('%s → %s, silently', (input, expected) => {
    const warn = vi.fn();
    expect(resolveForcedColorMode(input, warn)).toBe(expected);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([['system'], ['sepia'], [42]])('refuses %s with a warning', (input) => {
    const warn = vi.fn();
    expect(resolveForcedColorMode(input, warn)).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('forceColorModeScript', () => {
  it('sets the data attribute globals.css reads', () => {
    const root = { dataset: {} as Record<string, string> };
    new Function('document', forceColorModeScript('light'))({ documentElement: root });
    expect(root.dataset.forcedTheme).toBe('light');
  });
});
