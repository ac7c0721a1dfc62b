/**
 * Opening a shop (开店申请): the buyer applies with the shop's details and licence photos, the
 * server answers the application and a payable order of the shop fee, which is paid through the
 * orders' payment flow. Assumed calls of the shop service (docs/catalogue.md, "Opening a shop").
 */

/** 0 待支付入驻费, 1 审核中, 2 已开通, 3 已驳回, 4 已关闭 (the fee order was closed unpaid) */
export type OpenShopStatus = 0 | 1 | 2 | 3 | 4;

export type OpenShopApplyArg = {
  shopName: string;
  contactName: string;
  mobile: string;
  provinceId: number;
  cityId: number;
  regionId: number;
  address: string;
  /** stored paths of the licence photos (uploadImageByCompress, bizType `shopLicence`) */
  licenceImages: string[];
  /** 1: the shop agreement was accepted */
  agreed: 1;
  /** one number per intent (src/hooks/useRequestNo.ts): a repeat answers the first application */
  requestNo?: string;
};

export interface OpenShopApplication {
  applyId: string;
  shopName: string;
  contactName: string;
  mobile: string;
  provinceName: string;
  cityName: string;
  regionName: string;
  address: string;
  licenceImages: string[];
  /** the shop fee, yuan */
  fee: number;
  /** the payable order of the fee (paid with payOrder / payOrderV2 / wechatPay) */
  orderId: string;
  status: OpenShopStatus;
  statusText: string;
  createTime: string;
}

export interface OpenShopInfo {
  /** the shop fee, yuan */
  fee: number;
  /** the shop agreement, plain text paragraphs */
  agreementTitle: string;
  agreement: string[];
  /** the member's latest application, or null */
  application: OpenShopApplication | null;
}
