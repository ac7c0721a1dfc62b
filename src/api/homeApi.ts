import { baseApi } from './baseApi';
import { callQuery } from './callQuery';
import { catalogue } from './catalogue';

export interface Notice {
  id: string;
  title: string;
  createTime: string;
}

export const homeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    hotNews: build.query<Notice[], void>({
      query: callQuery(catalogue.hotNews),
      providesTags: ['Notice'],
    }),
  }),
});

export const { useHotNewsQuery } = homeApi;
