import type { RetrievePasswordArg, SettlementLoginArg, SettlementLoginResult, SettlementRegisterArg, SettlementRegisterResult, SettlementSendMessageArg, SettlementSendMessageResult } from '../types/settlement';
import { call, domain } from './define';

/**
 * Settlement service: its own register / login / retrieve password with RSA bodies. Their Auth-Token
 * (the backend's "token") carries the fixed settlement object with an empty sid, never a member
 * session, so they are not member-token calls.
 */
export const settlement = /* @__PURE__ */ domain('settlement', { source: 'settlement', token: false }, {
  userRegister: call<SettlementRegisterArg, SettlementRegisterResult>('/settlement/api/client/common/userRegister', { rsa: true }),
  userLogin: call<SettlementLoginArg, SettlementLoginResult>('/settlement/api/client/common/login', { rsa: true }),
  retrievePassword: call<RetrievePasswordArg, null>('/settlement/api/client/common/retrievePassword', { rsa: true }),
  settlementSendMessage: call<SettlementSendMessageArg, SettlementSendMessageResult>('/settlement/api/client/common/sendMessage'),
});
