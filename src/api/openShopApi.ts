import { baseApi } from './baseApi';
import { openShop } from './catalogue/openShop';
import { mutation, query } from './endpoints';

/**
 * Opening a shop: the fee and agreement with the member's latest application (`Apply`), and the
 * application itself, which creates the fee's payable order (`Order` lists, `RedDot` counts).
 */
export const openShopApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    openShopInfo: query(build, openShop.openShopInfo, { providesTags: ['Apply'] }),
    openShopApply: mutation(build, openShop.openShopApply, {
      invalidatesTags: (result) => (result ? ['Apply', { type: 'Order', id: 'LIST' }, 'RedDot'] : []),
    }),
  }),
});
export const { useOpenShopInfoQuery, useOpenShopApplyMutation } = openShopApi;
