/**
 * The status bar height the native host reports, made safe to lay a page out with. A webview's
 * status bar is some 20–50 px; anything outside 0–100 px is a host bug or a hand-edited value, and
 * a 100 000 px header would hide the page for good. Used on the bridge's answer, on the stored
 * value and in the device slice.
 */
export const STATUS_BAR_MAX_PX = 100;

/** A height in px within 0–100, or null when `value` is not a finite number. */
export function clampStatusBarHeight(value: unknown): number | null {
  const height = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  if (!Number.isFinite(height)) return null;
  return Math.min(STATUS_BAR_MAX_PX, Math.max(0, height));
}
