import type { FanRecord } from './pay';

/** The same-city shop owner's (m-30218) and the partner's (m-40325) fans, for /myFans. */
const SHOP_OWNER_ID = 'm-30218';
const PARTNER_ID = 'm-40325';

type Row = [ownerId: string, memberId: string, nickname: string, mobile: string, joinDate: string, level: 1 | 2, contribution: number];

const rows: Row[] = [
  [SHOP_OWNER_ID, 'm-30301', '陈半山', '13605921184', '2026-11-20 08:16:42', 1, 0],
  [SHOP_OWNER_ID, 'm-30302', '茶客阿福', '15959230417', '2026-11-18 19:40:05', 1, 26.8],
  [SHOP_OWNER_ID, 'm-30303', '林间小雨', '18059216630', '2026-11-12 10:02:51', 2, 9.6],
  [SHOP_OWNER_ID, 'm-30304', '白毫银针', '13950082275', '2026-11-03 21:37:19', 1, 88],
  [SHOP_OWNER_ID, 'm-30305', '郑一盏', '13799356021', '2026-10-28 15:11:40', 2, 12.4],
  [SHOP_OWNER_ID, 'm-30306', '老枞水仙', '15060708893', '2026-10-07 09:45:27', 1, 156.5],
  [SHOP_OWNER_ID, 'm-30307', '凤凰单丛', '18650129946', '2026-09-15 17:29:08', 2, 33],
  [SHOP_OWNER_ID, 'm-30308', '许慢慢', '13859917702', '2026-08-22 12:54:36', 1, 64.2],
  [PARTNER_ID, 'm-40401', '东方美人', '13906017735', '2026-11-20 09:05:11', 1, 0],
  [PARTNER_ID, 'm-40402', '蔡明前', '15280060398', '2026-11-06 14:22:47', 1, 120],
  [PARTNER_ID, 'm-40403', '正山堂客', '18965031290', '2026-07-30 20:18:33', 2, 45.9],
];

const avatars = ['pay/fan-a.svg', 'pay/fan-b.svg', 'pay/fan-c.svg'];

export const shopFans: FanRecord[] = rows.map(([ownerId, memberId, nickname, mobile, joinDate, level, contribution], index) => ({
  ownerId,
  memberId,
  nickname,
  mobile,
  avatar: avatars[index % avatars.length] ?? 'pay/fan-a.svg',
  joinDate,
  level,
  levelName: level === 1 ? '一级粉丝' : '二级粉丝',
  contribution,
}));
