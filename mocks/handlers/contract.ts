import { catalogue } from '@/api/catalogue';
import { businessNow } from '../clock';
import { contractView } from '../db/contract';
import { handle, reject } from '../server/handle';
import { signedIn, text } from '../server/request';

/** Contract signing (calls designed here: docs/catalogue.md, "Contract signing"). */
export const contractHandlers = [
  handle(catalogue.getMemberContract, ({ db, member }) => {
    const owner = signedIn(member);
    const record = db.contracts.find((candidate) => candidate.memberId === owner.memberId);
    return record ? contractView(record) : null;
  }),
  handle(catalogue.signContract, ({ db, member, arg }) => {
    const owner = signedIn(member);
    const record = db.contracts.find((candidate) => candidate.contractId === text(arg.contractId) && candidate.memberId === owner.memberId);
    if (!record) reject(0, '合同不存在或已失效');
    if (record.state === 1) reject(0, '合同已签署，请勿重复签署');
    const signatureUrl = text(arg.signatureUrl);
    if (!signatureUrl) reject(0, '请先上传手写签名');
    record.state = 1;
    record.signTime = businessNow();
    record.signatureUrl = signatureUrl;
    return { contractId: record.contractId, state: 1, signTime: record.signTime, signatureUrl };
  }),
];
