import type { Inviter, InviterByCodeArg, ServiceCentre } from '../types/service';
import { call, domain } from './define';

/**
 * Member service calls of the customer service page and the public download page, documented by
 * purpose only (their paths are assumed). `inviterByCode` is public: the download page is opened by
 * people who have no account yet, so it carries no token.
 */
export const service = /* @__PURE__ */ domain('member', { source: 'member', assumed: true }, {
  serviceCentre: call<void, ServiceCentre>('/teamall-member/client/service/centre'),
  inviterByCode: call<InviterByCodeArg, Inviter>('/teamall-member/client/member/inviterByCode', { token: false }),
});
