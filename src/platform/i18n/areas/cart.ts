import type { Widen } from '../widen';

/** Cart and confirm order, coupon and address cards: zh-CN source strings. */
export const cartZhCN = {};

/** Cart and confirm order, coupon and address cards: en-US, the same keys (checked by the type). */
export const cartEnUS: Widen<typeof cartZhCN> = {};
