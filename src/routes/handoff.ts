import type { SettleItem } from '@/api/types/order';

/*
 * What each route receives from the page that opens it: its query parameters (typed for `href`)
 * and its history state. One description per hand-off, used by the page that sends and the page
 * that reads. A page reading history state still checks it (state can be another page's or stale).
 */

/** Login or settlement account, on the auth pages. */
export type AuthMode = 'member' | 'settlement';

/** History state passed between the auth pages: the mobile to prefill and the account type. */
export interface AuthLocationState {
  mobile?: string;
  mode?: AuthMode;
}

/**
 * What confirm order settles: the cart's ticked lines or goods detail's buy-now choice. It arrives
 * as history state and is mirrored into the query (`?cartIds=a,b` / `?buyNow=goodsId:skuId:qty`),
 * so a reload, a login round trip or a story reaches the same page.
 */
export type SettleSource =
  | { source: 'cart'; cartIds: string[] }
  | { source: 'buyNow'; items: SettleItem[] }
  /** 再次购买: the lines of one of the buyer's orders (`?rebuy=<orderId>`), at today's prices */
  | { source: 'rebuy'; orderId: string }
  /** 结算 of several favourites (`?favourites=g1,g2`): each goods with its first SKU in stock, one piece */
  | { source: 'favourites'; goodsIds: string[] };

/** History state per route name, for the routes that take one. */
export interface RouteState {
  login: AuthLocationState;
  register: AuthLocationState;
  password: AuthLocationState;
  confirmOrder: SettleSource;
}

/** A query value; `null`, `undefined` and '' leave the parameter out. */
export type QueryValue = string | number | null | undefined;

/** Query parameters per route name, for the routes that read any (all optional unless noted). */
export interface RouteQuery {
  /** `redirect`: where to go once signed in (an in-app path, checked by the login page) */
  login: { redirect?: QueryValue };
  register: { redirect?: QueryValue; inviteCode?: QueryValue };
  password: { redirect?: QueryValue };
  /** a choice carried through the login page: the selector opens on it again */
  goodsDetail: { skuId?: QueryValue; quantity?: QueryValue };
  category: { categoryId?: QueryValue };
  activityAreaDetails: { activityId?: QueryValue };
  /** none: the activity running now (else the next one) */
  activityArea: { activityId?: QueryValue };
  /** `zone`: 'deduction' (default) or 'cash', the cash-coupon zone */
  creditZone: { zone?: 'deduction' | 'cash' };
  search: { keyword?: QueryValue; sort?: QueryValue };
  mallDetail: { type?: QueryValue };
  /** `select=1`: choosing an address for checkout (`choose=1` is read as the same) */
  addresses: { select?: 1 };
  /** `addressId`: the address to edit (none: a new one); `select=1`: the saved address is chosen for checkout */
  editAddress: { addressId?: QueryValue; select?: 1 };
  /**
   * `orderId` is required; `pay=1`: the order was just placed, its payment opens at once (dropped
   * once open); `result=paid`: the payment's result page of a paid order (docs/orders.md)
   */
  orderDetails: { orderId: string; pay?: 1; result?: 'paid' };
  /** the order to review (required) */
  comment: { orderId: string };
  /** the order (required) and the form: apply 仅退款 / 退货退款, or the return waybill of an open return */
  setRefund: { orderId: string; type: 'refund' | 'return' | 'logistics' };
  /** the settle source (see `SettleSource`) and an address chosen for it */
  confirmOrder: { cartIds?: QueryValue; buyNow?: QueryValue; rebuy?: QueryValue; favourites?: QueryValue; addressId?: QueryValue };
  /** `status`: the order list's tab (an `OrderStatus`: 0 1 2 3, 5 for 售后; none: all orders) */
  orders: { status?: QueryValue };
  /** `orderId` is required */
  logistics: { orderId: string };
  /** `inviteCode`: the member whose invitation brought the visitor (the page shows them) */
  shareDownload: { inviteCode?: QueryValue };
}
