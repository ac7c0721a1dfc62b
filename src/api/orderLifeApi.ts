import type { TagDescription, TypedMutationOnQueryStarted } from '@reduxjs/toolkit/query';
import type { callBaseQuery } from './baseQuery';
import { baseApi, type TagType } from './baseApi';
import { order } from './catalogue/order';
import { shop } from './catalogue/shop';
import { mutation, pages, query } from './endpoints';
import type { PageResult } from './types/common';
import type { Order, OrderIdArg, OrderListArg } from './types/order';
import type { SaveGoodsEvaluationArg } from './types/shop';

/*
 * An order's life after checkout: the buyer's order list per status tab, details, logistics, the
 * after-sale list, the tea house's distribution orders, and every action on them. Checkout itself
 * (the settle previews and the create calls) is orderApi.ts; this module is loaded only by the
 * screens of the orders area.
 *
 * Cache tags:
 * - a list provides `{ Order, 'LIST' }` (the after-sale list also `{ AfterSale, 'LIST' }`, the
 *   distribution list `{ Delivery, 'LIST' }`) and `{ Order, id }` for each order it shows;
 * - details and logistics provide `{ Order, id }`;
 * - an action that answers the order writes the answer into a loaded detail at once (no flash of
 *   the old status) and into the loaded lists showing it, then invalidates the order itself (its
 *   detail and logistics, on every screen showing it), the lists it can move the order between, and
 *   the red dots; delete (no answer) invalidates the order and the lists. A refused action
 *   invalidates nothing (RTK Query would invalidate an array of tags on a failure too, hence the
 *   functions).
 *
 * The server also moves an order on its own (the warehouse ships it, the service desk agrees a
 * refund), which no tag of this app can know: details and logistics are asked again whenever a
 * screen showing them mounts or is shown again (`useOrderDetailQuery`, `useOrderLogisticsQuery`
 * below), and offer pull to refresh.
 */

type Tag = TagDescription<TagType>;

export const ORDER_LIST: Tag = { type: 'Order', id: 'LIST' };
export const AFTER_SALE_LIST: Tag = { type: 'AfterSale', id: 'LIST' };
export const DELIVERY_LIST: Tag = { type: 'Delivery', id: 'LIST' };

/** The tags of one loaded page list: the list, and each order on it. */
function listTags(list: Tag, data: { pages: PageResult<Order>[] } | undefined): Tag[] {
  const ids = data?.pages.flatMap((page) => page.list.map((order): Tag => ({ type: 'Order', id: order.orderId }))) ?? [];
  return [list, ORDER_LIST, ...ids];
}

/** What a buyer's status change moves: every order list, the after-sale list and the red dots. */
const buyerLists: Tag[] = [ORDER_LIST, AFTER_SALE_LIST, DELIVERY_LIST, 'RedDot'];

type Lifecycle<A> = Parameters<NonNullable<TypedMutationOnQueryStarted<Order, A, typeof callBaseQuery, 'api'>>>[1];

/**
 * The options of an action answering the order: once the server answered, the order is written
 * into its loaded detail (pessimistic: no status the server did not say), and the lists it can move
 * between are refetched, with `extra` tags (stock, income).
 */
function orderAction<A>(extra: readonly TagType[] = []) {
  return {
    invalidatesTags: (result: Order | undefined, error: unknown): Tag[] =>
      error || !result ? [] : [{ type: 'Order', id: result.orderId }, ...buyerLists, ...extra],
    async onQueryStarted(_arg: A, lifecycle: Lifecycle<A>) {
      const { dispatch, queryFulfilled } = lifecycle;
      let order: Order;
      try {
        order = (await queryFulfilled).data;
      } catch {
        return; // refused: the listener says why; nothing changed
      }
      dispatch(orderLifeApi.util.updateQueryData('orderDetail', { orderId: order.orderId }, () => order));
      // the loaded lists showing it show the new status until their refetch lands (and moves it)
      for (const entry of orderLifeApi.util.selectInvalidatedBy(lifecycle.getState(), [{ type: 'Order', id: order.orderId }])) {
        if (entry.endpointName !== 'orderList' && entry.endpointName !== 'returnList' && entry.endpointName !== 'sellerOrderList') continue;
        dispatch(
          orderLifeApi.util.updateQueryData(entry.endpointName, entry.originalArgs as OrderListArg, (draft) => {
            for (const page of draft.pages) page.list = page.list.map((shown) => (shown.orderId === order.orderId ? order : shown));
          }),
        );
      }
    },
  };
}

