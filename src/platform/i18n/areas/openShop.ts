import { registerArea } from '../registry';

/** /openshop/openshop: zh-CN source strings. */
export const openShopZhCN = {
  form: '申请开店',
  fields: {
    shopName: 'shopName',
    contactName: 'contactName',
    mobile: 'mobile',
    address: 'address',
    requestNo: 'requestNo',
  },
  required: {
    shopName: '请填写shopName',
    contactName: '请填写contactName',
    mobile: '请填写mobile',
    address: '请填写address',
  },
  submit: '提交',
  submitting: '提交中',
  done: '已提交',
  failed: '提交失败，请重试',
};

registerArea('openShop', openShopZhCN);

declare module '../registry' {
  interface AreaMessages {
    openShop: typeof openShopZhCN;
  }
}
