import type { Coupon, CouponReceiveStatus, CouponScope, MyCouponStatus } from '@/api/types/member';
import type { CouponCardStatus } from '@/components/CouponCard/coupon';
import { href, paths, queryString } from '@/routes';

/** The coupon centre's tabs: every coupon, goods coupons (scope 2), shop-wide coupons (scope 1). */
export const CENTRE_TABS = ['all', 'goods', 'shopWide'] as const;
export type CentreTab = (typeof CENTRE_TABS)[number];

const TAB_SCOPE: Record<CentreTab, CouponScope | undefined> = { all: undefined, goods: 2, shopWide: 1 };

/** The tab of the centre's address (`?scope=1|2`; anything else: all). */
export function centreTabOf(params: URLSearchParams): CentreTab {
  const scope = params.get('scope');
  return CENTRE_TABS.find((tab) => String(TAB_SCOPE[tab]) === scope) ?? 'all';
}

/** The couponCenter argument of a tab: its scope, none for all. */
export function centreScope(tab: CentreTab): { scope?: CouponScope } {
  const scope = TAB_SCOPE[tab];
  return scope === undefined ? {} : { scope };
}

const CARD_OF_RECEIVE: Record<CouponReceiveStatus, CouponCardStatus> = { 0: 'receivable', 1: 'received', 2: 'soldOut', 3: 'limitReached' };

/** The centre card's state, as the server's receive state says (0 receive, 1 received, 2 sold out, 3 limit reached). */
export function centreCardStatus(status: CouponReceiveStatus): CouponCardStatus {
  return CARD_OF_RECEIVE[status];
}

/** My coupons' tabs, by the held coupon's status: 0 unused, 1 used, 2 expired. */
export const MINE_TABS: readonly MyCouponStatus[] = [0, 1, 2];

/** The tab of my coupons' address (`?status=0|1|2`; anything else: unused). */
export function mineTabOf(params: URLSearchParams): MyCouponStatus {
  return MINE_TABS.find((status) => String(status) === params.get('status')) ?? 0;
}

/** The two member zones my coupons links to: both are /creditZone, told apart by `?zone=`. */
export function zoneHref(zone: 'deduction' | 'cash'): string {
  return '/creditZone' + queryString({ zone });
}

/**
 * Where 去使用 takes a coupon: a deduction voucher to the deduction zone (the goods it deducts on),
 * a goods coupon of a category to that category's goods, a shop-wide coupon to the goods
 * categories (every goods qualifies).
 */
export function couponUseHref(coupon: Pick<Coupon, 'type' | 'scope' | 'categoryId'>): string {
  if (coupon.type === 3) return zoneHref('deduction');
  if (coupon.scope === 2 && coupon.categoryId) return href(paths.category, { categoryId: coupon.categoryId });
  return paths.category;
}
