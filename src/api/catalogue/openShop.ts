import type { OpenShopApplication, OpenShopApplyArg, OpenShopInfo } from '../types/openShop';
import { call, domain } from './define';

/**
 * Opening a shop (shop service, source `seller`; assumed paths: the backend documents no such
 * call). `openShopApply` creates the application and the payable order of the shop fee, exactly
 * once per `requestNo`.
 */
export const openShop = /* @__PURE__ */ domain('shop', { source: 'seller', assumed: true }, {
  openShopInfo: call<void, OpenShopInfo>('/teamall-seller/client/shop/openInfo'),
  openShopApply: call<OpenShopApplyArg, OpenShopApplication>('/teamall-seller/client/shop/openApply'),
});
