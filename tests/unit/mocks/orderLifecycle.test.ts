import { describe, expect, it } from 'vitest';
import { orderApi } from '@/api/orderApi';
import { orderLifeApi } from '@/api/orderLifeApi';
import { orderPayApi } from '@/api/orderPayApi';
import { ORDER_STATUS_TEXT, type OrderStatus } from '@/api/types/order';
import { sessions } from '@mocks/data/sessions';
import { db } from '@mocks/db';
import { makeTestStore } from '../teardown';
import { spyNavigator } from '../navigator';

/*
 * The embedded order service as a state machine: every buyer and seller action from every seeded
 * status, through the same handlers the browser runs (the node MSW server). A refused action answers
 * the catalogue's business error (code 0, the message toasted by the listener) and changes nothing.
 */

const buyer = () => makeTestStore({ session: sessions.buyer });
const agent = () => makeTestStore({ session: sessions.agent });
const api = { ...orderApi.endpoints, ...orderLifeApi.endpoints };

/** One seeded order of the buyer per status (5 twice: a refund of a tea house's order, a return of the mall's). */
const seeded: Record<string, OrderStatus> = {
  'o-2001': 0,
  'o-2002': 1,
  'o-2003': 2,
  'o-2004': 3,
  'o-2005': 4,
  'o-2006': 5,
  'o-2007': 5,
  'o-2008': 6,
};

const record = (orderId: string) => db.orders.find((order) => order.orderId === orderId);
const stockOf = (skuId: string) => db.goods.flatMap((goods) => goods.skus).find((sku) => sku.skuId === skuId)?.stock ?? 0;

type Store = ReturnType<typeof buyer>;
type Action = (store: Store, orderId: string) => Promise<{ error?: unknown }>;

interface BuyerAction {
  name: string;
  run: Action;
  /** statuses it is allowed from, and the status it leaves the order in (null: the order is deleted) */
  from: Partial<Record<OrderStatus, OrderStatus | null>>;
  refusal: string;
}

const buyerActions: BuyerAction[] = [
  { name: 'cancel', run: (store, orderId) => store.dispatch(api.orderCancel.initiate({ orderId, cancelReason: '不想要了' })), from: { 0: 4 }, refusal: '只有待付款的订单可以取消' },
  { name: 'confirm receipt', run: (store, orderId) => store.dispatch(api.orderConfirm.initiate({ orderId })), from: { 2: 3 }, refusal: '只有待收货的订单可以确认收货' },
  { name: 'delete', run: (store, orderId) => store.dispatch(api.orderDelete.initiate({ orderId })), from: { 3: null, 4: null, 6: null }, refusal: '只有已完成、已取消或已退款的订单可以删除' },
  { name: 'apply refund', run: (store, orderId) => store.dispatch(api.orderRefund.initiate({ orderId, reason: '拍错规格' })), from: { 1: 5 }, refusal: '只有待发货的订单可以申请退款' },
  { name: 'apply return', run: (store, orderId) => store.dispatch(api.orderReturn.initiate({ orderId, reason: '茶叶受潮' })), from: { 2: 5, 3: 5 }, refusal: '只有已发货或已完成的订单可以申请退货' },
  { name: 'remove after-sale', run: (store, orderId) => store.dispatch(api.afterSaleRemove.initiate({ orderId })), from: { 5: null }, refusal: '订单不在售后中' },
];

