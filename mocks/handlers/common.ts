import { catalogue } from '@/api/catalogue';
import { findGoods } from '../db/goods';
import { handle, reject } from '../server/handle';
import { text } from '../server/request';
import { beijing, beijingTime } from '../clock';




/** Image the mock "stores" every upload as (a local SVG under mocks/public/images). */
export const UPLOADED_IMAGE = 'home/uploaded-photo.svg';
const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const COMMAND_DAYS = 7;
const commandTypes = ['goods', 'lottery', 'invite'] as const;

/** An uploaded file as a data: URL (the picture itself, with no file store behind it). */
async function dataUrlOf(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:${file.type || 'image/png'};base64,${btoa(binary)}`;
}

/** Deterministic 6-character command body from a sequence number (no Math.random). */
function commandCode(sequence: number): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let value = (sequence * 7919 + 104729) % alphabet.length ** 6;
  let code = '';
  for (let i = 0; i < 6; i += 1) {
    code += alphabet[value % alphabet.length] ?? 'A';
    value = Math.floor(value / alphabet.length);
  }
  return `TM${code}`;
}

/** '￥TM8G2K6Q￥ ...' or 'TM8G2K6Q' -> 'TM8G2K6Q' */
function commandIn(value: string): string {
  const match = /TM[A-Z0-9]{6}/.exec(value.toUpperCase());
  return match?.[0] ?? value.trim();
}

export const commonHandlers = [
  handle(catalogue.uploadImageByCompress, async ({ files, arg }) => {
    const image = files[0];
    if (!image) reject(0, '请选择要上传的图片', {});
    if (image.type && !image.type.startsWith('image/')) reject(0, '仅支持上传图片文件', {});
    if (image.size > MAX_UPLOAD_BYTES) reject(0, '图片不能超过 10MB', {});
    // the mock keeps no files: a signature, which the member sees again on the signed contract, comes back as itself
    if (text(arg.bizType) === 'signature') return { url: await dataUrlOf(image), fileName: image.name || 'signature.png', size: image.size };
    return { url: UPLOADED_IMAGE, fileName: image.name || 'image', size: image.size };
  }),
  handle(catalogue.getUploadToken, ({ member, arg }) => {
    const bizType = text(arg.bizType) || 'common';
    const issued = beijing();
    return {
      token: `upload-${member?.memberId ?? 'guest'}-${issued.valueOf().toString(36)}`,
      bucket: 'teamall-h5',
      region: 'oss-cn-hangzhou',
      keyPrefix: `${bizType}/${member?.memberId ?? 'guest'}/`,
      expireTime: beijingTime(issued.add(1, 'hour')),
    };
  }),
  handle(catalogue.generateCommand, ({ db, member, arg }) => {
    const type = commandTypes.find((candidate) => candidate === text(arg.type));
    const businessId = text(arg.businessId);
    if (!type) reject(0, '不支持的口令类型', {});
    if (type === 'goods' && !findGoods(db, businessId)) reject(0, '商品不存在，无法生成口令', {});
    if (type === 'lottery' && !db.members.some((candidate) => candidate.memberId === businessId)) reject(0, '助力活动不存在', {});
    if (type === 'invite' && businessId !== member?.memberId) reject(0, '只能分享自己的邀请口令', {});
    const memberId = member?.memberId ?? '';
    const now = beijing();
    let sequence = db.shareCommands.length + 1;
    let command = commandCode(sequence);
    while (db.shareCommands.some((record) => record.command === command)) command = commandCode((sequence += 1));
    const record = {
      command,
      type,
      businessId,
      memberId,
      createTime: beijingTime(now),
      expireTime: beijingTime(now.add(COMMAND_DAYS, 'day')),
    };
    db.shareCommands.push(record);
    const goodsName = type === 'goods' ? (findGoods(db, businessId)?.goodsName ?? '') : '';
    const shareText =
      type === 'goods'
        ? `￥${command}￥ 复制这段口令，打开茶商城查看【${goodsName}】`
        : type === 'invite'
          ? `￥${command}￥ 复制这段口令，打开茶商城注册领新人专享券`
          : `￥${command}￥ 复制这段口令，打开茶商城帮我助力抽大奖`;
    return { command, shareText, type, businessId, expireTime: record.expireTime };
  }),
  handle(catalogue.parseCommand, ({ db, arg }) => {
    const command = commandIn(text(arg.command));
    const record = db.shareCommands.find((candidate) => candidate.command === command);
    if (!record) reject(0, '口令不存在或已失效', { command });
    if (record.expireTime < beijingTime()) reject(0, '口令已过期', { command });
    const sharer = db.members.find((candidate) => candidate.memberId === record.memberId);
    if (record.type === 'goods') {
      const goods = findGoods(db, record.businessId);
      if (!goods || goods.status === 0) reject(0, '分享的商品已下架', { command });
      return {
        type: 'goods',
        businessId: record.businessId,
        path: `/goods/detail/${record.businessId}`,
        title: goods.goodsName,
        image: goods.images[0] ?? '',
        sharerName: sharer?.nickname ?? '',
      };
    }
    if (record.type === 'invite') {
      if (!sharer) reject(0, '邀请人不存在', { command });
      return {
        type: 'invite',
        businessId: record.businessId,
        path: `/register?inviteCode=${encodeURIComponent(sharer.inviteCode)}`,
        title: `${sharer.nickname}邀请你加入茶商城`,
        image: sharer.avatar,
        sharerName: sharer.nickname,
      };
    }
    return {
      type: 'lottery',
      businessId: record.businessId,
      path: `/mine/largeTurntable?helpMemberId=${encodeURIComponent(record.businessId)}`,
      title: `${sharer?.nickname ?? '好友'}邀请你助力抽大奖`,
      image: 'home/zone-festival.svg',
      sharerName: sharer?.nickname ?? '',
    };
  }),
];
