import { domain } from './define';

/** Buyer service: common, home, goods (paths named by spec section 7). */
export const common = domain('common', {}, {
  uploadImageByCompress: ['/teamall-buyer/common/uploadImageByCompress', { multipart: true }],
  getUploadToken: ['/teamall-buyer/common/getUploadToken'],
  generateCommand: ['/teamall-buyer/common/generateCommand'],
  parseCommand: ['/teamall-buyer/common/parseCommand', { exemptFromCodeZero: true }],
});

export const home = domain('home', {}, {
  topImageCarousel: ['/teamall-buyer/client/home/topImageCarousel', { list: true, token: false }],
  newestGoods: ['/teamall-buyer/client/home/newestGoods', { token: false }],
  hotNews: ['/teamall-buyer/client/home/hotNews', { list: true, token: false }],
  recommendGoods: ['/teamall-buyer/client/home/recommendGoods', { list: true, token: false }],
  activityTheZoneCategory: ['/teamall-buyer/client/home/activityTheZoneCategory', { list: true, token: false }],
  goodsCategory: ['/teamall-buyer/client/home/goodsCategory', { list: true, token: false }],
  repurchaseAreaGoods: ['/teamall-buyer/client/home/repurchaseAreaGoods', { signed: false }],
  membersAreaGoods: ['/teamall-buyer/client/home/membersAreaGoods', { signed: false }],
  getImagePopup: ['/teamall-buyer/imagePopup/getImagePopup', { token: false }],
});

export const goods = domain('goods', { token: false }, {
  goodsCategoryPage: ['/teamall-buyer/client/goodsCategory/page'],
  goodsPage: ['/teamall-buyer/client/goods/page'],
  goodsDetail: ['/teamall-buyer/client/goods/detail'],
  saveBrowseHistory: ['/teamall-buyer/client/goods/saveBrowseHistory', { token: true }],
});

export const lottery = domain('lottery', {}, {
  getLotteryDrawRecordList: ['/teamall-buyer/client/lottery/getLotteryDrawRecordList', { list: true }],
  getLotteryHelpRecordList: ['/teamall-buyer/client/lottery/getLotteryHelpRecordList', { list: true }],
  getLotteryPrizeConfigurationList: ['/teamall-buyer/client/lottery/getLotteryPrizeConfigurationList', { list: true }],
  lotteryHelpNumber: ['/teamall-buyer/client/lottery/lotteryHelpNumber'],
  prizeExchange: ['/teamall-buyer/client/lottery/prizeExchange'],
  signAddLotteryHelpNumber: ['/teamall-buyer/client/lottery/signAddLotteryHelpNumber'],
  userLotteryDraw: ['/teamall-buyer/client/lottery/userLotteryDraw'],
  getMemberLottery: ['/teamall-buyer/client/lottery/getMemberLottery'],
  getWinningRecordPage: ['/teamall-buyer/client/lottery/getWinningRecordPage'],
});

export const cart = domain('cart', { assumed: true }, {
  cartList: ['/teamall-buyer/client/cart/list', { list: true }],
  cartUpdate: ['/teamall-buyer/client/cart/update'],
  cartDelete: ['/teamall-buyer/client/cart/delete'],
  cartAdd: ['/teamall-buyer/client/cart/add'],
  cartAddressPage: ['/teamall-buyer/client/cart/addressPage'],
});

/** Orders: only create-order's path is named (error rules); the rest follow the buyer pattern. */
export const order = domain('order', { assumed: true }, {
  returnList: ['/teamall-buyer/client/order/returnList'],
  orderList: ['/teamall-buyer/client/order/list'],
  sellerOrderList: ['/teamall-buyer/client/order/sellerList'],
  orderDetail: ['/teamall-buyer/client/order/detail'],
  orderCancel: ['/teamall-buyer/client/order/cancel'],
  orderConfirm: ['/teamall-buyer/client/order/confirm'],
  orderDelete: ['/teamall-buyer/client/order/delete', { method: 'GET' }],
  orderCreate: ['/teamall-buyer/client/order/create', { assumed: false, exemptFromCodeZero: true }],
  createPointExchange: ['/teamall-buyer/client/order/createPointExchange'],
  createAgentPurchase: ['/teamall-buyer/client/order/createAgentPurchase'],
  createActivity: ['/teamall-buyer/client/order/createActivity'],
  orderLogistics: ['/teamall-buyer/client/order/logistics'],
  incomeDetail: ['/teamall-buyer/client/order/incomeDetail'],
  rebuySettle: ['/teamall-buyer/client/order/rebuySettle'],
  orderReturn: ['/teamall-buyer/client/order/return'],
  orderRefund: ['/teamall-buyer/client/order/refund'],
  confirmRefund: ['/teamall-buyer/client/order/confirmRefund'],
  afterSaleRemove: ['/teamall-buyer/client/order/remove'],
  logisticsSn: ['/teamall-buyer/client/order/logisticsSn'],
  deliveryLack: ['/teamall-buyer/client/order/delivery/lack'],
  deliveryConfirmPick: ['/teamall-buyer/client/order/delivery/confirmPick'],
  deliveryConfirm: ['/teamall-buyer/client/order/delivery/confirm'],
  cartSettle: ['/teamall-buyer/client/order/cartSettle'],
  buyNowSettle: ['/teamall-buyer/client/order/buyNowSettle'],
  favouritesSettle: ['/teamall-buyer/client/order/collectSettle'],
});
