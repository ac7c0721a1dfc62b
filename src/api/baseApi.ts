import { createApi } from '@reduxjs/toolkit/query/react';
import { callBaseQuery } from './baseQuery';

/** Cache tags: a mutation invalidates what it changes (add to cart -> cart list and count, ...). */
export const tagTypes = [
  'Notice',
  'Banner',
  'Popup',
  'Goods',
  'Category',
  'BrowseHistory',
  'Cart',
  'CartCount',
  'Order',
  'AfterSale',
  'Delivery',
  'Address',
  'Coupon',
  'Activity',
  'Favourite',
  'FavouriteCount',
  'Message',
  'RedDot',
  'Member',
  'Apply',
  'GiftPackage',
  'LeaveMessage',
  'Shop',
  'Region',
  'Evaluation',
  'Lottery',
  'SignIn',
  'Account',
  'Income',
  'Withdrawal',
  'Fans',
  'Legion',
  'Propose',
  'Contract',
] as const;

export type TagType = (typeof tagTypes)[number];

/** The single RTK Query API; each domain injects its endpoints (src/api/<domain>Api.ts). */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: callBaseQuery,
  tagTypes,
  endpoints: () => ({}),
});
