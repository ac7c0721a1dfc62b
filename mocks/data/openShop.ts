import type { OpenShopApplication } from '@/api/types/openShop';

/** The shop fee (yuan) a buyer pays to open a shop, and the agreement accepted with it. */
export const OPEN_SHOP_FEE = 980;

export const OPEN_SHOP_AGREEMENT_TITLE = '茶商城店铺入驻协议';

export const OPEN_SHOP_AGREEMENT: readonly string[] = [
  '一、入驻主体：申请人须为依法登记的个体工商户或企业，提交的营业执照、食品经营许可证等资料真实有效。',
  '二、入驻费用：店铺入驻费 980 元，用于店铺开通、装修模板与首年平台技术服务；审核未通过的，入驻费原路退回。',
  '三、审核时限：平台在收到入驻费后 3 个工作日内完成资料审核，审核结果以站内消息通知。',
  '四、经营规范：店铺须销售正规渠道的茶叶及茶具，明码标价，不得虚假宣传或以次充好。',
  '五、违约处理：违反本协议或平台规则的，平台有权暂停店铺经营直至关闭店铺。',
];

/** An application as the mock keeps it: who applied, and its state before the fee order is read. */
export interface OpenShopRecord extends Omit<OpenShopApplication, 'status' | 'statusText'> {
  memberId: string;
  provinceId: number;
  cityId: number;
  regionId: number;
  /** set by the review (the data service); null while the fee order decides the state */
  reviewed: 2 | 3 | null;
}

/** No seeded applications: every seeded member may apply. */
export const openShopApplications: OpenShopRecord[] = [];
