import { baseApi } from './baseApi';
import { catalogue } from './catalogue';

export interface Notice {
  id: string;
  title: string;
  createTime: string;
}

export const homeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    hotNews: build.query<Notice[], void>({
      query: () => ({ call: catalogue.hotNews }),
      transformResponse: (data: unknown) => data as Notice[],
      providesTags: ['Notice'],
    }),
  }),
});

export const { useHotNewsQuery } = homeApi;
