import type {
  CartAddArg,
  CartAddResult,
  CartAddressPageArg,
  CartDeleteArg,
  CartDeleteResult,
  CartLine,
  CartUpdateArg,
  CartUpdateResult,
} from '../types/cart';
import type {
  GenerateCommandArg,
  PageResult,
  ParseCommandArg,
  ParseCommandResult,
  ShareCommand,
  UploadImageArg,
  UploadImageResult,
  UploadToken,
  UploadTokenArg,
} from '../types/common';
import type {
  GoodsBrief,
  GoodsCategory,
  GoodsCategoryPageArg,
  GoodsDetail,
  GoodsDetailArg,
  GoodsPageArg,
  SaveBrowseHistoryArg,
} from '../types/goods';
import type { ActivityZone, Banner, HomeCategory, ImagePopup, NewestGoods, Notice, ZoneGoodsArg } from '../types/home';
import type {
  DrawResult,
  LotteryDrawRecord,
  LotteryHelpArg,
  LotteryHelpRecord,
  LotteryHelpResult,
  LotteryPrize,
  MemberLottery,
  PrizeExchangeArg,
  PrizeExchangeResult,
  SignAddLotteryResult,
  WinningRecord,
  WinningRecordPageArg,
} from '../types/lottery';
import type { Address } from '../types/member';
import type {
  BuyNowSettleArg,
  CartSettleArg,
  CreateActivityArg,
  CreateAgentPurchaseArg,
  CreatePointExchangeArg,
  CreatedOrder,
  CreatedPointOrder,
  DeliveryLackArg,
  FavouritesSettleArg,
  LogisticsSnArg,
  Order,
  OrderCancelArg,
  OrderCreateArg,
  OrderCreateResult,
  OrderIdArg,
  OrderIncome,
  OrderListArg,
  OrderLogistics,
  OrderRefundArg,
  OrderReturnArg,
  RebuySettleArg,
  ReturnListArg,
  SellerOrderListArg,
  SettlePreview,
} from '../types/order';
import { call, domain } from './define';

/** Buyer service: common, home, goods, lottery, cart, order (paths as the backend documents them). */
export const common = domain('common', {}, {
  uploadImageByCompress: call<UploadImageArg, UploadImageResult>('/teamall-buyer/common/uploadImageByCompress', { multipart: true }),
  getUploadToken: call<UploadTokenArg | void, UploadToken>('/teamall-buyer/common/getUploadToken'),
  generateCommand: call<GenerateCommandArg, ShareCommand>('/teamall-buyer/common/generateCommand'),
  parseCommand: call<ParseCommandArg, ParseCommandResult>('/teamall-buyer/common/parseCommand', { exemptFromCodeZero: true }),
});

export const home = domain('home', {}, {
  topImageCarousel: call<void, Banner[]>('/teamall-buyer/client/home/topImageCarousel', { list: true, token: false }),
  newestGoods: call<void, NewestGoods>('/teamall-buyer/client/home/newestGoods', { token: false }),
  hotNews: call<void, Notice[]>('/teamall-buyer/client/home/hotNews', { list: true, token: false }),
  recommendGoods: call<void, GoodsBrief[]>('/teamall-buyer/client/home/recommendGoods', { list: true, token: false }),
  activityTheZoneCategory: call<void, ActivityZone[]>('/teamall-buyer/client/home/activityTheZoneCategory', { list: true, token: false }),
  goodsCategory: call<void, HomeCategory[]>('/teamall-buyer/client/home/goodsCategory', { list: true, token: false }),
  repurchaseAreaGoods: call<ZoneGoodsArg | void, PageResult<GoodsBrief>>('/teamall-buyer/client/home/repurchaseAreaGoods', { signed: false }),
  membersAreaGoods: call<ZoneGoodsArg | void, PageResult<GoodsBrief>>('/teamall-buyer/client/home/membersAreaGoods', { signed: false }),
  getImagePopup: call<void, ImagePopup | null>('/teamall-buyer/imagePopup/getImagePopup', { token: false }),
});

export const goods = domain('goods', { token: false }, {
  goodsCategoryPage: call<GoodsCategoryPageArg | void, PageResult<GoodsCategory>>('/teamall-buyer/client/goodsCategory/page'),
  goodsPage: call<GoodsPageArg, PageResult<GoodsBrief>>('/teamall-buyer/client/goods/page'),
  // null: no such goods (the screen shows its not-found state)
  goodsDetail: call<GoodsDetailArg, GoodsDetail | null>('/teamall-buyer/client/goods/detail'),
  saveBrowseHistory: call<SaveBrowseHistoryArg, null>('/teamall-buyer/client/goods/saveBrowseHistory', { token: true }),
});

