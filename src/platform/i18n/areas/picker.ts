import type { Widen } from '../widen';

/** Date-range picker: zh-CN source strings. */
export const pickerZhCN = {};

/** Date-range picker: en-US, the same keys (checked by the type). */
export const pickerEnUS: Widen<typeof pickerZhCN> = {};
