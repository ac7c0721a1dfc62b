export { Sheet } from './Sheet';
export { SHEET_TAP_GUARD_MS, sheetTapsAttribute } from './tapGuard';
