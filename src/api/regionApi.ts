import { baseApi } from './baseApi';
import { region } from './catalogue/region';
import { query } from './endpoints';

/** The startup region query (fetched and stored; a failure is only logged). */
export const regionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** provinces -> cities -> districts open for business */
    queryCityArea: query(build, region.queryCityArea, { providesTags: ['Region'] }),
  }),
});

export const { useQueryCityAreaQuery } = regionApi;
