import { catalogue } from '@/api/catalogue';
import type { Address } from '@/api/types/member';
import type { UpgradeResult } from '@/api/types/member';
import { beijingTime } from '../../clock';
import { memberBenefitTable, upgradePackages } from '../../data/upgrade';
import { NOTHING_AFTER_PAYMENT, payExpireTimeOf, type OrderRecord } from '../../data/order';
import type { Db } from '../../db';
import { chooseAddress } from '../../db/cart';
import type { MemberRecord } from '../../db/members';
import { setOrderStatus } from '../../db/order';
import { exactlyOnce } from '../../server/exactlyOnce';
import { handle, reject } from '../../server/handle';
import { signedIn, text } from '../../server/request';

/*
 * Member service: the paid upgrade to premium membership. `upgradeToken` quotes one package (its
 * price held 30 minutes, good for one upgrade); `upgrade` spends the token and places an order of
 * type `upgrade` for the package, shipped to the chosen address; the member becomes premium when
 * that order is paid (`upgradeOnPaid`, called by the payment paths). A repeated `requestNo` answers
 * the first outcome and places nothing (`exactlyOnce`).
 */

const TOKEN_MINUTES = 30;
const ALREADY_PREMIUM = '您已是高级会员，无需重复升级';
/** Why an older unpaid upgrade order closes when the member starts another. */
export const UPGRADE_REPLACED_REASON = '已重新发起会员升级';

function upgradePackage(packageId: string) {
  return upgradePackages.find((pack) => pack.packageId === packageId) ?? null;
}

function upgradeOrder(db: Db, member: MemberRecord, packageId: string, address: Address): OrderRecord {
  const pack = upgradePackage(packageId);
  if (!pack) return reject(0, '升级礼包不存在或已下架', {});
  db.orderSeq += 1;
  const now = beijingTime();
  const orderId = `o-${db.orderSeq}`;
  const { receiver, mobile, provinceName, cityName, regionName, detail } = address;
  const order: OrderRecord = {
    orderId,
    orderNo: `TM${now.replace(/\D/g, '')}${String(db.orderSeq).padStart(6, '0')}`,
    memberId: member.memberId,
    buyerName: member.nickname,
    status: 0,
    statusText: '待付款',
    orderType: 'upgrade',
    deliveryType: 1,
    sellerId: '',
    deliveryStatus: null,
    lackReason: '',
    lines: [
      {
        lineId: `${orderId}-1`,
        packageId: pack.packageId,
        goodsId: pack.packageId,
        skuId: pack.packageId,
        goodsName: pack.title,
        mainImage: pack.image,
        specText: pack.goods.map((goods) => `${goods.goodsName}×${goods.quantity}`).join('、'),
        price: pack.price,
        quantity: 1,
        amount: pack.price,
        evaluated: 0,
      },
    ],
    address: { receiver, mobile, provinceName, cityName, regionName, detail },
    goodsAmount: pack.price,
    freight: 0,
    discount: 0,
    payAmount: pack.price,
    points: 0,
    remark: '会员升级礼包',
    createTime: now,
    payExpireTime: payExpireTimeOf(now),
    payTime: '',
    ...NOTHING_AFTER_PAYMENT,
  };
  db.orders.push(order);
  return order;
}

/** The member's older unpaid upgrade orders close when a new one is placed: one upgrade to pay at a time. */
function closeOlderUpgrades(db: Db, memberId: string): void {
  for (const order of db.orders) {
    if (order.memberId !== memberId || order.orderType !== 'upgrade' || order.status !== 0) continue;
    setOrderStatus(order, 4);
    order.cancelTime = beijingTime();
    order.cancelReason = UPGRADE_REPLACED_REASON;
    order.payExpireTime = '';
  }
}

/** After an order is paid: an upgrade order makes its member premium (from that moment). */
export function upgradeOnPaid(db: Db, order: OrderRecord): void {
  if (order.orderType !== 'upgrade') return;
  const member = db.members.find((candidate) => candidate.memberId === order.memberId);
  if (!member || member.memberLevel === 1) return;
  member.memberLevel = 1;
  member.upgradeTime = order.payTime || beijingTime();
}

export const upgradeHandlers = [
  handle(catalogue.memberBenefits, () => structuredClone(memberBenefitTable)),

  handle(catalogue.upgradeToken, (ctx) => {
    const member = signedIn(ctx.member);
    if (member.memberLevel === 1) reject(0, ALREADY_PREMIUM, {});
    const pack = upgradePackage(text(ctx.arg.packageId));
    if (!pack) return reject(0, '请选择升级礼包', {});
    const expireAt = Date.now() + TOKEN_MINUTES * 60_000;
    const payToken = `upt-${member.memberId}-${ctx.db.upgradeTokens.length + 1}`;
    ctx.db.upgradeTokens.push({ payToken, memberId: member.memberId, packageId: pack.packageId, amount: pack.price, expireAt, used: false });
    return { payToken, amount: pack.price, expireTime: beijingTime(expireAt) };
  }),

  handle(catalogue.upgrade, (ctx) => {
    const member = signedIn(ctx.member);
    return exactlyOnce(ctx.db, 'upgrade', member.memberId, ctx.arg.requestNo, (): UpgradeResult => {
      const payToken = text(ctx.arg.payToken);
      const token = ctx.db.upgradeTokens.find((candidate) => candidate.payToken === payToken && candidate.memberId === member.memberId);
      if (!token || token.used || Date.now() > token.expireAt) return reject(0, '支付凭证无效或已过期，请重新发起升级', {});
      if (member.memberLevel === 1) reject(0, ALREADY_PREMIUM, {});
      if (!text(ctx.arg.addressId)) reject(0, '请选择收货地址', {});
      const address = chooseAddress(ctx.db, member.memberId, text(ctx.arg.addressId));
      if (!address) return reject(0, '收货地址不存在', {});
      token.used = true;
      closeOlderUpgrades(ctx.db, member.memberId);
      const order = upgradeOrder(ctx.db, member, token.packageId, address);
      return { orderId: order.orderId, orderNo: order.orderNo, payAmount: order.payAmount, memberLevel: member.memberLevel, upgradeTime: member.upgradeTime };
    });
  }),
];
