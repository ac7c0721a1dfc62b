import type { TypedMutationOnQueryStarted } from '@reduxjs/toolkit/query';
import { baseApi } from './baseApi';
import type { callBaseQuery } from './baseQuery';
import { member } from './catalogue/member';
import { mutation, query } from './endpoints';
import { MAX_ADDRESSES, type Address, type AddressIdArg, type AddressPageArg } from './types/member';
import type { PageResult } from './types/common';

/*
 * The member's address book (member service): the list, one address, add, update, set default and
 * delete. Loaded only by the address screens (the confirm-order screen reads the cart's own address
 * page call). Every change invalidates `Address`: the book, an open address, and the settle previews
 * that chose an address refetch. Setting the default and deleting also rewrite the loaded book as
 * soon as the server agreed, so the list never shows the old default first in between.
 */

/** The whole book in one page: a member keeps at most MAX_ADDRESSES. */
export const ADDRESS_BOOK: AddressPageArg = { pageNo: 1, pageSize: MAX_ADDRESSES };

type Lifecycle<A, R> = Parameters<NonNullable<TypedMutationOnQueryStarted<R, A, typeof callBaseQuery, 'api'>>>[1];

/** The book as the server orders it: the default first, then the most recently updated. */
function booked(list: Address[]): Address[] {
  return [...list].sort((a, b) => b.isDefault - a.isDefault || b.updateTime.localeCompare(a.updateTime) || b.id.localeCompare(a.id));
}

/** Invalidates the book (and whatever chose an address) once the server agreed; a refusal changes nothing. */
const addressChanged = (_result: unknown, error: unknown) => (error ? [] : (['Address'] as const));

/** Rewrites the loaded book with `edit` once the server agreed to a change of address `id`; a refusal leaves it. */
function rewriteBookOnSuccess<R>(edit: (draft: PageResult<Address>, id: string) => void) {
  return async ({ id }: AddressIdArg, { dispatch, queryFulfilled }: Lifecycle<AddressIdArg, R>) => {
    try {
      await queryFulfilled;
    } catch {
      return;
    }
    dispatch(addressApi.util.updateQueryData('addressPage', ADDRESS_BOOK, (draft) => edit(draft, id)));
  };
}

export const addressApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    addressPage: query(build, member.addressPage, { providesTags: ['Address'] }),
    addressGet: query(build, member.addressGet, { providesTags: ['Address'] }),
    addressAdd: mutation(build, member.addressAdd, { invalidatesTags: addressChanged }),
    addressUpdate: mutation(build, member.addressUpdate, { invalidatesTags: addressChanged }),
    /** addressUpdate with `isDefault: 1` only. */
    addressSetDefault: mutation(build, member.addressUpdate, {
      query: ({ id }: AddressIdArg) => ({ call: member.addressUpdate, body: { id, isDefault: 1 } }),
      invalidatesTags: addressChanged,
      onQueryStarted: rewriteBookOnSuccess<Address>((draft, id) => {
        draft.list = booked(draft.list.map((address) => ({ ...address, isDefault: address.id === id ? 1 : 0 })));
      }),
    }),
    addressDelete: mutation(build, member.addressDelete, {
      invalidatesTags: addressChanged,
      onQueryStarted: rewriteBookOnSuccess<null>((draft, id) => {
        draft.list = draft.list.filter((address) => address.id !== id);
        draft.total = draft.list.length;
      }),
    }),
  }),
});

export const {
  useAddressPageQuery,
  useAddressGetQuery,
  useAddressAddMutation,
  useAddressUpdateMutation,
  useAddressSetDefaultMutation,
  useAddressDeleteMutation,
} = addressApi;
