import type { Widen } from '../widen';

/** Company intro (/mall/detail): zh-CN source strings. */
export const mallZhCN = {};

/** Company intro (/mall/detail): en-US, the same keys (checked by the type). */
export const mallEnUS: Widen<typeof mallZhCN> = {};