export const orderLifeApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    return {
      // ---------------------------------------------------------------- reads
      /** The buyer's orders of one status tab (none: every order), 10 a page. */
      orderList: pages(build, order.orderList, { providesTags: (data) => listTags(ORDER_LIST, data) }),
      /** Orders with an after-sale request, newest request first. */
      returnList: pages(build, order.returnList, { providesTags: (data) => listTags(AFTER_SALE_LIST, data) }),
      /** The tea house's distribution orders (optionally one delivery status). */
      sellerOrderList: pages(build, order.sellerOrderList, { providesTags: (data) => listTags(DELIVERY_LIST, data) }),
      orderDetail: query(build, order.orderDetail, {
        providesTags: (_result, _error, { orderId }) => [{ type: 'Order', id: orderId }],
      }),
      orderLogistics: query(build, order.orderLogistics, {
        providesTags: (_result, _error, { orderId }) => [{ type: 'Order', id: orderId }],
      }),
      incomeDetail: query(build, order.incomeDetail, {
        providesTags: (_result, _error, { orderId }) => ['Income', { type: 'Order', id: orderId }],
      }),

      // ---------------------------------------------------------------- the buyer's actions
      orderCancel: mutation(build, order.orderCancel, orderAction(['Goods'])),
      orderConfirm: mutation(build, order.orderConfirm, orderAction()),
      /** GET; answers nothing: the order leaves every list and its detail is refetched (and gone). */
      orderDelete: mutation(build, order.orderDelete, {
        invalidatesTags: (_result, error, { orderId }: OrderIdArg) => (error ? [] : [...buyerLists, { type: 'Order', id: orderId }]),
      }),
      orderRefund: mutation(build, order.orderRefund, orderAction()),
      orderReturn: mutation(build, order.orderReturn, orderAction()),
      afterSaleRemove: mutation(build, order.afterSaleRemove, orderAction()),
      logisticsSn: mutation(build, order.logisticsSn, orderAction()),
      /** A review of one order line: the goods' reviews and the order (its line is now reviewed). */
      saveOrderEvaluation: mutation(build, shop.saveGoodsEvaluation, {
        invalidatesTags: (_result, error, { orderId }: SaveGoodsEvaluationArg) =>
          error ? [] : ['Evaluation', ORDER_LIST, ...(orderId ? [{ type: 'Order' as const, id: orderId }] : [])],
      }),

      // ---------------------------------------------------------------- the tea house's actions
      confirmRefund: mutation(build, order.confirmRefund, orderAction(['Goods', 'Income'])),
      deliveryLack: mutation(build, order.deliveryLack, orderAction()),
      deliveryConfirm: mutation(build, order.deliveryConfirm, orderAction()),
      deliveryConfirmPick: mutation(build, order.deliveryConfirmPick, orderAction(['Income'])),
    };
  },
});

type QueryHook = (arg: never, options?: { refetchOnMountOrArgChange?: boolean | number }) => unknown;

/**
 * The hook asking again each time a screen showing its data mounts, or a kept screen is shown again
 * (RTK Query subscribes anew then), instead of serving a cached answer up to a minute old; the
 * cached answer shows until the new one lands. A caller's own options still win.
 */
function fresh<Hook extends QueryHook>(hook: Hook): Hook {
  return ((arg: never, options?: object) => hook(arg, { refetchOnMountOrArgChange: true, ...options })) as Hook;
}

/** An order's detail, as the server has it now. */
export const useOrderDetailQuery = fresh(orderLifeApi.useOrderDetailQuery);
/** An order's logistics, as the server has it now. */
export const useOrderLogisticsQuery = fresh(orderLifeApi.useOrderLogisticsQuery);

export const {
  useOrderListInfiniteQuery,
  useReturnListInfiniteQuery,
  useSellerOrderListInfiniteQuery,
  useIncomeDetailQuery,
  useOrderCancelMutation,
  useOrderConfirmMutation,
  useOrderDeleteMutation,
  useOrderRefundMutation,
  useOrderReturnMutation,
  useAfterSaleRemoveMutation,
  useLogisticsSnMutation,
  useSaveOrderEvaluationMutation,
  useConfirmRefundMutation,
  useDeliveryLackMutation,
  useDeliveryConfirmMutation,
  useDeliveryConfirmPickMutation,
} = orderLifeApi;
