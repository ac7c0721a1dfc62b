import { baseApi } from './baseApi';
import { callQuery } from './callQuery';
import { catalogue } from './catalogue';
import type {
  AgentApplication,
  AgentExamineArg,
  AgentExamineResult,
  ApplyArg,
  ApplyRenewArg,
  ApplyRenewResult,
  ApplyResult,
  CheckSoleAgentArg,
  GiftPackage,
  GiftPackagePageArg,
  LeaveMessage,
  LeaveMessageAddArg,
  LeaveMessageAddResult,
  LeaveMessagePage,
  LeaveMessagePageArg,
  LeaveMessageReadArg,
  RenewPreInfo,
  RenewPreInfoArg,
  SoleAgentCheck,
} from './types/mall';
import type { PageResult } from './types/common';

/** Mall (source `base`): agent applications (tea room / tea house), gift packages, leave-messages. */
export const mallApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    applyTeaRoom: build.mutation<ApplyResult, ApplyArg>({
      query: callQuery<ApplyArg>(catalogue.applyTeaRoom),
      invalidatesTags: ['Apply'],
    }),
    applyTeaHouse: build.mutation<ApplyResult, ApplyArg>({
      query: callQuery<ApplyArg>(catalogue.applyTeaHouse),
      invalidatesTags: ['Apply'],
    }),
    checkSoleAgent: build.query<SoleAgentCheck, CheckSoleAgentArg>({
      query: callQuery<CheckSoleAgentArg>(catalogue.checkSoleAgent),
      providesTags: ['Apply'],
    }),
    /** external-facing call with no source: the request layer takes the sid from this body */
    agentExamine: build.mutation<AgentExamineResult, AgentExamineArg>({
      query: callQuery<AgentExamineArg>(catalogue.agentExamine),
      invalidatesTags: ['Apply', 'Member'],
    }),
    applyRenew: build.mutation<ApplyRenewResult, ApplyRenewArg>({
      query: callQuery<ApplyRenewArg>(catalogue.applyRenew),
      invalidatesTags: ['Apply'],
    }),
    previousApplyInfo: build.query<AgentApplication | null, void>({
      query: callQuery(catalogue.previousApplyInfo),
      providesTags: ['Apply'],
    }),
    renewPreInfo: build.query<RenewPreInfo, RenewPreInfoArg>({
      query: callQuery<RenewPreInfoArg>(catalogue.renewPreInfo),
      providesTags: ['Apply'],
    }),
    giftPackagePage: build.query<PageResult<GiftPackage>, GiftPackagePageArg>({
      query: callQuery<GiftPackagePageArg>(catalogue.giftPackagePage),
      providesTags: ['GiftPackage'],
    }),
    leaveMessagePage: build.query<LeaveMessagePage, LeaveMessagePageArg>({
      query: callQuery<LeaveMessagePageArg>(catalogue.leaveMessagePage),
      providesTags: ['LeaveMessage'],
    }),
    leaveMessageAdd: build.mutation<LeaveMessageAddResult, LeaveMessageAddArg>({
      query: callQuery<LeaveMessageAddArg>(catalogue.leaveMessageAdd),
      invalidatesTags: ['LeaveMessage'],
    }),
    /** GET; opening a message marks it read */
    leaveMessageRead: build.mutation<LeaveMessage, LeaveMessageReadArg>({
      query: callQuery<LeaveMessageReadArg>(catalogue.leaveMessageRead),
      invalidatesTags: ['LeaveMessage'],
    }),
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
