import { baseApi } from './baseApi';
import { catalogue } from './catalogue';
import { mutation, query } from './endpoints';

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
    returnList: query(build, catalogue.returnList, { providesTags: ['AfterSale', 'Order'] }),
    orderList: query(build, catalogue.orderList, { providesTags: ['Order'] }),
    sellerOrderList: query(build, catalogue.sellerOrderList, { providesTags: ['Delivery', 'Order'] }),
    orderDetail: query(build, catalogue.orderDetail, {
      providesTags: (_result, _error, { orderId }) => [{ type: 'Order', id: orderId }],
    }),
    orderCancel: mutation(build, catalogue.orderCancel, {
      // the stock goes back on the shelf
      invalidatesTags: [...statusChanged, 'Goods'],
    }),
    orderConfirm: mutation(build, catalogue.orderConfirm, { invalidatesTags: [...statusChanged] }),
    /** GET */
    orderDelete: mutation(build, catalogue.orderDelete, { invalidatesTags: [...statusChanged] }),
    orderCreate: mutation(build, catalogue.orderCreate, { invalidatesTags: ['Order', 'Cart', 'CartCount', 'Goods', 'RedDot'] }),
    createPointExchange: mutation(build, catalogue.createPointExchange, {
      invalidatesTags: [...statusChanged, 'Goods', 'Account'],
    }),
    createAgentPurchase: mutation(build, catalogue.createAgentPurchase, { invalidatesTags: [...statusChanged, 'Goods'] }),
    createActivity: mutation(build, catalogue.createActivity, { invalidatesTags: [...statusChanged, 'Goods', 'Activity'] }),
    orderLogistics: query(build, catalogue.orderLogistics, {
      providesTags: (_result, _error, { orderId }) => [{ type: 'Order', id: orderId }],
    }),
    incomeDetail: query(build, catalogue.incomeDetail, {
      providesTags: (_result, _error, { orderId }) => ['Income', { type: 'Order', id: orderId }],
    }),
    rebuySettle: query(build, catalogue.rebuySettle, { providesTags: ['Address'] }),
    orderReturn: mutation(build, catalogue.orderReturn, { invalidatesTags: [...afterSaleChanged] }),
    orderRefund: mutation(build, catalogue.orderRefund, { invalidatesTags: [...afterSaleChanged] }),
    confirmRefund: mutation(build, catalogue.confirmRefund, { invalidatesTags: [...afterSaleChanged, 'Goods', 'Income'] }),
    afterSaleRemove: mutation(build, catalogue.afterSaleRemove, { invalidatesTags: [...afterSaleChanged] }),
    logisticsSn: mutation(build, catalogue.logisticsSn, { invalidatesTags: [...afterSaleChanged] }),
    deliveryLack: mutation(build, catalogue.deliveryLack, { invalidatesTags: [...deliveryChanged] }),
    deliveryConfirmPick: mutation(build, catalogue.deliveryConfirmPick, {
      invalidatesTags: [...deliveryChanged, 'RedDot', 'Income'],
    }),
    deliveryConfirm: mutation(build, catalogue.deliveryConfirm, { invalidatesTags: [...deliveryChanged, 'RedDot'] }),
    /*
     * Settle previews are reads (the confirm-order screen loads one). They provide only Address, so
     * creating the order (which empties the cart) does not refetch a preview that no longer applies.
     */
    cartSettle: query(build, catalogue.cartSettle, { providesTags: ['Address'] }),
    buyNowSettle: query(build, catalogue.buyNowSettle, { providesTags: ['Address'] }),
    favouritesSettle: query(build, catalogue.favouritesSettle, { providesTags: ['Address'] }),
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
