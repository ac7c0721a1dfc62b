import type { MemberContractResult, SignContractArg, SignContractResult } from '../types/contract';
import { call, domain } from './define';

/**
 * Member service, contract signing: the member's contract and its signing (paths chosen here, see
 * docs/catalogue.md, "Contract signing"). The signature PNG itself goes up through the common
 * `uploadImageByCompress` first; `signContract` carries the URL it answered.
 */
export const contract = /* @__PURE__ */ domain('contract', { source: 'member', assumed: true }, {
  getMemberContract: call<void, MemberContractResult>('/teamall-member/client/contract/detail'),
  signContract: call<SignContractArg, SignContractResult>('/teamall-member/client/contract/sign'),
});
