import { baseApi } from './baseApi';
import { mall } from './catalogue/mall';
import { mutation, mutations, queries, query } from './endpoints';

/** Mall (source `base`): agent applications (tea room / tea house), gift packages, leave-messages. */
export const mallApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    ...mutations(build, mall, ['applyTeaRoom', 'applyTeaHouse', 'applyRenew'], { invalidatesTags: ['Apply'] }),
    ...queries(build, mall, ['checkSoleAgent', 'previousApplyInfo', 'renewPreInfo'], { providesTags: ['Apply'] }),
    /** external-facing call with no source: the request layer takes the sid from this body */
    agentExamine: mutation(build, mall.agentExamine, { invalidatesTags: ['Apply', 'Member'] }),
    giftPackagePage: query(build, mall.giftPackagePage, { providesTags: ['GiftPackage'] }),
    leaveMessagePage: query(build, mall.leaveMessagePage, { providesTags: ['LeaveMessage'] }),
    // leaveMessageRead is a GET: opening a message marks it read
    ...mutations(build, mall, ['leaveMessageAdd', 'leaveMessageRead'], { invalidatesTags: ['LeaveMessage'] }),
  }),
});

export const {
  useApplyTeaRoomMutation,
  useApplyTeaHouseMutation,
  useCheckSoleAgentQuery,
  useLazyCheckSoleAgentQuery,
  useAgentExamineMutation,
  useApplyRenewMutation,
  usePreviousApplyInfoQuery,
  useRenewPreInfoQuery,
  useGiftPackagePageQuery,
  useLeaveMessagePageQuery,
  useLeaveMessageAddMutation,
  useLeaveMessageReadMutation,
} = mallApi;
