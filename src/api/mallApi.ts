import { baseApi } from './baseApi';
import { mall } from './catalogue/mall';
import { mutation, query } from './endpoints';

/** Mall (source `base`): agent applications (tea room / tea house), gift packages, leave-messages. */
export const mallApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    applyTeaRoom: mutation(build, mall.applyTeaRoom, { invalidatesTags: ['Apply'] }),
    applyTeaHouse: mutation(build, mall.applyTeaHouse, { invalidatesTags: ['Apply'] }),
    checkSoleAgent: query(build, mall.checkSoleAgent, { providesTags: ['Apply'] }),
    /** external-facing call with no source: the request layer takes the sid from this body */
    agentExamine: mutation(build, mall.agentExamine, { invalidatesTags: ['Apply', 'Member'] }),
    applyRenew: mutation(build, mall.applyRenew, { invalidatesTags: ['Apply'] }),
    previousApplyInfo: query(build, mall.previousApplyInfo, { providesTags: ['Apply'] }),
    renewPreInfo: query(build, mall.renewPreInfo, { providesTags: ['Apply'] }),
    giftPackagePage: query(build, mall.giftPackagePage, { providesTags: ['GiftPackage'] }),
    leaveMessagePage: query(build, mall.leaveMessagePage, { providesTags: ['LeaveMessage'] }),
    leaveMessageAdd: mutation(build, mall.leaveMessageAdd, { invalidatesTags: ['LeaveMessage'] }),
    /** GET; opening a message marks it read */
    leaveMessageRead: mutation(build, mall.leaveMessageRead, { invalidatesTags: ['LeaveMessage'] }),
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
