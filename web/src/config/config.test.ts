import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RETRY } from './http';
import { LOCALE_COOKIE } from './locale';
import { THEME } from './theme';
import { TOASTS } from './toasts';

// These constants are product decisions (toasts, retries, preview, cookies); a change here is a product change.
describe('spec constants', () => {
  it('toasts: bottom-right, 4000 ms, 3 visible, 14 px gap, 356 px wide, 24/16 px offset, Alt+T, close buttons', () => {
    expect(TOASTS).toMatchObject({
      position: 'bottom-right',
      durationMs: 4000,
      visibleToasts: 3,
      gapPx: 14,
      widthPx: 356,
      offsetPx: 24,
      mobileOffsetPx: 16,
      hotkey: ['altKey', 'KeyT'],
      closeButton: true,
      swipeThresholdPx: 45,
      removeDelayMs: 200,
    });
  });

  it('locale cookie: i18n_redirected, 365 days, path /, SameSite Lax', () => {
    expect(LOCALE_COOKIE).toEqual({ name: 'i18n_redirected', maxAgeSeconds: 31_536_000, path: '/', sameSite: 'lax' });
  });

  it('retry: once, idempotent methods, the eight statuses', () => {
    expect(RETRY.retries).toBe(1);
    expect([...RETRY.statuses].sort()).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
    expect(RETRY.safeMethods).not.toContain('POST');
  });

  it('theme: dark by default, kept in localStorage under one key', () => {
    expect(THEME).toEqual({
      storageKey: 'vitrine-color-mode',
      defaultMode: 'dark',
      attribute: 'class',
      switchingAttribute: 'data-switching-mode',
    });
  });

  it('theme: the stylesheet turns every transition off while the mode switches', () => {
    const css = readFileSync(new URL('../app/globals.css', import.meta.url), 'utf8').replace(/\s+/g, ' ');
    const on = `[${THEME.switchingAttribute}]`;
    expect(css).toContain(`${on} *, ${on} *::before, ${on} *::after { transition: none !important; }`);
  });
});
