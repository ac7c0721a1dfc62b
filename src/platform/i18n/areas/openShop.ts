import { registerArea } from '../registry';

/** Opening a shop (/openshop/openshop, /openshop/openshop-next): zh-CN source strings. */
export const openShopZhCN = {
  stepOne: '填写店铺信息',
  stepTwo: '上传资质并支付',
  steps: '第 {current} 步，共 2 步',
  formOne: '店铺信息',
  formTwo: '资质与协议',
  shopName: '店铺名称',
  shopNamePlaceholder: '如：武夷山岩韵茶庄',
  contactName: '联系人',
  contactNamePlaceholder: '请填写联系人姓名',
  mobile: '联系电话',
  mobilePlaceholder: '请填写 11 位手机号码',
  region: '所在地区',
  regionPlaceholder: '请选择省 / 市 / 区',
  regionTitle: '选择所在地区',
  regionsUnavailable: '地区加载失败，请稍后重试',
  address: '详细地址',
  addressPlaceholder: '街道、门牌号、铺面号',
  next: '下一步',
  back: '上一步',
  licence: '营业执照',
  licenceHint: '请上传清晰的营业执照照片，最多 {count} 张',
  agreementAccept: '我已阅读并同意',
  agreementRead: '展开协议全文',
  fee: '入驻费',
  feeHint: '提交后支付入驻费，平台 3 个工作日内完成审核',
  submit: '提交并支付',
  submitting: '提交中',
  photosUploading: '照片上传中，请稍候',
  photosFailed: '有照片上传失败，请重试或删除',
  failed: '提交未成功，请稍后重试',
  payTitle: '入驻费待支付',
  payBody: '「{shop}」的开店申请已提交，支付入驻费后进入审核。',
  pay: '支付入驻费',
  paying: '支付中',
  payFailed: '支付未成功，请稍后重试',
  outcomeTitle: '申请已提交，审核中',
  outcomeBody: '「{shop}」的入驻费已支付，平台将在 3 个工作日内完成审核，结果以消息通知。',
  openedTitle: '店铺已开通',
  openedBody: '「{shop}」已开通，可以开始经营了。',
  backToMine: '完成',
  applied: '申请时间',
  rule: {
    shopNameRequired: '请填写店铺名称',
    shopNameLength: '店铺名称为 2-20 个字',
    contactRequired: '请填写联系人姓名',
    contactLength: '联系人姓名为 2-20 个字',
    mobileRequired: '请填写联系电话',
    mobileInvalid: '请填写 11 位手机号码',
    regionRequired: '请选择所在地区',
    addressRequired: '请填写详细地址',
    addressShort: '详细地址至少填写 5 个字',
    addressLong: '详细地址不能超过 100 个字',
    licenceRequired: '请上传营业执照照片',
    agreementRequired: '请阅读并同意店铺入驻协议',
  },
};

registerArea('openShop', openShopZhCN);

declare module '../registry' {
  interface AreaMessages {
    openShop: typeof openShopZhCN;
  }
}