export const lottery = domain('lottery', {}, {
  getLotteryDrawRecordList: call<void, LotteryDrawRecord[]>('/teamall-buyer/client/lottery/getLotteryDrawRecordList', { list: true }),
  getLotteryHelpRecordList: call<void, LotteryHelpRecord[]>('/teamall-buyer/client/lottery/getLotteryHelpRecordList', { list: true }),
  getLotteryPrizeConfigurationList: call<void, LotteryPrize[]>('/teamall-buyer/client/lottery/getLotteryPrizeConfigurationList', { list: true }),
  lotteryHelpNumber: call<LotteryHelpArg, LotteryHelpResult>('/teamall-buyer/client/lottery/lotteryHelpNumber'),
  prizeExchange: call<PrizeExchangeArg, PrizeExchangeResult>('/teamall-buyer/client/lottery/prizeExchange'),
  signAddLotteryHelpNumber: call<void, SignAddLotteryResult>('/teamall-buyer/client/lottery/signAddLotteryHelpNumber'),
  userLotteryDraw: call<void, DrawResult>('/teamall-buyer/client/lottery/userLotteryDraw'),
  getMemberLottery: call<void, MemberLottery>('/teamall-buyer/client/lottery/getMemberLottery'),
  getWinningRecordPage: call<WinningRecordPageArg | void, PageResult<WinningRecord>>('/teamall-buyer/client/lottery/getWinningRecordPage'),
});

export const cart = domain('cart', { assumed: true }, {
  cartList: call<void, CartLine[]>('/teamall-buyer/client/cart/list', { list: true }),
  cartUpdate: call<CartUpdateArg, CartUpdateResult>('/teamall-buyer/client/cart/update'),
  cartDelete: call<CartDeleteArg, CartDeleteResult>('/teamall-buyer/client/cart/delete'),
  cartAdd: call<CartAddArg, CartAddResult>('/teamall-buyer/client/cart/add'),
  cartAddressPage: call<CartAddressPageArg | void, PageResult<Address>>('/teamall-buyer/client/cart/addressPage'),
});

/** Orders: only create-order's path is named (error rules); the rest follow the buyer pattern. */
export const order = domain('order', { assumed: true }, {
  returnList: call<ReturnListArg | void, PageResult<Order>>('/teamall-buyer/client/order/returnList'),
  orderList: call<OrderListArg | void, PageResult<Order>>('/teamall-buyer/client/order/list'),
  sellerOrderList: call<SellerOrderListArg | void, PageResult<Order>>('/teamall-buyer/client/order/sellerList'),
  orderDetail: call<OrderIdArg, Order>('/teamall-buyer/client/order/detail'),
  orderCancel: call<OrderCancelArg, Order>('/teamall-buyer/client/order/cancel'),
  orderConfirm: call<OrderIdArg, Order>('/teamall-buyer/client/order/confirm'),
  orderDelete: call<OrderIdArg, null>('/teamall-buyer/client/order/delete', { method: 'GET' }),
  orderCreate: call<OrderCreateArg, OrderCreateResult>('/teamall-buyer/client/order/create', { assumed: false, exemptFromCodeZero: true }),
  createPointExchange: call<CreatePointExchangeArg, CreatedPointOrder>('/teamall-buyer/client/order/createPointExchange'),
  createAgentPurchase: call<CreateAgentPurchaseArg, CreatedOrder>('/teamall-buyer/client/order/createAgentPurchase'),
  createActivity: call<CreateActivityArg, CreatedOrder>('/teamall-buyer/client/order/createActivity'),
  orderLogistics: call<OrderIdArg, OrderLogistics>('/teamall-buyer/client/order/logistics'),
  incomeDetail: call<OrderIdArg, OrderIncome>('/teamall-buyer/client/order/incomeDetail'),
  rebuySettle: call<RebuySettleArg, SettlePreview>('/teamall-buyer/client/order/rebuySettle'),
  orderReturn: call<OrderReturnArg, Order>('/teamall-buyer/client/order/return'),
  orderRefund: call<OrderRefundArg, Order>('/teamall-buyer/client/order/refund'),
  confirmRefund: call<OrderIdArg, Order>('/teamall-buyer/client/order/confirmRefund'),
  afterSaleRemove: call<OrderIdArg, Order>('/teamall-buyer/client/order/remove'),
  logisticsSn: call<LogisticsSnArg, Order>('/teamall-buyer/client/order/logisticsSn'),
  deliveryLack: call<DeliveryLackArg, Order>('/teamall-buyer/client/order/delivery/lack'),
  deliveryConfirmPick: call<OrderIdArg, Order>('/teamall-buyer/client/order/delivery/confirmPick'),
  deliveryConfirm: call<OrderIdArg, Order>('/teamall-buyer/client/order/delivery/confirm'),
  cartSettle: call<CartSettleArg, SettlePreview>('/teamall-buyer/client/order/cartSettle'),
  buyNowSettle: call<BuyNowSettleArg, SettlePreview>('/teamall-buyer/client/order/buyNowSettle'),
  favouritesSettle: call<FavouritesSettleArg, SettlePreview>('/teamall-buyer/client/order/collectSettle'),
});
