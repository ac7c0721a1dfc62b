import { baseApi } from './baseApi';
import { callQuery } from './callQuery';
import { catalogue } from './catalogue';
import type { PageResult } from './types/common';
import type {
  BuyNowSettleArg,
  CartSettleArg,
  CreateActivityArg,
  CreateAgentPurchaseArg,
  CreatedOrder,
  CreatedPointOrder,
  CreatePointExchangeArg,
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
} from './types/order';

/** What an order status change refreshes: the order lists and details, and the order red dots. */
const statusChanged = ['Order', 'RedDot'] as const;
const afterSaleChanged = ['Order', 'AfterSale', 'RedDot'] as const;
const deliveryChanged = ['Order', 'Delivery'] as const;

/**
 * Orders: lists, detail, status changes, the four settle previews and the create calls.
 * orderCreate is exempt from the code-0 rule: a failure (e.g. out of stock) resolves to the
 * envelope (`isPassedThroughFailure`), not a rejection.
 */
export const orderApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    returnList: build.query<PageResult<Order>, ReturnListArg | void>({
      query: callQuery<ReturnListArg | void>(catalogue.returnList),
      providesTags: ['AfterSale', 'Order'],
    }),
    orderList: build.query<PageResult<Order>, OrderListArg | void>({
      query: callQuery<OrderListArg | void>(catalogue.orderList),
      providesTags: ['Order'],
    }),
    sellerOrderList: build.query<PageResult<Order>, SellerOrderListArg | void>({
      query: callQuery<SellerOrderListArg | void>(catalogue.sellerOrderList),
      providesTags: ['Delivery', 'Order'],
    }),
    orderDetail: build.query<Order, OrderIdArg>({
      query: callQuery<OrderIdArg>(catalogue.orderDetail),
      providesTags: (_result, _error, { orderId }) => [{ type: 'Order', id: orderId }],
    }),
    orderCancel: build.mutation<Order, OrderCancelArg>({
      query: callQuery<OrderCancelArg>(catalogue.orderCancel),
      // the stock goes back on the shelf
      invalidatesTags: [...statusChanged, 'Goods'],
    }),
    orderConfirm: build.mutation<Order, OrderIdArg>({
      query: callQuery<OrderIdArg>(catalogue.orderConfirm),
      invalidatesTags: [...statusChanged],
    }),
    /** GET */
    orderDelete: build.mutation<null, OrderIdArg>({
      query: callQuery<OrderIdArg>(catalogue.orderDelete),
      invalidatesTags: [...statusChanged],
    }),
    orderCreate: build.mutation<OrderCreateResult, OrderCreateArg>({
      query: callQuery<OrderCreateArg>(catalogue.orderCreate),
      invalidatesTags: ['Order', 'Cart', 'CartCount', 'Goods', 'RedDot'],
    }),
    createPointExchange: build.mutation<CreatedPointOrder, CreatePointExchangeArg>({
      query: callQuery<CreatePointExchangeArg>(catalogue.createPointExchange),
      invalidatesTags: [...statusChanged, 'Goods', 'Account'],
    }),
    createAgentPurchase: build.mutation<CreatedOrder, CreateAgentPurchaseArg>({
      query: callQuery<CreateAgentPurchaseArg>(catalogue.createAgentPurchase),
      invalidatesTags: [...statusChanged, 'Goods'],
    }),
    createActivity: build.mutation<CreatedOrder, CreateActivityArg>({
      query: callQuery<CreateActivityArg>(catalogue.createActivity),
      invalidatesTags: [...statusChanged, 'Goods', 'Activity'],
    }),
    orderLogistics: build.query<OrderLogistics, OrderIdArg>({
      query: callQuery<OrderIdArg>(catalogue.orderLogistics),
      providesTags: (_result, _error, { orderId }) => [{ type: 'Order', id: orderId }],
    }),
    incomeDetail: build.query<OrderIncome, OrderIdArg>({
      query: callQuery<OrderIdArg>(catalogue.incomeDetail),
      providesTags: (_result, _error, { orderId }) => ['Income', { type: 'Order', id: orderId }],
    }),
    rebuySettle: build.query<SettlePreview, RebuySettleArg>({
      query: callQuery<RebuySettleArg>(catalogue.rebuySettle),
      providesTags: ['Address'],
    }),
    orderReturn: build.mutation<Order, OrderReturnArg>({
      query: callQuery<OrderReturnArg>(catalogue.orderReturn),
      invalidatesTags: [...afterSaleChanged],
    }),
    orderRefund: build.mutation<Order, OrderRefundArg>({
      query: callQuery<OrderRefundArg>(catalogue.orderRefund),
      invalidatesTags: [...afterSaleChanged],
    }),
    confirmRefund: build.mutation<Order, OrderIdArg>({
      query: callQuery<OrderIdArg>(catalogue.confirmRefund),
      invalidatesTags: [...afterSaleChanged, 'Goods', 'Income'],
    }),
    afterSaleRemove: build.mutation<Order, OrderIdArg>({
      query: callQuery<OrderIdArg>(catalogue.afterSaleRemove),
      invalidatesTags: [...afterSaleChanged],
    }),
    logisticsSn: build.mutation<Order, LogisticsSnArg>({
      query: callQuery<LogisticsSnArg>(catalogue.logisticsSn),
      invalidatesTags: [...afterSaleChanged],
    }),
    deliveryLack: build.mutation<Order, DeliveryLackArg>({
      query: callQuery<DeliveryLackArg>(catalogue.deliveryLack),
      invalidatesTags: [...deliveryChanged],
    }),
    deliveryConfirmPick: build.mutation<Order, OrderIdArg>({
      query: callQuery<OrderIdArg>(catalogue.deliveryConfirmPick),
      invalidatesTags: [...deliveryChanged, 'RedDot', 'Income'],
    }),
    deliveryConfirm: build.mutation<Order, OrderIdArg>({
      query: callQuery<OrderIdArg>(catalogue.deliveryConfirm),
      invalidatesTags: [...deliveryChanged, 'RedDot'],
    }),
    /*
     * Settle previews are reads (the confirm-order screen loads one). They provide only Address, so
     * creating the order (which empties the cart) does not refetch a preview that no longer applies.
     */
    cartSettle: build.query<SettlePreview, CartSettleArg>({
      query: callQuery<CartSettleArg>(catalogue.cartSettle),
      providesTags: ['Address'],
    }),
    buyNowSettle: build.query<SettlePreview, BuyNowSettleArg>({
      query: callQuery<BuyNowSettleArg>(catalogue.buyNowSettle),
      providesTags: ['Address'],
    }),
    favouritesSettle: build.query<SettlePreview, FavouritesSettleArg>({
      query: callQuery<FavouritesSettleArg>(catalogue.favouritesSettle),
      providesTags: ['Address'],
    }),
  }),
});

export const {
  useReturnListQuery,
  useOrderListQuery,
  useSellerOrderListQuery,
  useOrderDetailQuery,
  useOrderCancelMutation,
  useOrderConfirmMutation,
  useOrderDeleteMutation,
  useOrderCreateMutation,
  useCreatePointExchangeMutation,
  useCreateAgentPurchaseMutation,
  useCreateActivityMutation,
  useOrderLogisticsQuery,
  useIncomeDetailQuery,
  useRebuySettleQuery,
  useOrderReturnMutation,
  useOrderRefundMutation,
  useConfirmRefundMutation,
  useAfterSaleRemoveMutation,
  useLogisticsSnMutation,
  useDeliveryLackMutation,
  useDeliveryConfirmPickMutation,
  useDeliveryConfirmMutation,
  useCartSettleQuery,
  useBuyNowSettleQuery,
  useFavouritesSettleQuery,
} = orderApi;
