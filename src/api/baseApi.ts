import { createApi } from '@reduxjs/toolkit/query/react';
import { callBaseQuery } from './baseQuery';

/** The single RTK Query API; domains inject their endpoints into it. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: callBaseQuery,
  tagTypes: ['Notice'],
  endpoints: () => ({}),
});