describe('order state machine (mock backend)', () => {
  spyNavigator();

  const cases = buyerActions.flatMap((action) => Object.entries(seeded).map(([orderId, status]) => ({ action, orderId, status })));

  it.each(cases)('$action.name from $orderId ($status)', async ({ action, orderId, status }) => {
    const before = structuredClone(record(orderId));
    const result = await action.run(buyer(), orderId);
    if (!(status in action.from)) {
      expect(result.error).toEqual({ kind: 'business', code: 0, message: `${action.refusal}（当前状态：${ORDER_STATUS_TEXT[status]}）`, notify: true });
      expect(record(orderId)).toEqual(before);
      return;
    }
    expect(result.error).toBeUndefined();
    const next = action.from[status];
    if (action.name === 'delete') {
      expect(record(orderId)?.deleteFlag).toBe(1);
      const detail = await buyer().dispatch(api.orderDetail.initiate({ orderId }));
      expect(detail.error).toMatchObject({ kind: 'business', message: '订单不存在' });
    } else if (action.name === 'remove after-sale') {
      // back to the status the order had when the request was made
      expect(record(orderId)).toMatchObject({ status: before?.afterSale?.previousStatus, afterSale: { status: 4 } });
    } else {
      expect(record(orderId)).toMatchObject({ status: next, statusText: ORDER_STATUS_TEXT[next as OrderStatus] });
    }
  });

  it('pay is allowed from 待付款 only', async () => {
    for (const [orderId, status] of Object.entries(seeded)) {
      const result = await buyer().dispatch(orderPayApi.endpoints.wechatPay.initiate({ orderId }));
      if (status === 0) expect(result.error).toBeUndefined();
      else expect(result.error).toMatchObject({ kind: 'business', message: status === 4 ? '订单已取消，无法支付' : '订单已支付，请勿重复支付' });
    }
  });

  it('cancel puts the stock back; an after-sale request remembers the status and the remove restores it', async () => {
    const store = buyer();
    const stock = stockOf('sku-1601-1');
    await store.dispatch(api.orderCancel.initiate({ orderId: 'o-2001' }));
    expect(stockOf('sku-1601-1')).toBe(stock + 1);
    expect(record('o-2001')).toMatchObject({ payExpireTime: '', cancelReason: '用户取消' });

    const returned = await store.dispatch(api.orderReturn.initiate({ orderId: 'o-2003', reason: '少发了茶具' }));
    expect(returned.data?.afterSale).toMatchObject({ type: 2, status: 1, previousStatus: 2, refundAmount: record('o-2003')?.payAmount });
    const removed = await store.dispatch(api.afterSaleRemove.initiate({ orderId: 'o-2003' }));
    expect(removed.data).toMatchObject({ status: 2, statusText: '待收货', afterSale: { status: 4 } });
    // a withdrawn request can be made again, and removed only once
    const again = await store.dispatch(api.afterSaleRemove.initiate({ orderId: 'o-2003' }));
    expect(again.error).toMatchObject({ message: '订单不在售后中（当前状态：待收货）' });
    const reopened = await store.dispatch(api.orderReturn.initiate({ orderId: 'o-2003', reason: '少发了茶具' }));
    expect(reopened.data).toMatchObject({ status: 5, afterSale: { status: 1 } });
  });

  it('the refund amount is capped at what was paid; a partial refund pays that amount', async () => {
    const store = buyer();
    const paid = record('o-2002')?.payAmount ?? 0;
    const over = await store.dispatch(api.orderRefund.initiate({ orderId: 'o-2002', reason: '不想要了', refundAmount: paid + 0.01 }));
    expect(over.error).toMatchObject({ kind: 'business', message: `退款金额不能超过实付金额 ${paid.toFixed(2)} 元` });
    for (const refundAmount of [0, -5, 1.005]) {
      const wrong = await store.dispatch(api.orderRefund.initiate({ orderId: 'o-2002', reason: '不想要了', refundAmount }));
      expect(wrong.error).toMatchObject({ message: '请输入正确的退款金额' });
    }
    const tooMany = await store.dispatch(api.orderReturn.initiate({ orderId: 'o-2004', reason: '茶叶受潮', images: Array.from({ length: 7 }, () => 'home/uploaded-photo.svg') }));
    expect(tooMany.error).toMatchObject({ message: '最多上传 6 张凭证图片' });
    expect(record('o-2002')?.status).toBe(1);

    const partial = await store.dispatch(api.orderRefund.initiate({ orderId: 'o-2002', reason: '少发了一件', refundAmount: 20.5, description: '礼盒少一件' }));
    expect(partial.data?.afterSale).toMatchObject({ type: 1, refundAmount: 20.5, description: '礼盒少一件' });
    const stock = stockOf('sku-1302-1');
    const agreed = await agent().dispatch(api.confirmRefund.initiate({ orderId: 'o-2002' }));
    expect(agreed.data).toMatchObject({ status: 6, statusText: '已退款', afterSale: { status: 3, refundAmount: 20.5 } });
    expect(agreed.data?.afterSale?.finishTime).not.toBe('');
    expect(stockOf('sku-1302-1')).toBe(stock + 1);
  });

  it('return logistics number: only for an open return', async () => {
    const store = buyer();
    const refundOnly = await store.dispatch(api.logisticsSn.initiate({ orderId: 'o-2006', company: '顺丰速运', logisticsSn: 'SF1500012345678' }));
    expect(refundOnly.error).toMatchObject({ message: '仅退款的售后无需填写退货物流' });
    const notAfterSale = await store.dispatch(api.logisticsSn.initiate({ orderId: 'o-2004', company: '顺丰速运', logisticsSn: 'SF1500012345678' }));
    expect(notAfterSale.error).toMatchObject({ message: '订单不在售后中（当前状态：已完成）' });
    const noCompany = await store.dispatch(api.logisticsSn.initiate({ orderId: 'o-2007', company: '', logisticsSn: 'YD1500012345' }));
    expect(noCompany.error).toMatchObject({ message: '请选择物流公司' });
    const filled = await store.dispatch(api.logisticsSn.initiate({ orderId: 'o-2007', company: '韵达快递', logisticsSn: 'YD1500012345' }));
    expect(filled.data?.afterSale).toMatchObject({ status: 2, returnLogistics: { company: '韵达快递', logisticsSn: 'YD1500012345' } });
    // the goods are on their way back: the request can no longer be withdrawn... but it still can be corrected
    const corrected = await store.dispatch(api.logisticsSn.initiate({ orderId: 'o-2007', company: '韵达快递', logisticsSn: 'YD1500012399' }));
    expect(corrected.data?.afterSale?.returnLogistics?.logisticsSn).toBe('YD1500012399');
  });

  it('seller actions: lack and confirm distribution from 待发货, pick-up from 配送中, refund only of its own after-sales', async () => {
    const house = agent();
    // each refused with the server's words, in order: the state each check reads is the seeded one
    const refusals: [() => Promise<{ error?: unknown }>, string][] = [
      [() => house.dispatch(api.deliveryLack.initiate({ orderId: 'o-2009', lackReason: '缺货' })), '只有待发货的订单可以登记缺货（当前状态：待收货）'],
      [() => house.dispatch(api.deliveryConfirm.initiate({ orderId: 'o-2009' })), '只有待发货的订单可以确认配送（当前状态：待收货）'],
      [() => house.dispatch(api.deliveryConfirmPick.initiate({ orderId: 'o-2002' })), '只有配送中的订单可以确认取货（当前状态：待发货）'],
      [() => house.dispatch(api.deliveryLack.initiate({ orderId: 'o-2002', lackReason: ' ' })), '请填写缺货原因'],
      [() => house.dispatch(api.confirmRefund.initiate({ orderId: 'o-2002' })), '订单不在售后中（当前状态：待发货）'],
      [() => house.dispatch(api.confirmRefund.initiate({ orderId: 'o-2007' })), '配送订单不存在'],
      [() => buyer().dispatch(api.confirmRefund.initiate({ orderId: 'o-2006' })), '配送订单不存在'],
    ];
    for (const [send, message] of refusals) expect((await send()).error).toMatchObject({ message });

    const agreed = await house.dispatch(api.confirmRefund.initiate({ orderId: 'o-2006' }));
    expect(agreed.data).toMatchObject({ status: 6, afterSale: { status: 3 } });
    const twice = await house.dispatch(api.confirmRefund.initiate({ orderId: 'o-2006' }));
    expect(twice.error).toMatchObject({ message: '订单不在售后中（当前状态：已退款）' });
    const removeRefunded = await buyer().dispatch(api.afterSaleRemove.initiate({ orderId: 'o-2006' }));
    expect(removeRefunded.error).toMatchObject({ message: '订单不在售后中（当前状态：已退款）' });
  });

  it('a review marks its order line; only a completed order can be reviewed, once per goods', async () => {
    const store = buyer();
    const save = (orderId: string, goodsId: string) =>
      store.dispatch(api.saveOrderEvaluation.initiate({ orderId, goodsId, rating: 5, content: '茶汤清亮，回甘持久', images: ['home/uploaded-photo.svg'] }));
    const early = await save('o-2003', 'g-1101');
    expect(early.error).toMatchObject({ message: '订单完成后才能评价' });
    await store.dispatch(api.orderConfirm.initiate({ orderId: 'o-2003' }));
    expect((await save('o-2003', 'g-1101')).error).toBeUndefined();
    const detail = await store.dispatch(api.orderDetail.initiate({ orderId: 'o-2003' }));
    expect(detail.data?.lines.map((line) => [line.goodsId, line.evaluated])).toEqual([
      ['g-1101', 1],
      ['g-1701', 0],
    ]);
    expect((await save('o-2003', 'g-1101')).error).toMatchObject({ message: '该商品已评价，请勿重复提交' });
  });

  it('rebuy settles the lines of any own normal order again at today’s prices', async () => {
    const store = buyer();
    const cancelled = await store.dispatch(api.rebuySettle.initiate({ orderId: 'o-2005' }));
    expect(cancelled.data).toMatchObject({ settleType: 'rebuy', totalQuantity: 1 });
    expect(cancelled.data?.lines.map((line) => line.skuId)).toEqual(['sku-1402-2']);
    const othersOrder = await store.dispatch(api.rebuySettle.initiate({ orderId: 'o-2101' }));
    expect(othersOrder.error).toMatchObject({ message: '订单不存在' });
  });

  it('new orders wait 24 hours for payment', async () => {
    const created = await buyer().dispatch(api.orderCreate.initiate({ addressId: 'addr-1', items: [{ goodsId: 'g-1601', skuId: 'sku-1601-1', quantity: 1 }] }));
    const orderId = created.data && 'orderId' in created.data ? created.data.orderId : '';
    const order = record(orderId);
    expect(order?.payExpireTime).toBe(
      new Date(Date.parse(`${order?.createTime.replace(' ', 'T')}Z`) + 24 * 3600_000).toISOString().replace('T', ' ').slice(0, 19),
    );
    expect(record('o-2001')?.payExpireTime).toBe('2026-11-21 09:12:00');
  });
});
