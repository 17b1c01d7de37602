import { describe, expect, it } from 'vitest';
import { isToastHotkey, toastRegionLabel } from './hotkey';

const keys = { altKey: false, ctrlKey: false, metaKey: false, shiftKey: false, code: '' };

describe('the toast hotkey', () => {
  it.each([
    ['Notifications', 'Notifications alt+T'],
    ['Notificações', 'Notificações alt+T'],
  ])('names the region %j → %j', (label, expected) => {
    expect(toastRegionLabel(label)).toBe(expected);
  });

  it.each([
    [{ altKey: true, code: 'KeyT' }, true],
    [{ altKey: true, shiftKey: true, code: 'KeyT' }, true],
    [{ code: 'KeyT' }, false],
    [{ altKey: true, code: 'KeyR' }, false],
    [{ ctrlKey: true, code: 'KeyT' }, false],
  ])('%o → %s', (pressed, expected) => {
    expect(isToastHotkey({ ...keys, ...pressed })).toBe(expected);
  });
});
