import type { Address } from './cart';
import type { PageArg, PassedThroughFailure } from './common';
import type { SkuLine } from './goods';

/**
 * Order status: 0 待付款, 1 待发货, 2 待收货, 3 已完成, 4 已取消, 5 售后中, 6 已退款.
 * Transitions: 0 -> 1 (pay) | 4 (cancel); 1 -> 2 (ship / delivery confirm) | 5 (refund);
 * 2 -> 3 (confirm receipt / pick-up) | 5 (return); 3 -> 5 (return); 5 -> 6 (refund agreed) | previous (after-sale removed).
 */
export type OrderStatus = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export const ORDER_STATUS_TEXT: Record<OrderStatus, string> = {
  0: '待付款',
  1: '待发货',
  2: '待收货',
  3: '已完成',
  4: '已取消',
  5: '售后中',
  6: '已退款',
};

/** `upgrade`: a membership upgrade package; paying it makes the buyer premium; `shopFee`: the fee of a shop-opening application */
export type OrderType = 'normal' | 'pointExchange' | 'agentPurchase' | 'activity' | 'upgrade' | 'shopFee';

/** 1 快递, 2 门店配送, 3 到店自提 */
export type DeliveryType = 1 | 2 | 3;

/** Distribution state of a seller (tea-house) order: 0 待配送, 1 缺货, 2 待取货/配送中, 3 已取货 */
export type DeliveryStatus = 0 | 1 | 2 | 3;

/** After-sale type: 1 仅退款, 2 退货退款 */
export type AfterSaleType = 1 | 2;

/** After-sale state: 1 待处理, 2 待退款 (return shipped back), 3 退款成功, 4 已撤销 */
export type AfterSaleStatus = 1 | 2 | 3 | 4;

export interface OrderLine extends SkuLine {
  lineId: string;
  /**
   * Set when the line is a gift package, not a goods (assumed): an activity's gift package or a
   * membership upgrade package. Its `goodsId` and `skuId` are then the package's id, which no goods
   * page knows.
   */
  packageId?: string;
  amount: number;
  /** 1 once the buyer reviewed this line (saveGoodsEvaluation with the order id) */
  evaluated: 0 | 1;
}

/** How long a placed order waits for payment (its `payExpireTime` is the creation time plus this). */
export const PAY_WINDOW_HOURS = 24;

/** The address as it was when the order was placed. */
export interface AddressSnapshot {
  receiver: string;
  mobile: string;
  provinceName: string;
  cityName: string;
  regionName: string;
  detail: string;
}

export interface LogisticsTrace {
  time: string;
  content: string;
}

export interface Logistics {
  company: string;
  logisticsSn: string;
  traces: LogisticsTrace[];
}

export interface AfterSale {
  afterSaleNo: string;
  type: AfterSaleType;
  status: AfterSaleStatus;
  reason: string;
  description: string;
  images: string[];
  refundAmount: number;
  applyTime: string;
  /** the order status to go back to when the buyer removes the request */
  previousStatus: OrderStatus;
  returnLogistics: { company: string; logisticsSn: string } | null;
  finishTime: string;
}

export interface Order {
  orderId: string;
  orderNo: string;
  memberId: string;
  buyerName: string;
  status: OrderStatus;
  statusText: string;
  orderType: OrderType;
  deliveryType: DeliveryType;
  /** the tea house distributing the order ('' for the mall's own express orders) */
  sellerId: string;
  deliveryStatus: DeliveryStatus | null;
  lackReason: string;
  lines: OrderLine[];
  address: AddressSnapshot;
  goodsAmount: number;
  freight: number;
  /** everything taken off the goods amount: the shop's promotion and the member coupon's deduction */
  discount: number;
  /** the part of `discount` a member coupon took off (absent or 0: no coupon used) */
  couponAmount?: number;
  payAmount: number;
  /** points paid (point exchange orders) */
  points: number;
  remark: string;
  createTime: string;
  /** 待付款 orders: when the payment window closes (createTime + PAY_WINDOW_HOURS); '' otherwise */
  payExpireTime: string;
  payTime: string;
  deliveryTime: string;
  receiveTime: string;
  cancelTime: string;
  cancelReason: string;
  logistics: Logistics | null;
  afterSale: AfterSale | null;
}

export type OrderListArg = PageArg & {
  /** omitted: every order */
  status?: OrderStatus;
};

