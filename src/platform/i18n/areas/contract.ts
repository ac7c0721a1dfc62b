import { registerArea } from '../registry';

/** The member's contract (/contractSigning/index and /mine/set/contract): zh-CN source strings. */
export const contractZhCN = {
  content: '合同内容',
  number: '合同编号：{no}',
  unsigned: '待签署',
  signed: '已签署',
  parties: '签约双方',
  partyA: '甲方',
  partyB: '乙方',
  body: '合同条款',
  bodyEmpty: '合同条款暂未生成，请稍后再来查看',
  signature: '乙方签名',
  signatureAlt: '{name}的手写签名',
  signedAt: '签署时间：{time}',
  /** dayjs format of the signing time */
  timeFormat: 'YYYY年M月D日 HH:mm',
  signHint: '请仔细阅读合同条款，确认无误后手写签名完成签署',
  sign: '去签署',
  emptyTitle: '暂无合同',
  emptyBody: '成为茶室或茶馆代理后，加盟合同会显示在这里',
};

registerArea('contract', contractZhCN);

declare module '../registry' {
  interface AreaMessages {
    contract: typeof contractZhCN;
  }
}
