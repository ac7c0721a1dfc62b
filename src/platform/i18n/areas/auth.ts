import type { Widen } from '../widen';

/** Login, register, password, agreements; the session messages of the error catalogue: zh-CN source strings. */
export const authZhCN = {
  loginFirst: '请先登录',
  sessionExpired: '登录状态已过期，请重新登录',
  forcedOfflineTitle: '提示',
  forcedOfflineConfirm: '知道了',
};

/** Login, register, password, agreements; the session messages of the error catalogue: en-US, the same keys (checked by the type). */
export const authEnUS: Widen<typeof authZhCN> = {
  loginFirst: 'Please log in first',
  sessionExpired: 'Login status has expired, please log in again',
  forcedOfflineTitle: 'Notice',
  forcedOfflineConfirm: 'Got it',
};
