import { catalogue } from '@/api/catalogue';
import type { SettleLine, SettlePreview, SettleType } from '@/api/types/order';
import { sumYuan, toYuan } from '@/lib/money';
import { priceLines } from '../../data/order';
import type { Db } from '../../db';
import { chooseAddress } from '../../db/cart';
import { findGoods } from '../../db/goods';
import type { MemberRecord } from '../../db/members';
import { handle, reject } from '../../server/handle';
import { idList, signedIn, text } from '../../server/request';
import { oneItem, ownOrder, settleLines } from './helpers';

/* Order service: the settle previews for cart, buy-now, favourites and rebuy checkouts. */

function preview(db: Db, member: MemberRecord, settleType: SettleType, lines: SettleLine[], addressId: unknown, cartIds: string[] = []): SettlePreview {
  const goodsAmount = toYuan(sumYuan(lines, (line) => line.amount));
  const address = chooseAddress(db, member.memberId, text(addressId) || undefined);
  if (text(addressId) && !address) reject(0, '收货地址不存在', {});
  return {
    settleType,
    lines,
    cartIds,
    totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    goodsAmount,
    ...priceLines(goodsAmount),
    address,
  };
}

export const settleHandlers = [
  handle(catalogue.cartSettle, ({ db, member, arg }) => {
    const buyer = signedIn(member);
    const cartIds = idList(arg.cartIds);
    if (cartIds.length === 0) reject(0, '请选择要结算的商品', {});
    // the lines in the order asked for (the cart's, newest first), not in the table's order
    const lines = cartIds.flatMap((cartId) => db.cartLines.filter((line) => line.memberId === buyer.memberId && line.cartId === cartId));
    if (lines.length !== cartIds.length) reject(0, '购物车商品已变化，请刷新后重试', {});
    const settled = settleLines(
      db,
      lines.map(({ goodsId, skuId, quantity }) => ({ goodsId, skuId, quantity })),
    );
    return preview(db, buyer, 'cart', settled, arg.addressId, lines.map((line) => line.cartId));
  }),
  handle(catalogue.buyNowSettle, ({ db, member, arg }) => {
    const buyer = signedIn(member);
    return preview(db, buyer, 'buyNow', settleLines(db, [oneItem(arg)]), arg.addressId);
  }),
  handle(catalogue.favouritesSettle, ({ db, member, arg }) => {
    const buyer = signedIn(member);
    const goodsIds = idList(arg.goodsIds);
    if (goodsIds.length === 0) reject(0, '请选择要结算的收藏商品', {});
    // a favourite is a goods: it settles with its first SKU in stock, one piece
    const list = goodsIds.map((goodsId) => {
      const record = findGoods(db, goodsId);
      if (!record) reject(0, '收藏的商品不存在', {});
      const sku = record.skus.find((candidate) => candidate.stock > 0) ?? record.skus[0];
      return { goodsId, skuId: sku?.skuId ?? '', quantity: 1 };
    });
    return preview(db, buyer, 'favourites', settleLines(db, list), arg.addressId);
  }),
  handle(catalogue.rebuySettle, ({ db, member, arg }) => {
    const buyer = signedIn(member);
    const order = ownOrder(db, buyer, arg);
    if (order.orderType !== 'normal') reject(0, '该类订单不支持再次购买', {});
    const list = order.lines.map(({ goodsId, skuId, quantity }) => ({ goodsId, skuId, quantity }));
    return preview(db, buyer, 'rebuy', settleLines(db, list), arg.addressId);
  }),
];
