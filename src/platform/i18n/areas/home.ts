import type { Widen } from '../widen';

/** Home area: /home, repurchase zone, members zone: zh-CN source strings. */
export const homeZhCN = {};

/** Home area: /home, repurchase zone, members zone: en-US, the same keys (checked by the type). */
export const homeEnUS: Widen<typeof homeZhCN> = {};
