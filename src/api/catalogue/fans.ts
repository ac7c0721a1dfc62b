import type { FansSummary } from '../types/pay';
import { call, domain } from './define';

/** The fans' totals (payment service; assumed path: the backend documents only the fans page). */
export const fans = /* @__PURE__ */ domain('pay', { source: 'pay', assumed: true }, {
  fansSummary: call<void, FansSummary>('/teamall-pay/client/account/fansSummary'),
});
