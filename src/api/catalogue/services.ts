import { domain } from './define';

/** Mall service: agent applications, gift packages, leave-messages (paths assumed). */
export const mall = domain('mall', { source: 'base', assumed: true }, {
  applyTeaRoom: ['/teamall-mall/client/apply/teaRoom'],
  applyTeaHouse: ['/teamall-mall/client/apply/teaHouse'],
  checkSoleAgent: ['/teamall-mall/client/apply/checkSoleAgent'],
  // the external-facing examination call of spec section 6: no source, sid from the body
  agentExamine: ['/teamall-data/api/agent/examine', { source: null }],
  applyRenew: ['/teamall-mall/client/apply/renew'],
  previousApplyInfo: ['/teamall-mall/client/apply/previousInfo'],
  renewPreInfo: ['/teamall-mall/client/apply/renewPreInfo'],
  giftPackagePage: ['/teamall-mall/client/giftPackage/page'],
  leaveMessagePage: ['/teamall-mall/client/leaveMessage/page'],
  leaveMessageAdd: ['/teamall-mall/client/leaveMessage/add'],
  leaveMessageRead: ['/teamall-mall/client/leaveMessage/read', { method: 'GET' }],
});

/** Payment service (settlement-service path for payments, source `pay`). */
export const pay = domain('pay', { source: 'pay', assumed: true }, {
  payOrder: ['/teamall-pay/client/pay/order'],
  payOrderV2: ['/teamall-pay/client/pay/orderV2'],
  wechatPay: ['/teamall-pay/client/pay/wechat'],
  payReturnOrder: ['/teamall-pay/client/pay/returnOrder'],
  userAgentInfo: ['/teamall-pay/client/account/userAgentInfo'],
  deposit: ['/teamall-pay/client/account/deposit'],
  myEarnings: ['/teamall-pay/client/account/myEarnings'],
  agentSalesIncome: ['/teamall-pay/client/account/agentSalesIncome'],
  updateRecommender: ['/teamall-pay/client/account/updateRecommender'],
  signIn: ['/teamall-pay/client/signIn/sign'],
  monthSignInRecords: ['/teamall-pay/client/signIn/monthRecords', { list: true }],
  consecutiveSignInDays: ['/teamall-pay/client/signIn/consecutiveDays'],
  signInByDate: ['/teamall-pay/client/signIn/byDate'],
  legionQuery: ['/teamall-pay/client/legion/query'],
  transactionTypes: ['/teamall-pay/client/account/transactionTypes', { list: true }],
  detailList: ['/teamall-pay/client/account/detailList'],
  fansPage: ['/teamall-pay/client/account/fansPage'],
  agentWechatPay: ['/teamall-pay/client/agentPay/wechat'],
  agentAlipayPay: ['/teamall-pay/client/agentPay/alipay'],
  agentWechatPayContinue: ['/teamall-pay/client/agentPay/wechatContinue'],
  agentAlipayPayContinue: ['/teamall-pay/client/agentPay/alipayContinue'],
  withdrawCalculate: ['/teamall-pay/client/withdraw/calculate'],
  withdrawApply: ['/teamall-pay/client/withdraw/apply'],
  withdrawPreInfo: ['/teamall-pay/client/withdraw/preInfo'],
  withdrawQuery: ['/teamall-pay/client/withdraw/query'],
  signInCoinExchange: ['/teamall-pay/client/signIn/coinExchange'],
  monthBonus: ['/teamall-pay/client/bonus/month'],
  legionCenter: ['/teamall-pay/client/legion/center'],
  partnerBonus: ['/teamall-pay/client/bonus/partner'],
  updateBelongingLegion: ['/teamall-pay/client/legion/updateBelonging'],
  cashCoupons: ['/teamall-pay/client/cashCoupon/list', { list: true }],
  proposePage: ['/teamall-pay/client/propose/page'],
  proposeDetail: ['/teamall-pay/client/propose/detail'],
  proposeUse: ['/teamall-pay/client/propose/use'],
  userInfoById: ['/teamall-pay/client/user/info/:id', { method: 'GET' }],
});

/** Shop service (source `seller`), plus the visitor's shop detail (source `sightseer`, no token). */
export const shop = domain('shop', { source: 'seller', assumed: true }, {
  regionsIncludingForbidden: ['/teamall-seller/client/region/includingForbidden', { list: true, token: false }],
  regionsByParent: ['/teamall-seller/client/region/byParent', { method: 'GET', list: true, token: false }],
  cityRegions: ['/teamall-seller/client/region/city', { list: true, token: false }],
  shopList: ['/teamall-seller/client/shop/list', { token: false }],
  shopDetail: ['/teamall-seller/client/shop/detail'],
  shopDetailNoLogin: ['/teamall-seller/visitor/shop/detail', { source: 'sightseer', token: false }],
  updateShopAndAddress: ['/teamall-seller/client/shop/updateShopAndAddress'],
  lastShoppedShop: ['/teamall-seller/client/shop/lastShopped'],
  saveGoodsEvaluation: ['/teamall-seller/client/evaluation/save'],
  goodsEvaluationPage: ['/teamall-seller/client/evaluation/page', { token: false }],
  salesRanking: ['/teamall-seller/client/ranking/sales', { list: true, token: false }],
  salesTopThree: ['/teamall-seller/client/ranking/topThree', { list: true, token: false }],
  searchByAddressAndName: ['/teamall-seller/client/shop/searchByAddressAndName', { token: false }],
  distanceRanking: ['/teamall-seller/client/shop/distanceRanking', { list: true, token: false }],
  reverseGeocode: ['/teamall-seller/client/map/reverseGeocode', { token: false }],
  mapCoordinateConversion: ['/teamall-seller/client/map/coordinateConversion', { token: false }],
});

/** Region query run at startup (spec: path not shown). */
export const region = domain('region', { source: 'seller', assumed: true, token: false }, {
  queryCityArea: ['/teamall-seller/client/region/queryCityArea', { list: true }],
});

/**
 * Settlement service: its own register / login / retrieve password with RSA bodies. Their Auth-Token
 * (the spec's "token") carries the fixed settlement object with an empty sid, never a member
 * session, so they are not member-token calls.
 */
export const settlement = domain('settlement', { source: 'settlement', token: false }, {
  userRegister: ['/settlement/api/client/common/userRegister', { rsa: true }],
  userLogin: ['/settlement/api/client/common/login', { rsa: true }],
  retrievePassword: ['/settlement/api/client/common/retrievePassword', { rsa: true }],
  settlementSendMessage: ['/settlement/api/client/common/sendMessage'],
});
