/**
 * The product's toast settings, overriding the library's defaults
 * (5000 ms, 5 visible, F8). Passed to the single sonner <Toaster>.
 */
export const TOASTS = {
  position: 'bottom-right',
  durationMs: 4000,
  visibleToasts: 3,
  gapPx: 14,
  widthPx: 356,
  offsetPx: 24,
  mobileOffsetPx: 16,
  /** Alt+T focuses the toast area. */
  hotkey: ['altKey', 'KeyT'],
  closeButton: true,
  /** Sonner's own constants, which the spec also names: swipe to dismiss past 45 px, 200 ms exit. */
  swipeThresholdPx: 45,
  removeDelayMs: 200,
} as const;
