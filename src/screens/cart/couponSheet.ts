import { deferredModule } from '@/platform/deferredModule';

/**
 * The coupon sheet (antd-mobile's Popup, with react-spring and use-gesture, ~26 KB gzip): closed
 * when the confirm page opens, so it loads on the first open or once the page has settled.
 */
export const couponSheet = deferredModule(() => import('./CouponPopup'));

/** Fetches the coupon sheet ahead of its first open (stories that open it at once). */
export function preloadCouponSheet(): Promise<unknown> {
  return couponSheet.load();
}
