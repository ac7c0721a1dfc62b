import { baseApi } from './baseApi';
import { fans } from './catalogue/fans';
import { pay } from './catalogue/pay';
import { pages, query } from './endpoints';

/** The member's fans: the totals, and the fans page as an infinite list (20 a page, one cache entry per search). */
export const fansApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    fansSummary: query(build, fans.fansSummary, { providesTags: ['Fans'] }),
    fansList: pages(build, pay.fansPage, { providesTags: ['Fans'] }, 20),
  }),
});
export const { useFansSummaryQuery, useFansListInfiniteQuery } = fansApi;
