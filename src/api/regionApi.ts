import { baseApi } from './baseApi';
import { callQuery } from './callQuery';
import { catalogue } from './catalogue';
import type { RegionNode } from './types/region';

/** The startup region query (fetched and stored; a failure is only logged). */
export const regionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** provinces -> cities -> districts open for business */
    queryCityArea: build.query<RegionNode[], void>({
      query: callQuery(catalogue.queryCityArea),
      providesTags: ['Region'],
    }),
  }),
});

export const { useQueryCityAreaQuery } = regionApi;
