import type { PageResult } from '../types/common';
import type { BuyNowSettleArg, CartSettleArg, CreateActivityArg, CreateAgentPurchaseArg, CreatePointExchangeArg, CreatedOrder, CreatedPointOrder, DeliveryLackArg, FavouritesSettleArg, LogisticsSnArg, Order, OrderCancelArg, OrderCreateArg, OrderCreateResult, OrderIdArg, OrderIncome, OrderListArg, OrderLogistics, OrderRefundArg, OrderReturnArg, RebuySettleArg, ReturnListArg, SellerOrderListArg, SettlePreview } from '../types/order';
import { call, domain } from './define';

/** Orders: only create-order's path is named (error rules); the rest follow the buyer pattern. */
export const order = /* @__PURE__ */ domain('order', { assumed: true }, {
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