export type SellerOrderListArg = PageArg & {
  deliveryStatus?: DeliveryStatus;
};

export type ReturnListArg = PageArg;

export type OrderIdArg = {
  orderId: string;
};

export type OrderCancelArg = OrderIdArg & {
  cancelReason?: string;
};

/** One goods line to settle or order. */
export type SettleItem = {
  goodsId: string;
  skuId: string;
  quantity: number;
};

export interface SettleLine extends SettleItem {
  goodsName: string;
  mainImage: string;
  specText: string;
  price: number;
  amount: number;
  stock: number;
  /**
   * The goods' category (assumed: what a category coupon is checked against at checkout); '' for a
   * line that is not a goods of a category (an activity gift package).
   */
  categoryId: string;
}

export type SettleType = 'cart' | 'buyNow' | 'favourites' | 'rebuy';

/** Preview of the confirm-order screen, from any of the four settle calls. */
export interface SettlePreview {
  settleType: SettleType;
  lines: SettleLine[];
  /** cart lines the order will remove (cart settle only) */
  cartIds: string[];
  totalQuantity: number;
  goodsAmount: number;
  freight: number;
  discount: number;
  payAmount: number;
  /** chosen (or default) delivery address; null when the member has none */
  address: Address | null;
}

export type CartSettleArg = {
  cartIds: string[];
  addressId?: string;
};

export type BuyNowSettleArg = SettleItem & {
  addressId?: string;
};

export type FavouritesSettleArg = {
  goodsIds: string[];
  addressId?: string;
};

export type RebuySettleArg = OrderIdArg & {
  addressId?: string;
};

export type OrderCreateArg = {
  addressId: string;
  items: SettleItem[];
  /** cart lines to remove once the order exists (from the cart settle preview) */
  cartIds?: string[];
  remark?: string;
  /** the member coupon to use (MyCoupon.id); its amount comes off the pay amount */
  couponId?: string;
};

export interface CreatedOrder {
  orderId: string;
  orderNo: string;
  payAmount: number;
};

/** Data of a failed create: which line failed. */
export interface OrderCreateFailure {
  skuId?: string;
  goodsName?: string;
  stock?: number;
}

/** orderCreate is exempt from the code-0 rule: a failure (e.g. out of stock) passes through as data. */
export type OrderCreateResult = CreatedOrder | PassedThroughFailure<OrderCreateFailure>;

export type CreatePointExchangeArg = SettleItem & {
  addressId: string;
};

export interface CreatedPointOrder extends CreatedOrder {
  points: number;
}

export type CreateAgentPurchaseArg = {
  addressId: string;
  items: SettleItem[];
  remark?: string;
};

/**
 * An activity order: one activity goods (`goodsId`, `skuId`) or one of the activity's gift packages
 * (`packageId`, assumed), `quantity` of it, sent to `addressId`. `requestNo` (assumed): the server
 * creates one order per number (docs/forms.md, "Exactly once").
 */
export type CreateActivityArg = {
  activityId: string;
  addressId: string;
  goodsId?: string;
  skuId?: string;
  packageId?: string;
  quantity: number;
  requestNo?: string;
};

export interface OrderLogistics extends Logistics {
  orderId: string;
  orderNo: string;
  statusText: string;
};

/** An agent's income from one order. */
export interface OrderIncome {
  orderId: string;
  orderNo: string;
  buyerName: string;
  payAmount: number;
  incomeRate: number;
  incomeAmount: number;
  /** 0 待结算, 1 已结算 */
  settleStatus: 0 | 1;
  settleTime: string;
}

/** An after-sale request: the amount is capped at what was paid (default: all of it). */
export type AfterSaleRequestArg = OrderIdArg & {
  reason: string;
  description?: string;
  /** evidence photos (image-host paths from uploadImageByCompress), at most MAX_AFTER_SALE_IMAGES */
  images?: string[];
  /** yuan, two decimals, 0 < amount <= payAmount */
  refundAmount?: number;
};

/** 退货退款: a shipped (待收货) or received (已完成) order. */
export type OrderReturnArg = AfterSaleRequestArg;

/** 仅退款: an order not shipped yet (待发货). */
export type OrderRefundArg = AfterSaleRequestArg;

export const MAX_AFTER_SALE_IMAGES = 6;

export type LogisticsSnArg = OrderIdArg & {
  company: string;
  logisticsSn: string;
};

export type DeliveryLackArg = OrderIdArg & {
  lackReason: string;
};
