import { baseApi } from './baseApi';
import { cart } from './catalogue/cart';
import { mutation, query } from './endpoints';

const cartChanged = ['Cart', 'CartCount'] as const;

/** Cart lines (the cart count is the list's length, tag CartCount), add / update / delete, addresses. */
export const cartApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    cartList: query(build, cart.cartList, { providesTags: [...cartChanged] }),
    cartUpdate: mutation(build, cart.cartUpdate, { invalidatesTags: [...cartChanged] }),
    /**
     * cartUpdate with `selected` only: the screen shows the tick at once (an optimistic patch it
     * undoes on failure), so nothing is refetched. A refetch would race the next tick: started by
     * one tap, it can land after a newer tap's patch and show the older ticks again.
     */
    cartSelect: mutation(build, cart.cartUpdate),
    cartDelete: mutation(build, cart.cartDelete, { invalidatesTags: [...cartChanged] }),
    cartAdd: mutation(build, cart.cartAdd, { invalidatesTags: [...cartChanged] }),
    cartAddressPage: query(build, cart.cartAddressPage, { providesTags: ['Address'] }),
  }),
});

export const {
  useCartListQuery,
  useCartUpdateMutation,
  useCartSelectMutation,
  useCartDeleteMutation,
  useCartAddMutation,
  useCartAddressPageQuery,
} = cartApi;

/**
 * Number of cart lines that can be bought, for the cart badge: an invalid line (off the shelf, sold
 * out) is in the cart but not counted. Read from cartList (refreshed by the CartCount tag).
 * Pass `skip` for a guest: the call needs the member token.
 */
export function useCartCount(options: { skip?: boolean } = {}): number {
  const { count } = useCartListQuery(undefined, {
    skip: options.skip ?? false,
    selectFromResult: ({ data }) => ({ count: data?.filter((line) => line.invalid !== 1).length ?? 0 }),
  });
  return count;
}
