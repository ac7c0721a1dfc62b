import { registerArea } from '../registry';

/** The personal area's shared parts (src/screens/mine/profile): zh-CN source strings. */
export const mineProfileZhCN = {
  code: {
    send: '获取验证码',
    sending: '发送中',
    wait: '{seconds} 秒后重发',
    resend: '重新发送',
    sentTo: '验证码已发送至 {mobile}',
    failed: '验证码发送失败，请稍后重试',
  },
  avatar: {
    label: '头像',
    current: '当前头像',
    picked: '选中的照片',
    cropTitle: '裁剪头像',
    cropArea: '头像裁剪区域',
    cropHint: '拖动照片调整位置，双指或滑块缩放；选中裁剪区域后可用方向键移动',
    zoom: '缩放',
    cancel: '取消',
    use: '使用',
    cropFailed: '照片无法裁剪，请换一张试试',
    saving: '保存中',
    saved: '头像已更新',
    uploadFailed: '头像上传失败',
    failed: '头像保存失败，请重试',
    networkFailed: '网络不给力，头像未上传，请重试',
  },
  gender: {
    title: '选择性别',
    '0': '保密',
    '1': '男',
    '2': '女',
    cancel: '取消',
  },
};

registerArea('mineProfile', mineProfileZhCN);

declare module '../registry' {
  interface AreaMessages {
    mineProfile: typeof mineProfileZhCN;
  }
}
