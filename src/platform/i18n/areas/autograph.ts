import { registerArea } from '../registry';

/** The signature pad (/contractSigning/autograph): zh-CN source strings. */
export const autographZhCN = {
  pad: '签名区',
  landscape: '将手机横过来，签名区更大，书写更方便',
  placeholder: '请在此处手写签名',
  undo: '撤销',
  clear: '清除',
  submit: '确认签署',
  retry: '重新提交',
  uploading: '上传签名 {percent}%',
  submitting: '签署中',
  done: '签署成功',
  failed: '签署未成功，请重试',
  empty: '请先在签名区写下您的签名',
  tooShort: '签名太短，请写下完整姓名',
  signedTitle: '合同已签署',
  signedBody: '您已签署这份合同，无需再次签名',
  viewContract: '查看合同',
};

registerArea('autograph', autographZhCN);

declare module '../registry' {
  interface AreaMessages {
    autograph: typeof autographZhCN;
  }
}
