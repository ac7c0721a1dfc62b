import { baseApi } from './baseApi';
import { service } from './catalogue/service';
import { query } from './endpoints';

/** Customer service content and the public inviter lookup (catalogue/service.ts). */
export const serviceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    serviceCentre: query(build, service.serviceCentre),
    inviterByCode: query(build, service.inviterByCode),
  }),
});

export const { useServiceCentreQuery, useInviterByCodeQuery } = serviceApi;
