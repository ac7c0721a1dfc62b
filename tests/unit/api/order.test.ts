import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartApi } from '@/api/cartApi';
import { goodsApi } from '@/api/goodsApi';
import { orderApi } from '@/api/orderApi';
import { orderLifeApi } from '@/api/orderLifeApi';
import { isPassedThroughFailure } from '@/api/types/common';
import type { CreatedOrder } from '@/api/types/order';
import { db } from '@mocks/db';
import { sessions } from '@mocks/data/sessions';
import { AGREE_REFUND_PATH } from '@mocks/control/api';
import { controlHandlers } from '@mocks/control/handlers';
import { server } from '@mocks/node';
import { makeTestStore } from '../teardown';
import { spyNavigator } from '../navigator';

/** The mall's service desk agrees a refund (mocks/control): the HTTP status and answer. */
async function agreeAsMall(orderId: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(new URL(AGREE_REFUND_PATH, location.origin), { method: 'POST', body: JSON.stringify({ orderId }) });
  return { status: response.status, body: await response.json() };
}

const buyer = () => makeTestStore({ session: sessions.buyer });
const agent = () => makeTestStore({ session: sessions.agent });
const api = { ...orderApi.endpoints, ...orderLifeApi.endpoints };

function skuStock(skuId: string): number | undefined {
  return db.goods.flatMap((record) => record.skus).find((sku) => sku.skuId === skuId)?.stock;
}

