/** How long a sheet ignores taps after it opens: longer than the gap between a double tap's two taps. */
export const SHEET_TAP_GUARD_MS = 400;

/** The attribute of a sheet's wrapper that says whether it takes taps yet (`off`, then `on`). */
export const sheetTapsAttribute = 'data-taps';
