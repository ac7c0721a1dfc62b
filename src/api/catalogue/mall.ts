import type { PageResult } from '../types/common';
import type { AgentApplication, AgentExamineArg, AgentExamineResult, ApplyArg, ApplyRenewArg, ApplyRenewResult, ApplyResult, CheckSoleAgentArg, GiftPackage, GiftPackagePageArg, LeaveMessage, LeaveMessageAddArg, LeaveMessageAddResult, LeaveMessagePage, LeaveMessagePageArg, LeaveMessageReadArg, RenewPreInfo, RenewPreInfoArg, SoleAgentCheck } from '../types/mall';
import { call, domain } from './define';

/** Mall service: agent applications, gift packages, leave-messages (paths assumed). */
export const mall = /* @__PURE__ */ domain('mall', { source: 'base', assumed: true }, {
  applyTeaRoom: call<ApplyArg, ApplyResult>('/teamall-mall/client/apply/teaRoom'),
  applyTeaHouse: call<ApplyArg, ApplyResult>('/teamall-mall/client/apply/teaHouse'),
  checkSoleAgent: call<CheckSoleAgentArg, SoleAgentCheck>('/teamall-mall/client/apply/checkSoleAgent'),
  // the external-facing examination call: no source, the sid travels in the body
  agentExamine: call<AgentExamineArg, AgentExamineResult>('/teamall-data/api/agent/examine', { source: null }),
  applyRenew: call<ApplyRenewArg, ApplyRenewResult>('/teamall-mall/client/apply/renew'),
  previousApplyInfo: call<void, AgentApplication | null>('/teamall-mall/client/apply/previousInfo'),
  renewPreInfo: call<RenewPreInfoArg, RenewPreInfo>('/teamall-mall/client/apply/renewPreInfo'),
  giftPackagePage: call<GiftPackagePageArg, PageResult<GiftPackage>>('/teamall-mall/client/giftPackage/page'),
  leaveMessagePage: call<LeaveMessagePageArg, LeaveMessagePage>('/teamall-mall/client/leaveMessage/page'),
  leaveMessageAdd: call<LeaveMessageAddArg, LeaveMessageAddResult>('/teamall-mall/client/leaveMessage/add'),
  leaveMessageRead: call<LeaveMessageReadArg, LeaveMessage>('/teamall-mall/client/leaveMessage/read', { method: 'GET' }),
});
