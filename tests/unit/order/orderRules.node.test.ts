import { describe, expect, it } from 'vitest';
import type { Order } from '@/api/types/order';
import { awaitsReturnLogistics, closedUnpaid, isGoodsLine, lineLink, orderActions, pieceCount, shownStatus, tabFromQuery, tabQueryValue, tabStatus } from '@/screens/order/common/orderRules';
import { linesToReview, reviewState } from '@/screens/order/comment/review';
import { formatCountdown, msUntil } from '@/screens/order/details/payCountdown';
import { shownTime } from '@/screens/order/common/serverTime';
import { orders } from '@mocks/data/order';

const seeded = (orderId: string): Order => {
  const order = orders.find((candidate) => candidate.orderId === orderId);
  if (!order) throw new Error(orderId);
  return structuredClone(order);
};

describe('order list tabs', () => {
  it('reads ?status= as a tab; absent, empty or unknown is every order', () => {
    expect(tabFromQuery(new URLSearchParams(''))).toBe('all');
    expect(tabFromQuery(new URLSearchParams('status='))).toBe('all');
    expect(tabFromQuery(new URLSearchParams('status=4'))).toBe('all');
    expect(tabFromQuery(new URLSearchParams('status=x'))).toBe('all');
    expect(tabFromQuery(new URLSearchParams('status=0'))).toBe(0);
    expect(tabFromQuery(new URLSearchParams('status=5'))).toBe(5);
  });

  it('writes a tab back as the same status, and every order as no parameter', () => {
    for (const tab of [0, 1, 2, 3, 5] as const) {
      expect(tabFromQuery(new URLSearchParams(`status=${tabQueryValue(tab)}`))).toBe(tab);
      expect(tabStatus(tab)).toBe(tab);
    }
    expect(tabQueryValue('all')).toBeUndefined();
    expect(tabStatus('all')).toBeUndefined();
  });
});

describe('order actions by status', () => {
  it.each([
    ['o-2001', 'list', ['cancel', 'pay']],
    ['o-2002', 'list', ['rebuy']],
    ['o-2002', 'details', ['refund', 'rebuy']],
    ['o-2003', 'list', ['logistics', 'confirm']],
    ['o-2003', 'details', ['return', 'confirm']],
    // picked up at the tea house: nothing to track by carrier
    ['o-2009', 'list', ['confirm']],
    ['o-2004', 'list', ['delete', 'rebuy', 'review']],
    ['o-2004', 'details', ['delete', 'return', 'rebuy', 'review']],
    ['o-2005', 'list', ['delete', 'rebuy']],
    ['o-2006', 'list', []],
    ['o-2006', 'details', ['viewRefund', 'withdraw']],
    ['o-2007', 'list', []],
    ['o-2007', 'details', ['viewRefund', 'withdraw', 'returnLogistics']],
    ['o-2008', 'details', ['delete', 'rebuy']],
  ] as const)('%s on the %s', (orderId, place, expected) => {
    expect(orderActions(seeded(orderId), place)).toEqual(expected);
  });

  it('never sends the list to a page its leave guard forbids (only logistics, comment, confirm order, details)', () => {
    const listExits = new Set(orders.flatMap((order) => orderActions(order, 'list')));
    expect([...listExits].filter((kind) => kind === 'refund' || kind === 'return' || kind === 'returnLogistics')).toEqual([]);
  });

  it('offers review only while a line is not reviewed, and rebuy only for normal orders', () => {
    const reviewed = seeded('o-2004');
    reviewed.lines = reviewed.lines.map((line) => ({ ...line, evaluated: 1 }));
    expect(orderActions(reviewed, 'list')).toEqual(['delete', 'rebuy']);
    const agentPurchase = { ...seeded('o-2004'), orderType: 'agentPurchase' as const };
    expect(orderActions(agentPurchase, 'list')).toEqual(['delete', 'review']);
  });

  it('offers 撤销申请 on an after-sale order only while its request is open (查看退款 always)', () => {
    const order = seeded('o-2006');
    if (!order.afterSale) throw new Error('o-2006 has a request');
    expect(orderActions({ ...order, afterSale: { ...order.afterSale, status: 2 } }, 'details')).toEqual(['viewRefund', 'withdraw']);
    expect(orderActions({ ...order, afterSale: { ...order.afterSale, status: 3 } }, 'details')).toEqual(['viewRefund']);
    expect(orderActions({ ...order, afterSale: { ...order.afterSale, status: 4 } }, 'details')).toEqual(['viewRefund']);
  });

  it('shows an order its payment window closed as 交易关闭; a buyer-cancelled one stays 已取消', () => {
    const closed = { ...seeded('o-2001'), status: 4 as const, cancelTime: '2026-11-21 09:12:00', cancelReason: '超时未支付，订单已关闭' };
    expect(closed.payExpireTime).toBe('2026-11-21 09:12:00');
    expect(closedUnpaid(closed)).toBe(true);
    expect(shownStatus(closed)).toBe('closed');
    expect(orderActions(closed, 'details')).toEqual(['delete', 'rebuy']);
    expect(closedUnpaid(seeded('o-2005'))).toBe(false);
    expect(shownStatus(seeded('o-2005'))).toBe(4);
    expect(shownStatus(seeded('o-2001'))).toBe(0);
  });

  it('asks for the return waybill only while a return waits for its parcel', () => {
    const order = seeded('o-2007');
    expect(awaitsReturnLogistics(order)).toBe(true);
    if (!order.afterSale) throw new Error('o-2007 has a request');
    expect(awaitsReturnLogistics({ ...order, afterSale: { ...order.afterSale, returnLogistics: { company: '顺丰速运', logisticsSn: 'SF123456789' } } })).toBe(false);
    expect(awaitsReturnLogistics({ ...order, afterSale: { ...order.afterSale, type: 1 } })).toBe(false);
    expect(awaitsReturnLogistics(seeded('o-2006'))).toBe(false);
  });

  it('counts the pieces of an order', () => {
    expect(pieceCount(seeded('o-2003'))).toBe(3);
  });
});

