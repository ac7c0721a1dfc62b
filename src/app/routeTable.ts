import type { RouteTitleKey } from '@/platform/i18n';
import type { RoutePath } from '@/routes';
import type { StoreAccess } from '@/state/root';

/**
 * A screen module: its default export is the page component. A page a launch may open on can also
 * export `openingCalls`: it starts the calls of the page's first screen, into the cache the screen
 * then reads. The entry runs it when the app opens on that page, once the store is built and
 * before the first render (src/app/main.tsx), so the calls go out a whole render sooner. It may
 * return a promise of what the first render should draw: the render then waits for it a moment.
 */
export type ScreenModule = { default: React.ComponentType; openingCalls?: (store: StoreAccess, pathname: string) => Promise<unknown> | void };

export interface LeaveGuard {
  /** paths this route may be left for */
  allow: readonly RoutePath[];
  /** where any other exit is sent instead */
  fallback: RoutePath;
}

export interface RouteEntry {
  /** route pattern (one of `paths` in src/routes); `{id}` of the route list (tests/unit/fixtures/routes.txt) is the `:id` param */
  path: RoutePath;
  /** 'top' routes sit outside the `/` layout (docs/architecture.md) */
  area: 'top' | 'layout';
  title: RouteTitleKey;
  /**
   * the route has a screen: its loader is in src/app/screens.ts (kept out of the launch bundle);
   * absent while the route's issue is not worked yet (shows the coming-soon page)
   */
  screen?: true;
  keepAlive: boolean;
  needsLogin: boolean;
  leaveGuard?: LeaveGuard;
  /** what shows while the screen's chunk loads: the list page sketch (default) or a detail page's */
  skeleton?: 'list' | 'detail';
}

type RouteOptions = Partial<Pick<RouteEntry, 'screen' | 'keepAlive' | 'needsLogin' | 'leaveGuard' | 'skeleton'>>;

/** A route of the table: its pattern must be one of `paths` (src/routes) and have a title. */
function route(path: RoutePath & RouteTitleKey, area: RouteEntry['area'], options: RouteOptions = {}): RouteEntry {
  return { path, area, title: path, keepAlive: false, needsLogin: false, ...options };
}

/**
 * Every route of `paths` (src/routes), each once: 89. The production app and every story mount
 * this table; later issues fill in `screen`.
 */
