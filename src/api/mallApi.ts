import { baseApi } from './baseApi';
import { catalogue } from './catalogue';
import { mutation, query } from './endpoints';

/** Mall (source `base`): agent applications (tea room / tea house), gift packages, leave-messages. */
export const mallApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    applyTeaRoom: mutation(build, catalogue.applyTeaRoom, { invalidatesTags: ['Apply'] }),
    applyTeaHouse: mutation(build, catalogue.applyTeaHouse, { invalidatesTags: ['Apply'] }),
    checkSoleAgent: query(build, catalogue.checkSoleAgent, { providesTags: ['Apply'] }),
    /** external-facing call with no source: the request layer takes the sid from this body */
    agentExamine: mutation(build, catalogue.agentExamine, { invalidatesTags: ['Apply', 'Member'] }),
    applyRenew: mutation(build, catalogue.applyRenew, { invalidatesTags: ['Apply'] }),
    previousApplyInfo: query(build, catalogue.previousApplyInfo, { providesTags: ['Apply'] }),
    renewPreInfo: query(build, catalogue.renewPreInfo, { providesTags: ['Apply'] }),
    giftPackagePage: query(build, catalogue.giftPackagePage, { providesTags: ['GiftPackage'] }),
    leaveMessagePage: query(build, catalogue.leaveMessagePage, { providesTags: ['LeaveMessage'] }),
    leaveMessageAdd: mutation(build, catalogue.leaveMessageAdd, { invalidatesTags: ['LeaveMessage'] }),
    /** GET; opening a message marks it read */
    leaveMessageRead: mutation(build, catalogue.leaveMessageRead, { invalidatesTags: ['LeaveMessage'] }),
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
