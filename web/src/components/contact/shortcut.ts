/** The copy-e-mail shortcut of the contact page: Ctrl+O, or ⌘O on Apple keyboards; no Shift or Alt. */
export function isCopyShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'o';
}