export const routeTable: readonly RouteEntry[] = [
  route('/activityArea', 'layout', { screen: true, needsLogin: true }),
  route('/activityAreaDetails', 'layout', { screen: true, needsLogin: true }),
  route('/address/address', 'layout', { screen: true, needsLogin: true }),
  route('/address/editaddress', 'layout', { screen: true, needsLogin: true }),
  route('/agreement', 'top', { screen: true }),
  route('/apply/agent', 'layout', { keepAlive: true, needsLogin: true }),
  route('/apply/agreement', 'layout'),
  route('/apply/index', 'layout'),
  route('/apply/mall', 'layout'),
  route('/apply/nextStep', 'layout', { keepAlive: true, needsLogin: true }),
  route('/callCenter', 'layout', { screen: true }),
  route('/chat/chat/:id', 'layout', { needsLogin: true }),
  route('/chat/conversation', 'layout', { needsLogin: true }),
  route('/collectCoupons', 'layout', { screen: true, needsLogin: true }),
  route('/comment', 'layout', { screen: true, needsLogin: true }),
  route('/contractSigning/autograph', 'layout', { screen: true, needsLogin: true }),
  route('/contractSigning/index', 'layout', { screen: true, needsLogin: true }),
  route('/creditZone', 'layout', { screen: true, needsLogin: true }),
  route('/goods/category', 'layout', { screen: true }),
  route('/goods/detail/:id', 'layout', { screen: true, skeleton: 'detail' }),
  route('/goods/search', 'layout', { screen: true }),
  route('/home', 'layout', { screen: true }),
  route('/home/memberArea', 'layout', { screen: true }),
  route('/home/repurchaseZone', 'layout', { screen: true }),
  route('/income/agencyPromotionHouses', 'layout', { needsLogin: true }),
  route('/income/bonuspoints', 'layout', { needsLogin: true }),
  route('/income/consumerDividends', 'layout', { needsLogin: true }),
  route('/income/details', 'layout', { needsLogin: true }),
  route('/income/freezeQuestions', 'layout', { needsLogin: true }),
  route('/income/income', 'layout', { needsLogin: true }),
  route('/income/partnerPoints', 'layout', { needsLogin: true }),
  route('/income/property', 'layout', { needsLogin: true }),
  route('/income/withdrawal', 'layout', { needsLogin: true }),
  route('/income/withdrawalrecord', 'layout', { needsLogin: true }),
  route('/login', 'top', { screen: true }),
  route('/logistics', 'layout', { screen: true, needsLogin: true }),
  route('/mall/detail', 'layout', { screen: true }),
  route('/messageNotice', 'layout', { screen: true, needsLogin: true }),
  route('/mine', 'layout', { screen: true, needsLogin: true }),
  route('/mine/agentEdit', 'layout', { needsLogin: true }),
  route('/mine/changeAccount', 'layout', { screen: true, needsLogin: true }),
  route('/mine/delivery', 'layout', { needsLogin: true }),
  route('/mine/deliveryDetaile', 'layout', { needsLogin: true }),
  route('/mine/feedback', 'layout', { screen: true, needsLogin: true }),
  route('/mine/largeTurntable', 'layout', { keepAlive: true, needsLogin: true }),
  route('/mine/logout', 'layout', { screen: true, needsLogin: true }),
  route('/mine/newFunction', 'layout', { screen: true }),
  route('/mine/orderingInfo', 'layout', { needsLogin: true }),
  route('/mine/pointsHall', 'layout', { needsLogin: true }),
  route('/mine/purchase', 'layout', { needsLogin: true }),
  route('/mine/renew', 'layout', { needsLogin: true }),
  route('/mine/set', 'layout', { screen: true, needsLogin: true }),
  route('/mine/set/contract', 'layout', { screen: true, needsLogin: true }),
  route('/mine/setAddress', 'layout', { screen: true, needsLogin: true }),
  route('/mine/setAgentName', 'layout', { screen: true, needsLogin: true }),
  route('/mine/setInviter', 'layout', { screen: true, needsLogin: true }),
  route('/mine/setMobile', 'layout', { screen: true, needsLogin: true }),
  route('/mine/setName', 'layout', { screen: true, needsLogin: true }),
  route('/mine/setPassword', 'layout', { screen: true, needsLogin: true }),
  route('/mine/setSign', 'layout', { screen: true, needsLogin: true }),
  route('/mine/setUser', 'layout', { screen: true, needsLogin: true }),
  route('/mine/signIn', 'layout', { needsLogin: true }),
  route('/mine/teaHouseRenewal', 'layout', { needsLogin: true }),
  route('/mine/teahouseOrder', 'layout', { needsLogin: true }),
  route('/myCollet', 'layout', { screen: true, needsLogin: true }),
  route('/myCoupon', 'layout', { screen: true, needsLogin: true }),
  route('/myFans', 'layout', { screen: true, needsLogin: true }),
  route('/openshop/openshop', 'layout', { screen: true, needsLogin: true }),
  route('/openshop/openshop-next', 'layout', { screen: true, needsLogin: true }),
  route('/order', 'layout', { screen: true, needsLogin: true, leaveGuard: { allow: ['/shoppingCart/confirmOrder', '/orderDetails', '/mine', '/logistics', '/comment'], fallback: '/mine' } }),
  route('/orderDetails', 'layout', { screen: true, needsLogin: true }),
  route('/password', 'top', { screen: true }),
  route('/privacy', 'top', { screen: true }),
  route('/privacySDK', 'top', { screen: true }),
  route('/refundOrder', 'layout', { screen: true, needsLogin: true }),
  route('/register', 'top', { keepAlive: true, screen: true }),
  route('/sendOrder', 'layout', { screen: true, needsLogin: true }),
  route('/setRefund', 'layout', { screen: true, needsLogin: true }),
  route('/share/download', 'top', { screen: true }),
  route('/share/invitation', 'top', { screen: true }),
  route('/shop/detail', 'layout'),
  route('/shop/index', 'layout'),
  route('/shop/list', 'layout'),
  route('/shop/more', 'layout'),
  route('/shoppingCart', 'layout', { screen: true }),
  route('/shoppingCart/confirmOrder', 'layout', { needsLogin: true, screen: true }),
  route('/upgrade/upgrade', 'layout', { screen: true, needsLogin: true }),
  route('/upgrade/upgrade-next', 'layout', { screen: true, needsLogin: true }),
  route('/vipInfo', 'layout', { screen: true, needsLogin: true }),
];