describe('what an order line opens', () => {
  /** o-2004 (已完成, two goods lines) as an order whose one line is package `packageId` */
  const packageOrder = (orderType: Order['orderType'], packageId: string | undefined): Order => {
    const order = seeded('o-2004');
    const [first] = order.lines;
    if (!first) throw new Error('o-2004 has lines');
    return { ...order, orderType, lines: [{ ...first, goodsId: packageId ?? first.goodsId, skuId: packageId ?? first.skuId, ...(packageId ? { packageId } : {}) }] };
  };

  it('opens the goods page of a goods line, whatever kind of order holds it', () => {
    const order = seeded('o-2004');
    expect(order.lines.map((line) => lineLink(order, line))).toEqual([
      { to: 'goods', goodsId: 'g-1201' },
      { to: 'goods', goodsId: 'g-1004' },
    ]);
    // an activity's goods (not a package) is a real goods: linked, reviewed
    const activityGoods = packageOrder('activity', undefined);
    expect(activityGoods.lines.map((line) => lineLink(activityGoods, line))).toEqual([{ to: 'goods', goodsId: 'g-1201' }]);
    expect(orderActions(activityGoods, 'details')).toEqual(['delete', 'return', 'review']);
  });

  it('opens the membership page for an upgrade package: no goods page, no review, no buy-again', () => {
    const upgrade = packageOrder('upgrade', 'up-01');
    expect(upgrade.lines.map((line) => lineLink(upgrade, line))).toEqual([{ to: 'membership' }]);
    expect(upgrade.lines.some((line) => isGoodsLine(upgrade, line))).toBe(false);
    expect(orderActions(upgrade, 'list')).toEqual(['delete']);
    expect(orderActions(upgrade, 'details')).toEqual(['delete', 'return']);
    expect(linesToReview(upgrade)).toEqual([]);
    expect(reviewState(upgrade)).toBe('done');
  });

  it('opens nothing for an activity gift package or a shop fee', () => {
    const gift = packageOrder('activity', 'gp-03');
    expect(gift.lines.map((line) => lineLink(gift, line))).toEqual([null]);
    expect(orderActions(gift, 'list')).toEqual(['delete']);
    const fee = { ...packageOrder('shopFee', undefined), lines: [{ ...seeded('o-2004').lines[0]!, goodsId: '', skuId: '' }] };
    expect(fee.lines.map((line) => lineLink(fee, line))).toEqual([null]);
  });
});

describe('payment countdown', () => {
  const now = Date.parse('2026-11-20T10:00:00+08:00');

  it('counts to the server time (Beijing) whatever the device zone', () => {
    expect(formatCountdown(msUntil('2026-11-21 09:12:00', now))).toBe('23:12:00');
    expect(formatCountdown(msUntil('2026-11-20 10:00:05', now))).toBe('00:00:05');
  });

  it('is 0 once passed or for no expiry', () => {
    expect(msUntil('2026-11-20 09:59:59', now)).toBe(0);
    expect(msUntil('', now)).toBe(0);
    expect(msUntil('not a time', now)).toBe(0);
  });

  it('shows a server time to the minute, as the server wrote it', () => {
    expect(shownTime('2026-11-18 14:20:59')).toBe('2026-11-18 14:20');
  });
});
