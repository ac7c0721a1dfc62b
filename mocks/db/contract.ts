import type { ContractParty, MemberContract } from '@/api/types/contract';

/** A contract as the mock stores it: the member it belongs to, then what `getMemberContract` answers. */
export interface ContractRecord extends MemberContract {
  memberId: string;
}

export interface ContractTables {
  contracts: ContractRecord[];
}

/** Party A of every franchise contract: 茶商城's operator, the company the user agreement names. */
const COMPANY: ContractParty = {
  role: 'company',
  name: '福建茗源茶业科技有限公司（茶商城）',
  contact: '福建省福州市鼓楼区五四路 158 号环球广场 21 层',
  identifier: '客服热线：400-800-2026',
};

/** The clauses both franchise contracts share; `kind` is 茶馆 or 茶室, `fee` the franchise fee in yuan (text). */
function franchiseBody(kind: '茶馆' | '茶室', fee: string, region: string): string {
  return [
    `<h3>第一条 合作内容</h3>`,
    `<p>甲方授权乙方在<strong>${region}</strong>以“茶商城${kind}”名义开展茶叶、茶具零售及茶饮服务，授权期限自签署之日起一年，期满经双方确认可续签。</p>`,
    `<h3>第二条 加盟费用</h3>`,
    `<p>乙方应向甲方支付加盟费人民币<strong>${fee}元</strong>，已于申请时通过茶商城完成支付。加盟费用于品牌授权、门店物料及开业培训，合同生效后不予退还。</p>`,
    `<h3>第三条 双方权利义务</h3>`,
    `<ol><li>甲方按茶商城公布的代理价向乙方供货，保证茶叶来源可追溯、质量符合国家标准。</li>`,
    `<li>甲方为乙方提供开业培训、茶艺师培训及线上店铺运营支持。</li>`,
    `<li>乙方应按甲方统一的零售指导价销售，不得销售非甲方渠道的假冒商品。</li>`,
    `<li>乙方负责${kind}的日常经营、安全与卫生，并依法取得食品经营许可。</li></ol>`,
    `<h3>第四条 收益与结算</h3>`,
    `<p>乙方通过茶商城推广产生的收益按平台公示规则计入乙方账户，每月 15 日前结算上月收益，乙方可在“我的—收益”中申请提现。</p>`,
    `<h3>第五条 违约责任</h3>`,
    `<p>任一方违反本合同约定，守约方有权要求其限期改正；逾期未改正的，守约方可解除本合同，并要求违约方赔偿由此造成的损失。</p>`,
    `<h3>第六条 其他</h3>`,
    `<p>本合同以电子形式签署，乙方手写签名提交后即生效，与纸质合同具有同等法律效力。因本合同发生的争议，双方协商解决；协商不成的，提交甲方所在地人民法院诉讼解决。</p>`,
  ].join('');
}

/**
 * Seeded contracts: the tea-house agent (m-20488, session `agent`) has an unsigned 茶馆加盟合同; the
 * tea-room agent (m-20566, `teaRoomAgent`) signed a 茶室加盟合同 on approval, with a stored signature
 * image. The buyer (m-10086) has none: `getMemberContract` answers null.
 */
const seededContracts: ContractRecord[] = [
  {
    memberId: 'm-20488',
    contractId: 'ct-20488-01',
    title: '茶馆加盟合同',
    contractNo: 'TM-JM-2026-0488',
    parties: [COMPANY, { role: 'member', name: '陈记茶馆（陈志明）', contact: '大红袍茶院·武夷山店', identifier: '139****9000' }],
    content: franchiseBody('茶馆', '19,800.00', '福建省南平市武夷山市'),
    state: 0,
    signTime: null,
    signatureUrl: null,
  },
  {
    memberId: 'm-20566',
    contractId: 'ct-20566-01',
    title: '茶室加盟合同',
    contractNo: 'TM-JM-2026-0566',
    parties: [COMPANY, { role: 'member', name: '清心茶室（王清心）', contact: '泉州市鲤城区中山中路 66 号', identifier: '137****7000' }],
    content: franchiseBody('茶室', '9,800.00', '福建省泉州市鲤城区'),
    state: 1,
    signTime: '2026-03-06 15:32:10',
    signatureUrl: 'contract/signature-qingxin.svg',
  },
];

export function seedContracts(): ContractTables {
  return { contracts: structuredClone(seededContracts) };
}

/** What `getMemberContract` answers for a stored record: the record without its owner. */
export function contractView({ memberId: _owner, ...contract }: ContractRecord): MemberContract {
  return structuredClone(contract);
}