describe('order api + mock backend', () => {
  spyNavigator();
  beforeEach(() => {
    server.use(...controlHandlers);
  });

  it('seeds the buyer’s orders in every status, newest first, and filters by status', async () => {
    const store = buyer();
    const all = await store.dispatch(api.orderList.initiate({ pageSize: 50 }));
    const statuses = new Set(all.data?.pages[0]?.list.map((order) => order.status));
    expect([...statuses].sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    const times = all.data?.pages[0]?.list.map((order) => order.createTime) ?? [];
    expect(times).toEqual([...times].sort().reverse());
    expect(all.data?.pages[0]?.list.every((order) => order.memberId === 'm-10086')).toBe(true);

    const pending = await store.dispatch(api.orderList.initiate({ status: 0 }));
    expect(pending.data?.pages[0]?.list.map((order) => [order.orderId, order.statusText])).toEqual([['o-2001', '待付款']]);
    const shipped = await store.dispatch(api.orderDetail.initiate({ orderId: 'o-2003' }));
    expect(shipped.data?.logistics?.traces.length).toBeGreaterThan(1);
    expect(shipped.data?.address.cityName).toBe('杭州市');
  });

  it('checkout: cartSettle -> orderCreate -> the order is pending in orderList, the cart lost the lines', async () => {
    const store = buyer();
    const cartSubscription = store.dispatch(cartApi.endpoints.cartList.initiate());
    const orderSubscription = store.dispatch(api.orderList.initiate({ pageSize: 50 }));
    await Promise.all([cartSubscription, orderSubscription]);
    const ordersBefore = api.orderList.select({ pageSize: 50 })(store.getState()).data?.pages[0]?.total ?? 0;

    const preview = await store.dispatch(api.cartSettle.initiate({ cartIds: ['cart-3001', 'cart-3002'] }));
    expect(preview.error).toBeUndefined();
    // 368 + 2 x 198 = 764: free freight from 99, 满 299 减 50
    expect(preview.data).toMatchObject({ settleType: 'cart', totalQuantity: 3, goodsAmount: 764, freight: 0, discount: 50, payAmount: 714 });
    expect(preview.data?.address).toMatchObject({ id: 'addr-1', isDefault: 1 });
    const settled = preview.data!;

    const created = await store.dispatch(
      api.orderCreate.initiate({
        addressId: settled.address!.id,
        items: settled.lines.map(({ goodsId, skuId, quantity }) => ({ goodsId, skuId, quantity })),
        cartIds: settled.cartIds,
        remark: '周末送达',
      }),
    );
    expect(created.error).toBeUndefined();
    expect(isPassedThroughFailure(created.data)).toBe(false);
    const order = created.data as CreatedOrder;
    expect(order.payAmount).toBe(714);
    expect(order.orderNo).toMatch(/^TM\d{20}$/);

    // subscribed queries refetch: Order and Cart tags
    await waitFor(() => expect(api.orderList.select({ pageSize: 50 })(store.getState()).data?.pages[0]?.total).toBe(ordersBefore + 1));
    const listed = api.orderList.select({ pageSize: 50 })(store.getState()).data?.pages[0]?.list.find((row) => row.orderId === order.orderId);
    expect(listed).toMatchObject({ status: 0, statusText: '待付款', payAmount: 714, remark: '周末送达', address: { receiver: '林清茶', cityName: '福州市' } });
    expect(listed?.lines.map((line) => [line.skuId, line.quantity])).toEqual([
      ['sku-1001-1', 1],
      ['sku-1201-2', 2],
    ]);
    await waitFor(() =>
      expect(cartApi.endpoints.cartList.select()(store.getState()).data?.map((line) => line.cartId).sort()).toEqual(['cart-3003', 'cart-3004', 'cart-3005']),
    );
    expect(skuStock('sku-1001-1')).toBe(41);
    cartSubscription.unsubscribe();
    orderSubscription.unsubscribe();
  });

  it('orderCreate out of stock passes through as data (code 0 exemption), nothing is created', async () => {
    const store = buyer();
    const before = db.orders.length;
    const result = await store.dispatch(
      api.orderCreate.initiate({ addressId: 'addr-1', items: [{ goodsId: 'g-1702', skuId: 'sku-1702-1', quantity: 6 }] }),
    );
    expect(result.error).toBeUndefined();
    expect(isPassedThroughFailure(result.data)).toBe(true);
    expect(result.data).toEqual({
      code: 0,
      message: '「宜兴朱泥西施壶」200毫升 库存不足，仅剩 5 件',
      data: { skuId: 'sku-1702-1', goodsName: '宜兴朱泥西施壶', stock: 5 },
    });
    expect(db.orders).toHaveLength(before);
    expect(skuStock('sku-1702-1')).toBe(5);
  });

  it('a settle call beyond the stock is rejected with the message (not exempt)', async () => {
    const store = buyer();
    const result = await store.dispatch(api.buyNowSettle.initiate({ goodsId: 'g-1003', skuId: 'sku-1003-1', quantity: 9 }));
    expect(result.error).toMatchObject({ kind: 'business', code: 0, message: '「冰岛老寨古树生普」357克 / 2020 库存不足，仅剩 8 件' });
    const sold = await store.dispatch(api.cartSettle.initiate({ cartIds: ['cart-3004'] }));
    expect(sold.error).toMatchObject({ message: '「勐海古树普洱生茶饼」200克 / 2019 已售罄' });
  });

  it('cancels a pending order: status 已取消, stock back; a second cancel is refused', async () => {
    const store = buyer();
    const stock = skuStock('sku-1001-1') ?? 0;
    const cancelled = await store.dispatch(api.orderCancel.initiate({ orderId: 'o-2001', cancelReason: '信息填写错误' }));
    expect(cancelled.data).toMatchObject({ orderId: 'o-2001', status: 4, statusText: '已取消', cancelReason: '信息填写错误' });
    expect(skuStock('sku-1001-1')).toBe(stock + 1);
    const detail = await store.dispatch(api.orderDetail.initiate({ orderId: 'o-2001' }));
    expect(detail.data?.status).toBe(4);
    const again = await store.dispatch(api.orderCancel.initiate({ orderId: 'o-2001' }));
    expect(again.error).toMatchObject({ kind: 'business', message: '只有待付款的订单可以取消（当前状态：已取消）' });
  });

  it('a subscribed orderList refetches after a status change (Order tag)', async () => {
    const store = buyer();
    const subscription = store.dispatch(api.orderList.initiate({ status: 2 }));
    await subscription;
    expect(api.orderList.select({ status: 2 })(store.getState()).data?.pages[0]?.list.map((order) => order.orderId)).toEqual(['o-2009', 'o-2003']);
    await store.dispatch(api.orderConfirm.initiate({ orderId: 'o-2003' }));
    await waitFor(() => expect(api.orderList.select({ status: 2 })(store.getState()).data?.pages[0]?.list.map((order) => order.orderId)).toEqual(['o-2009']));
    subscription.unsubscribe();
  });

  it('only valid transitions: confirm needs 待收货, delete (GET) needs a finished order', async () => {
    const store = buyer();
    const confirmPending = await store.dispatch(api.orderConfirm.initiate({ orderId: 'o-2001' }));
    expect(confirmPending.error).toMatchObject({ message: '只有待收货的订单可以确认收货（当前状态：待付款）' });
    const deletePending = await store.dispatch(api.orderDelete.initiate({ orderId: 'o-2001' }));
    expect(deletePending.error).toMatchObject({ message: '只有已完成、已取消或已退款的订单可以删除（当前状态：待付款）' });

    const deleted = await store.dispatch(api.orderDelete.initiate({ orderId: 'o-2005' }));
    expect(deleted.error).toBeUndefined();
    const list = await store.dispatch(api.orderList.initiate({ pageSize: 50 }));
    expect(list.data?.pages[0]?.list.some((order) => order.orderId === 'o-2005')).toBe(false);
    const detail = await store.dispatch(api.orderDetail.initiate({ orderId: 'o-2005' }));
    expect(detail.error).toMatchObject({ message: '订单不存在' });
  });

  it('after-sale: return a completed order, fill the return logistics number, refund', async () => {
    const store = buyer();
    const returned = await store.dispatch(api.orderReturn.initiate({ orderId: 'o-2004', reason: '茶叶受潮', images: ['home/uploaded-photo.svg'] }));
    expect(returned.data).toMatchObject({ status: 5, afterSale: { type: 2, status: 1, previousStatus: 3, refundAmount: returned.data?.payAmount } });
    const returns = await store.dispatch(api.returnList.initiate({}));
    expect(returns.data?.pages[0]?.list[0]?.orderId).toBe('o-2004');

    // the buyer cannot agree their own refund; the mall's service desk agrees it once the goods are on their way
    const own = await store.dispatch(api.confirmRefund.initiate({ orderId: 'o-2004' }));
    expect(own.error).toMatchObject({ kind: 'business', message: '配送订单不存在' });
    const early = await agreeAsMall('o-2004');
    expect(early).toEqual({ status: 409, body: { message: '请等待买家寄回商品后再确认退款' } });
    const badSn = await store.dispatch(api.logisticsSn.initiate({ orderId: 'o-2004', company: '顺丰速运', logisticsSn: 'SF-1' }));
    expect(badSn.error).toMatchObject({ message: '请输入正确的物流单号（8-20 位字母或数字）' });
    const sn = await store.dispatch(api.logisticsSn.initiate({ orderId: 'o-2004', company: '顺丰速运', logisticsSn: 'SF1500012345678' }));
    expect(sn.data?.afterSale).toMatchObject({ status: 2, returnLogistics: { company: '顺丰速运', logisticsSn: 'SF1500012345678' } });

    expect(await agreeAsMall('o-2004')).toMatchObject({ status: 200, body: { orderId: 'o-2004', status: 6 } });
    const refunded = await store.dispatch(api.orderDetail.initiate({ orderId: 'o-2004' }));
    expect(refunded.data).toMatchObject({ status: 6, statusText: '已退款', afterSale: { status: 3 } });
  });

  it('after-sale: refund a to-ship order, then remove the request and return to 待发货', async () => {
    const store = buyer();
    const noReason = await store.dispatch(api.orderRefund.initiate({ orderId: 'o-2002', reason: '' }));
    expect(noReason.error).toMatchObject({ message: '请选择退款原因' });
    const refund = await store.dispatch(api.orderRefund.initiate({ orderId: 'o-2002', reason: '不想要了' }));
    expect(refund.data).toMatchObject({ status: 5, afterSale: { type: 1, status: 1 } });
    const removed = await store.dispatch(api.afterSaleRemove.initiate({ orderId: 'o-2002' }));
    expect(removed.data).toMatchObject({ status: 1, statusText: '待发货', afterSale: { status: 4 } });
    const shippedRefund = await store.dispatch(api.orderRefund.initiate({ orderId: 'o-2003', reason: '不想要了' }));
    expect(shippedRefund.error).toMatchObject({ message: '只有待发货的订单可以申请退款（当前状态：待收货）' });
  });

  it('delivery (tea house): lack, confirm distribution, confirm pick-up; the buyer cannot', async () => {
    const house = agent();
    const list = await house.dispatch(api.sellerOrderList.initiate({}));
    expect(list.data?.pages[0]?.list.map((order) => order.orderId)).toEqual(['o-2002', 'o-2201', 'o-2009', 'o-2006', 'o-2202']);

    const lack = await house.dispatch(api.deliveryLack.initiate({ orderId: 'o-2002', lackReason: '金骏眉礼盒待补货' }));
    expect(lack.data).toMatchObject({ deliveryStatus: 1, lackReason: '金骏眉礼盒待补货', status: 1 });
    const confirm = await house.dispatch(api.deliveryConfirm.initiate({ orderId: 'o-2002' }));
    expect(confirm.data).toMatchObject({ deliveryStatus: 2, status: 2, statusText: '待收货' });
    const pick = await house.dispatch(api.deliveryConfirmPick.initiate({ orderId: 'o-2009' }));
    expect(pick.data).toMatchObject({ deliveryStatus: 3, status: 3, statusText: '已完成' });
    const pickAgain = await house.dispatch(api.deliveryConfirmPick.initiate({ orderId: 'o-2009' }));
    expect(pickAgain.error).toMatchObject({ kind: 'business', code: 0 });

    const asBuyer = await buyer().dispatch(api.deliveryConfirm.initiate({ orderId: 'o-2002' }));
    expect(asBuyer.error).toMatchObject({ message: '配送订单不存在' });
  });

  it('logistics of a shipped order; none for an unshipped one', async () => {
    const store = buyer();
    const shipped = await store.dispatch(api.orderLogistics.initiate({ orderId: 'o-2003' }));
    expect(shipped.data).toMatchObject({ orderNo: 'TM202611171015000003', company: '顺丰速运', logisticsSn: 'SF1428736501234' });
    const pending = await store.dispatch(api.orderLogistics.initiate({ orderId: 'o-2001' }));
    expect(pending.error).toMatchObject({ message: '订单尚未发货，暂无物流信息' });
  });

  it('rebuy and favourites settle previews price the current goods', async () => {
    const store = buyer();
    const rebuy = await store.dispatch(api.rebuySettle.initiate({ orderId: 'o-2004' }));
    expect(rebuy.data).toMatchObject({ settleType: 'rebuy', goodsAmount: 298 + 2 * 69, freight: 0, discount: 50 });
    const favourites = await store.dispatch(api.favouritesSettle.initiate({ goodsIds: ['g-1602'], addressId: 'addr-2' }));
    expect(favourites.data).toMatchObject({ goodsAmount: 49, freight: 10, discount: 0, payAmount: 59, address: { id: 'addr-2' } });
  });

  it('agent purchase, point exchange and activity orders', async () => {
    const asBuyer = await buyer().dispatch(
      api.createAgentPurchase.initiate({ addressId: 'addr-1', items: [{ goodsId: 'g-1002', skuId: 'sku-1002-1', quantity: 10 }] }),
    );
    expect(asBuyer.error).toMatchObject({ message: '仅茶馆代理可以进货' });
    const purchase = await agent().dispatch(
      api.createAgentPurchase.initiate({ addressId: 'addr-3', items: [{ goodsId: 'g-1002', skuId: 'sku-1002-1', quantity: 10 }] }),
    );
    // agent price: the member price (90 %), 10 x 115.2
    expect(purchase.data?.payAmount).toBe(1102);

    const store = buyer();
    const points = await store.dispatch(api.createPointExchange.initiate({ goodsId: 'g-1603', skuId: 'sku-1603-1', quantity: 1, addressId: 'addr-1' }));
    expect(points.data).toMatchObject({ payAmount: 0, points: 390 });
    const exchanged = db.orders.find((order) => order.orderId === points.data?.orderId);
    expect(exchanged).toMatchObject({ orderType: 'pointExchange', status: 1 });

    const first = await store.dispatch(api.createActivity.initiate({ activityId: 'act-2026-winter', goodsId: 'g-1601', skuId: 'sku-1601-1', quantity: 2, addressId: 'addr-1' }));
    expect(first.error).toBeUndefined();
    // an activity goods is a goods line; a gift package's line names the package
    expect(db.orders.find((order) => order.orderId === first.data?.orderId)?.lines[0]?.packageId).toBeUndefined();
    const gift = await store.dispatch(api.createActivity.initiate({ activityId: 'act-2026-winter', packageId: 'gp-03', quantity: 1, addressId: 'addr-1' }));
    expect(db.orders.find((order) => order.orderId === gift.data?.orderId)?.lines).toMatchObject([{ packageId: 'gp-03', goodsId: 'gp-03' }]);
    const over = await store.dispatch(api.createActivity.initiate({ activityId: 'act-2026-winter', goodsId: 'g-1601', skuId: 'sku-1601-1', quantity: 1, addressId: 'addr-1' }));
    expect(over.error).toMatchObject({ message: '活动商品每人限购 2 件' });
  });

  it('income detail: the inviter sees 10 %, a stranger is refused', async () => {
    const income = await agent().dispatch(api.incomeDetail.initiate({ orderId: 'o-2004' }));
    expect(income.data).toMatchObject({ orderId: 'o-2004', incomeRate: 0.1, settleStatus: 1 });
    expect(income.data?.incomeAmount).toBeCloseTo((income.data?.payAmount ?? 0) * 0.1, 2);
    const own = await buyer().dispatch(api.incomeDetail.initiate({ orderId: 'o-2004' }));
    expect(own.error).toMatchObject({ message: '无权查看该订单收益' });
  });

  it('a guest gets sessionExpired from order calls', async () => {
    const store = makeTestStore();
    const result = await store.dispatch(api.orderList.initiate({}));
    expect(result.error).toMatchObject({ kind: 'sessionExpired', code: 10001 });
  });

  it('orderCreate refreshes a subscribed goods detail (stock)', async () => {
    const store = buyer();
    const subscription = store.dispatch(goodsApi.endpoints.goodsDetail.initiate({ goodsId: 'g-1702' }));
    await subscription;
    await store.dispatch(api.orderCreate.initiate({ addressId: 'addr-1', items: [{ goodsId: 'g-1702', skuId: 'sku-1702-1', quantity: 2 }] }));
    await waitFor(() => expect(goodsApi.endpoints.goodsDetail.select({ goodsId: 'g-1702' })(store.getState()).data?.skus[0]?.stock).toBe(3));
    subscription.unsubscribe();
  });
});
