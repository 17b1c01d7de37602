/**
 * The toast region's hotkey (Alt+T), read the way sonner reads it, so the
 * region the server renders and the one sonner mounts later carry the same
 * name and answer the same keys.
 */
import { TOASTS } from '@/config/toasts';

/** The region's accessible name as sonner writes it: the label, then the keys ("Notifications alt+T"). */
export function toastRegionLabel(label: string): string {
  return `${label} ${TOASTS.hotkey.join('+').replace(/Key/g, '').replace(/Digit/g, '')}`;
}

type KeyState = Pick<KeyboardEvent, 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'code'>;

/** True when every part of the hotkey is a pressed modifier (`altKey`) or the pressed key's code (`KeyT`). */
export function isToastHotkey(event: KeyState): boolean {
  return TOASTS.hotkey.every((key) => (key in event && event[key as keyof KeyState] === true) || event.code === key);
}
