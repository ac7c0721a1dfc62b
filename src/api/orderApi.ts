import { baseApi } from './baseApi';
import { order } from './catalogue/order';
import { mutation, queries } from './endpoints';

/** What a new order changes: the order lists and red dots, the cart, the stock. */
const orderPlaced = ['Order', 'RedDot', 'Goods'] as const;

/**
 * Checkout: the four settle previews (the confirm-order screen loads one) and the create calls.
 * An order's life after checkout (lists, details, actions) is orderLifeApi.ts.
 * orderCreate is exempt from the code-0 rule: a failure (e.g. out of stock) resolves to the
 * envelope (`isPassedThroughFailure`), not a rejection.
 */
export const orderApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // an order may use a member coupon: my coupons and the coupon centre change too
    orderCreate: mutation(build, order.orderCreate, { invalidatesTags: [...orderPlaced, 'Cart', 'CartCount', 'Coupon'] }),
    createPointExchange: mutation(build, order.createPointExchange, { invalidatesTags: [...orderPlaced, 'Account'] }),
    createAgentPurchase: mutation(build, order.createAgentPurchase, { invalidatesTags: [...orderPlaced] }),
    createActivity: mutation(build, order.createActivity, { invalidatesTags: [...orderPlaced, 'Activity'] }),
    /*
     * Settle previews are reads. They provide only Address, so creating the order (which empties
     * the cart) does not refetch a preview that no longer applies.
     */
    ...queries(build, order, ['rebuySettle', 'cartSettle', 'buyNowSettle', 'favouritesSettle'], { providesTags: ['Address'] }),
  }),
});

export const {
  useOrderCreateMutation,
  useCreatePointExchangeMutation,
  useCreateAgentPurchaseMutation,
  useCreateActivityMutation,
  useRebuySettleQuery,
  useCartSettleQuery,
  useBuyNowSettleQuery,
  useFavouritesSettleQuery,
} = orderApi;
