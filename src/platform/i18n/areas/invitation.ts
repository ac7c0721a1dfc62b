import { registerArea } from '../registry';

/** /share/invitation: zh-CN source strings. */
export const invitationZhCN = {
  content: '邀请海报',
  intro: '分享海报或链接，好友注册后即成为你的粉丝',
  posterAlt: '{nickname}的邀请海报，邀请码 {code}',
  posterDrawing: '海报生成中…',
  posterFailed: '海报生成失败',
  redraw: '重新生成',
  longPress: '长按海报可保存到相册',
  poster: {
    headline: '邀你一起品好茶',
    codeLine: '邀请码 {code}',
    copy: '扫码下载茶商城，注册即领新人专享券',
    scanHint: '长按识别二维码',
  },
  save: '保存海报',
  savedAlbum: '已保存到相册',
  savedDownload: '海报已下载',
  copyLink: '复制链接',
  linkCopied: '邀请链接已复制',
  copyFailed: '复制失败，请长按链接手动复制',
  link: '邀请链接',
  command: {
    title: '分享口令',
    hint: '复制口令发给好友，好友打开茶商城即可注册',
    generate: '生成口令',
    generating: '生成中',
    copy: '复制口令',
    copied: '口令已复制',
    failed: '口令生成失败，请重试',
  },
  paste: {
    title: '收到好友的口令？',
    action: '识别口令',
    reading: '识别中',
    none: '剪贴板里没有茶商城口令',
    unreadable: '无法读取剪贴板，请允许粘贴后重试',
    refused: '该口令指向站外页面，无法打开',
    failed: '口令识别失败，请重试',
  },
  guestTitle: '登录后邀请好友',
  guestBody: '登录后生成你的专属邀请海报',
  goLogin: '去登录',
  noCode: '暂无邀请码',
};

registerArea('invitation', invitationZhCN);

declare module '../registry' {
  interface AreaMessages {
    invitation: typeof invitationZhCN;
  }
}
