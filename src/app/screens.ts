import type { RoutePath } from '@/routes';
import type { ScreenModule } from './routeTable';

/**
 * The screen module of every route that has one (the route table marks them `screen: true`). A
 * chunk of its own, not part of the launch: the app opens its first page from the boot loader's
 * table (src/app/screenModule.ts) and loads this once the page has settled, or on the first
 * navigation before that. Each line names its chunk and stylesheets by content hash, bytes no
 * compression takes back, so in the launch bundle it grew the launch with every screen built
 * (docs/performance.md, "The route table's share of the launch").
 */
export const screenLoaders: Partial<Record<RoutePath, () => Promise<ScreenModule>>> = {
  '/address/address': () => import('@/screens/order/address/AddressListScreen'),
  '/address/editaddress': () => import('@/screens/order/address/EditAddressScreen'),
  '/agreement': () => import('@/screens/auth/AgreementScreen'),
  '/callCenter': () => import('@/screens/service/CallCenterScreen'),
  '/collectCoupons': () => import('@/screens/coupon/CollectCouponsScreen'),
  '/comment': () => import('@/screens/order/comment/CommentScreen'),
  '/contractSigning/autograph': () => import('@/screens/contract/AutographScreen'),
  '/contractSigning/index': () => import('@/screens/contract/ContractScreen'),
  '/goods/category': () => import('@/screens/goods/CategoryScreen'),
  '/goods/detail/:id': () => import('@/screens/goods/GoodsDetailScreen'),
  '/goods/search': () => import('@/screens/goods/SearchScreen'),
  '/home': () => import('@/screens/home/HomeScreen'),
  '/home/memberArea': () => import('@/screens/home/MemberAreaScreen'),
  '/home/repurchaseZone': () => import('@/screens/home/RepurchaseZoneScreen'),
  '/login': () => import('@/screens/auth/LoginScreen'),
  '/logistics': () => import('@/screens/order/logistics/LogisticsScreen'),
  '/mall/detail': () => import('@/screens/mall/MallDetailScreen'),
  '/messageNotice': () => import('@/screens/messages/MessageNoticeScreen'),
  '/mine': () => import('@/screens/mine/MineScreen'),
  '/mine/changeAccount': () => import('@/screens/mine/ChangeAccountScreen'),
  '/mine/feedback': () => import('@/screens/mine/FeedbackScreen'),
  '/mine/logout': () => import('@/screens/mine/LogoutScreen'),
  '/mine/newFunction': () => import('@/screens/mine/NewFunctionScreen'),
  '/mine/set': () => import('@/screens/mine/SetScreen'),
  '/mine/set/contract': () => import('@/screens/contract/ContractScreen'),
  '/mine/setAddress': () => import('@/screens/order/address/SetAddressScreen'),
  '/mine/setAgentName': () => import('@/screens/mine/SetAgentNameScreen'),
  '/mine/setInviter': () => import('@/screens/mine/SetInviterScreen'),
  '/mine/setMobile': () => import('@/screens/mine/SetMobileScreen'),
  '/mine/setName': () => import('@/screens/mine/SetNameScreen'),
  '/mine/setPassword': () => import('@/screens/mine/SetPasswordScreen'),
  '/mine/setSign': () => import('@/screens/mine/SetSignScreen'),
  '/mine/setUser': () => import('@/screens/mine/SetUserScreen'),
  '/myCollet': () => import('@/screens/messages/MyCollectScreen'),
  '/myCoupon': () => import('@/screens/coupon/MyCouponScreen'),
  '/myFans': () => import('@/screens/fans/MyFansScreen'),
  '/openshop/openshop': () => import('@/screens/openShop/OpenShopScreen'),
  '/openshop/openshop-next': () => import('@/screens/openShop/OpenShopNextScreen'),
  '/order': () => import('@/screens/order/list/OrderListScreen'),
  '/orderDetails': () => import('@/screens/order/details/OrderDetailsScreen'),
  '/password': () => import('@/screens/auth/PasswordScreen'),
  '/privacy': () => import('@/screens/auth/PrivacyScreen'),
  '/privacySDK': () => import('@/screens/auth/PrivacySdkScreen'),
  '/refundOrder': () => import('@/screens/order/afterSale/RefundOrdersScreen'),
  '/register': () => import('@/screens/auth/RegisterScreen'),
  '/sendOrder': () => import('@/screens/order/sendOrder/SendOrderScreen'),
  '/setRefund': () => import('@/screens/order/afterSale/SetRefundScreen'),
  '/share/download': () => import('@/screens/share/DownloadScreen'),
  '/share/invitation': () => import('@/screens/share/InvitationScreen'),
  '/shoppingCart': () => import('@/screens/cart/CartScreen'),
  '/shoppingCart/confirmOrder': () => import('@/screens/cart/ConfirmOrderScreen'),
  '/upgrade/upgrade': () => import('@/screens/vip/UpgradeScreen'),
  '/upgrade/upgrade-next': () => import('@/screens/vip/UpgradeNextScreen'),
  '/vipInfo': () => import('@/screens/vip/VipInfoScreen'),
};
