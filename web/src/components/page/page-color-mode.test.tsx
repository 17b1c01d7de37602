import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { forceColorModeScript } from '@/config/theme';
import { PageColorMode } from './page-color-mode';

describe('PageColorMode', () => {
  it.each(['light', 'dark'] as const)('forces %s before the first paint', (mode) => {
    expect(renderToStaticMarkup(<PageColorMode mode={mode} />)).toBe(`<script>${forceColorModeScript(mode)}</script>`);
  });

  it.each([null, undefined, ''])('renders nothing when the page forces no mode (%j)', (mode) => {
    expect(renderToStaticMarkup(<PageColorMode mode={mode} />)).toBe('');
  });

  it('writes no script for a mode that cannot be forced, and says why', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(renderToStaticMarkup(<PageColorMode mode="system" />)).toBe('');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('system'));
    warn.mockRestore();
  });
});
