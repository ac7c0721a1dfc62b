/*
 * Every route of the app (89), one named constant each: the one list of paths. src/app/routeTable.ts
 * mounts each of them exactly once (with its screen, title and guards); `href` fills in their
 * parameters; screens refer to a page by name (`paths.cart`) instead of spelling its URL. `:id`
 * is a path parameter.
 *
 * Named exports rather than one object, read as `paths.name` through `export * as paths`: the
 * bundler then keeps only the paths a chunk uses, not all 89 names on the first page's download.
 * Nothing in src may read them dynamically (`Object.values(paths)`), which would keep them all.
 */
export const activityArea = '/activityArea';
export const activityAreaDetails = '/activityAreaDetails';
export const addresses = '/address/address';
export const editAddress = '/address/editaddress';
export const agreement = '/agreement';
export const applyAgent = '/apply/agent';
export const applyAgreement = '/apply/agreement';
export const apply = '/apply/index';
export const applyMall = '/apply/mall';
export const applyNextStep = '/apply/nextStep';
export const callCenter = '/callCenter';
export const chat = '/chat/chat/:id';
export const conversations = '/chat/conversation';
export const collectCoupons = '/collectCoupons';
export const comment = '/comment';
export const contractAutograph = '/contractSigning/autograph';
export const contractSigning = '/contractSigning/index';
export const creditZone = '/creditZone';
export const category = '/goods/category';
export const goodsDetail = '/goods/detail/:id';
export const search = '/goods/search';
export const home = '/home';
export const memberArea = '/home/memberArea';
export const repurchaseZone = '/home/repurchaseZone';
export const incomeAgencyPromotionHouses = '/income/agencyPromotionHouses';
export const incomeBonusPoints = '/income/bonuspoints';
export const incomeConsumerDividends = '/income/consumerDividends';
export const incomeDetails = '/income/details';
export const incomeFreezeQuestions = '/income/freezeQuestions';
export const income = '/income/income';
export const incomePartnerPoints = '/income/partnerPoints';
export const incomeProperty = '/income/property';
export const withdrawal = '/income/withdrawal';
export const withdrawalRecords = '/income/withdrawalrecord';
export const login = '/login';
export const logistics = '/logistics';
export const mallDetail = '/mall/detail';
export const messageNotice = '/messageNotice';
export const mine = '/mine';
export const agentEdit = '/mine/agentEdit';
export const changeAccount = '/mine/changeAccount';
export const delivery = '/mine/delivery';
export const deliveryDetail = '/mine/deliveryDetaile';
export const feedback = '/mine/feedback';
export const largeTurntable = '/mine/largeTurntable';
/** 退出登录 (the route's name in the old app; it signs out, the settings list's 注销账号 cancels the account) */
export const logout = '/mine/logout';
export const newFunction = '/mine/newFunction';
export const orderingInfo = '/mine/orderingInfo';
export const pointsHall = '/mine/pointsHall';
export const purchase = '/mine/purchase';
export const renew = '/mine/renew';
export const settings = '/mine/set';
export const contracts = '/mine/set/contract';
export const setAddress = '/mine/setAddress';
export const setAgentName = '/mine/setAgentName';
export const setInviter = '/mine/setInviter';
export const setMobile = '/mine/setMobile';
export const setName = '/mine/setName';
export const setPassword = '/mine/setPassword';
export const setSign = '/mine/setSign';
export const setUser = '/mine/setUser';
export const signIn = '/mine/signIn';
export const teaHouseRenewal = '/mine/teaHouseRenewal';
export const teaHouseOrders = '/mine/teahouseOrder';
export const myCollect = '/myCollet';
export const myCoupons = '/myCoupon';
export const myFans = '/myFans';
export const openShop = '/openshop/openshop';
export const openShopNext = '/openshop/openshop-next';
export const orders = '/order';
export const orderDetails = '/orderDetails';
export const password = '/password';
export const privacy = '/privacy';
export const privacySdk = '/privacySDK';
export const refundOrders = '/refundOrder';
export const register = '/register';
export const sendOrders = '/sendOrder';
export const setRefund = '/setRefund';
export const shareDownload = '/share/download';
export const shareInvitation = '/share/invitation';
export const shopDetail = '/shop/detail';
export const shops = '/shop/index';
export const shopList = '/shop/list';
export const shopMore = '/shop/more';
export const cart = '/shoppingCart';
export const confirmOrder = '/shoppingCart/confirmOrder';
export const upgrade = '/upgrade/upgrade';
export const upgradeNext = '/upgrade/upgrade-next';
export const vipInfo = '/vipInfo';
