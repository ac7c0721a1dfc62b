import type { RegionNode } from '../types/region';
import { call, domain } from './define';

/** Region query run at startup (path assumed: the backend does not document it). */
export const region = /* @__PURE__ */ domain('region', { source: 'seller', assumed: true, token: false }, {
  queryCityArea: call<void, RegionNode[]>('/teamall-seller/client/region/queryCityArea', { list: true, appData: true }),
});
