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
  /** lazy screen; absent while the route's issue is not worked yet (shows the coming-soon page) */
  screen?: () => Promise<ScreenModule>;
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
  route('/activityArea', 'layout', { screen: () => import('@/screens/activity/ActivityAreaScreen'), needsLogin: true }),
  route('/activityAreaDetails', 'layout', { screen: () => import('@/screens/activity/ActivityAreaDetailsScreen'), needsLogin: true }),
  route('/address/address', 'layout', { screen: () => import('@/screens/order/address/AddressListScreen'), needsLogin: true }),
  route('/address/editaddress', 'layout', { screen: () => import('@/screens/order/address/EditAddressScreen'), needsLogin: true }),
  route('/agreement', 'top', { screen: () => import('@/screens/auth/AgreementScreen') }),
  route('/apply/agent', 'layout', { keepAlive: true, needsLogin: true }),
  route('/apply/agreement', 'layout'),
  route('/apply/index', 'layout'),
  route('/apply/mall', 'layout'),
  route('/apply/nextStep', 'layout', { keepAlive: true, needsLogin: true }),
  route('/callCenter', 'layout', { screen: () => import('@/screens/service/CallCenterScreen') }),
  route('/chat/chat/:id', 'layout', { needsLogin: true }),
  route('/chat/conversation', 'layout', { needsLogin: true }),
  route('/collectCoupons', 'layout'),
  route('/comment', 'layout', { screen: () => import('@/screens/order/comment/CommentScreen'), needsLogin: true }),
  route('/contractSigning/autograph', 'layout', { screen: () => import('@/screens/contract/AutographScreen'), needsLogin: true }),
  route('/contractSigning/index', 'layout', { screen: () => import('@/screens/contract/ContractScreen'), needsLogin: true }),
  route('/creditZone', 'layout', { screen: () => import('@/screens/activity/CreditZoneScreen'), needsLogin: true }),
  route('/goods/category', 'layout', { screen: () => import('@/screens/goods/CategoryScreen') }),
  route('/goods/detail/:id', 'layout', { screen: () => import('@/screens/goods/GoodsDetailScreen'), skeleton: 'detail' }),
  route('/goods/search', 'layout', { screen: () => import('@/screens/goods/SearchScreen') }),
  route('/home', 'layout', { screen: () => import('@/screens/home/HomeScreen') }),
  route('/home/memberArea', 'layout', { screen: () => import('@/screens/home/MemberAreaScreen') }),
  route('/home/repurchaseZone', 'layout', { screen: () => import('@/screens/home/RepurchaseZoneScreen') }),
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
  route('/login', 'top', { screen: () => import('@/screens/auth/LoginScreen') }),
  route('/logistics', 'layout', { screen: () => import('@/screens/order/logistics/LogisticsScreen'), needsLogin: true }),
  route('/mall/detail', 'layout', { screen: () => import('@/screens/mall/MallDetailScreen') }),
  route('/messageNotice', 'layout', { needsLogin: true }),
  route('/mine', 'layout', { screen: () => import('@/screens/mine/MineScreen'), needsLogin: true }),
  route('/mine/agentEdit', 'layout', { needsLogin: true }),
  route('/mine/changeAccount', 'layout', { screen: () => import('@/screens/mine/ChangeAccountScreen'), needsLogin: true }),
  route('/mine/delivery', 'layout', { needsLogin: true }),
  route('/mine/deliveryDetaile', 'layout', { needsLogin: true }),
  route('/mine/feedback', 'layout', { screen: () => import('@/screens/mine/FeedbackScreen'), needsLogin: true }),
  route('/mine/largeTurntable', 'layout', { keepAlive: true, needsLogin: true }),
  route('/mine/logout', 'layout', { screen: () => import('@/screens/mine/LogoutScreen'), needsLogin: true }),
  route('/mine/newFunction', 'layout', { screen: () => import('@/screens/mine/NewFunctionScreen') }),
  route('/mine/orderingInfo', 'layout', { needsLogin: true }),
  route('/mine/pointsHall', 'layout', { needsLogin: true }),
  route('/mine/purchase', 'layout', { needsLogin: true }),
  route('/mine/renew', 'layout', { needsLogin: true }),
  route('/mine/set', 'layout', { screen: () => import('@/screens/mine/SetScreen'), needsLogin: true }),
  route('/mine/set/contract', 'layout', { screen: () => import('@/screens/contract/ContractScreen'), needsLogin: true }),
  route('/mine/setAddress', 'layout', { screen: () => import('@/screens/order/address/SetAddressScreen'), needsLogin: true }),
  route('/mine/setAgentName', 'layout', { screen: () => import('@/screens/mine/SetAgentNameScreen'), needsLogin: true }),
  route('/mine/setInviter', 'layout', { screen: () => import('@/screens/mine/SetInviterScreen'), needsLogin: true }),
  route('/mine/setMobile', 'layout', { screen: () => import('@/screens/mine/SetMobileScreen'), needsLogin: true }),
  route('/mine/setName', 'layout', { screen: () => import('@/screens/mine/SetNameScreen'), needsLogin: true }),
  route('/mine/setPassword', 'layout', { screen: () => import('@/screens/mine/SetPasswordScreen'), needsLogin: true }),
  route('/mine/setSign', 'layout', { screen: () => import('@/screens/mine/SetSignScreen'), needsLogin: true }),
  route('/mine/setUser', 'layout', { screen: () => import('@/screens/mine/SetUserScreen'), needsLogin: true }),
  route('/mine/signIn', 'layout', { needsLogin: true }),
  route('/mine/teaHouseRenewal', 'layout', { needsLogin: true }),
  route('/mine/teahouseOrder', 'layout', { needsLogin: true }),
  route('/myCollet', 'layout', { needsLogin: true }),
  route('/myCoupon', 'layout', { needsLogin: true }),
  route('/myFans', 'layout', { needsLogin: true }),
  route('/openshop/openshop', 'layout', { needsLogin: true }),
  route('/openshop/openshop-next', 'layout', { needsLogin: true }),
  route('/order', 'layout', { screen: () => import('@/screens/order/list/OrderListScreen'), needsLogin: true, leaveGuard: { allow: ['/shoppingCart/confirmOrder', '/orderDetails', '/mine', '/logistics', '/comment'], fallback: '/mine' } }),
  route('/orderDetails', 'layout', { screen: () => import('@/screens/order/details/OrderDetailsScreen'), needsLogin: true }),
  route('/password', 'top', { screen: () => import('@/screens/auth/PasswordScreen') }),
  route('/privacy', 'top', { screen: () => import('@/screens/auth/PrivacyScreen') }),
  route('/privacySDK', 'top', { screen: () => import('@/screens/auth/PrivacySdkScreen') }),
  route('/refundOrder', 'layout', { screen: () => import('@/screens/order/afterSale/RefundOrdersScreen'), needsLogin: true }),
  route('/register', 'top', { keepAlive: true, screen: () => import('@/screens/auth/RegisterScreen') }),
  route('/sendOrder', 'layout', { screen: () => import('@/screens/order/sendOrder/SendOrderScreen'), needsLogin: true }),
  route('/setRefund', 'layout', { screen: () => import('@/screens/order/afterSale/SetRefundScreen'), needsLogin: true }),
  route('/share/download', 'top', { screen: () => import('@/screens/share/DownloadScreen') }),
  route('/share/invitation', 'top', { screen: () => import('@/screens/share/InvitationScreen') }),
  route('/shop/detail', 'layout'),
  route('/shop/index', 'layout'),
  route('/shop/list', 'layout'),
  route('/shop/more', 'layout'),
  route('/shoppingCart', 'layout', { screen: () => import('@/screens/cart/CartScreen') }),
  route('/shoppingCart/confirmOrder', 'layout', { needsLogin: true, screen: () => import('@/screens/cart/ConfirmOrderScreen') }),
  route('/upgrade/upgrade', 'layout', { needsLogin: true }),
  route('/upgrade/upgrade-next', 'layout', { needsLogin: true }),
  route('/vipInfo', 'layout', { needsLogin: true }),
];
