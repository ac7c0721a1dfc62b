import type { Widen } from '../widen';

/** Login, register, password, agreements: zh-CN source strings. */
export const authZhCN = {};

/** Login, register, password, agreements: en-US, the same keys (checked by the type). */
export const authEnUS: Widen<typeof authZhCN> = {};
