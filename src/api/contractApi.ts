import { baseApi } from './baseApi';
import { contract } from './catalogue/contract';
import { mutation, query } from './endpoints';

/** Contract signing: one endpoint per `contract` catalogue entry (src/api/catalogue/contract.ts). */
export const contractApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMemberContract: query(build, contract.getMemberContract, { providesTags: ['Contract'] }),
    // the contract shows as signed at once: the screen it returns to reads it again
    signContract: mutation(build, contract.signContract, { invalidatesTags: ['Contract'] }),
  }),
});

export const { useGetMemberContractQuery, useSignContractMutation } = contractApi;
