import { describe, expect, it } from 'vitest';
import { orderLifeApi } from '@/api/orderLifeApi';
import { orderPayApi } from '@/api/orderPayApi';
import { sessions } from '@mocks/data/sessions';
import { BUSINESS_NOW } from '@mocks/clock';
import { db } from '@mocks/db';
import { PAY_TIMEOUT_REASON } from '@mocks/db/order';
import { makeTestStore } from '../teardown';
import { spyNavigator } from '../navigator';

/*
 * The mock backend closes an unpaid order once its pay-by time has passed on the business clock
 * (the fixed 2026-11-20 10:00): 已取消 with the timeout's reason, closed at its pay-by time, the
 * stock back; it cannot be paid any more. The seeded 待付款 order (pay by 2026-11-21 09:12) stays open.
 */

const buyer = () => makeTestStore({ session: sessions.buyer });
const record = (orderId: string) => db.orders.find((order) => order.orderId === orderId);
const stockOf = (skuId: string) => db.goods.flatMap((goods) => goods.skus).find((sku) => sku.skuId === skuId)?.stock ?? 0;

describe('unpaid orders past their pay-by time (mock backend)', () => {
  spyNavigator();

  it('closes o-2001 once its pay-by time is before the business clock: 已取消, the timeout reason, stock back, not payable', async () => {
    const order = record('o-2001');
    if (!order) throw new Error('seed: o-2001 missing');
    order.payExpireTime = '2026-11-20 09:00:00';
    expect(order.payExpireTime < BUSINESS_NOW).toBe(true);
    const stock = stockOf('sku-1001-1');
    const store = buyer();

    const detail = await store.dispatch(orderLifeApi.endpoints.orderDetail.initiate({ orderId: 'o-2001' })).unwrap();
    expect(detail).toMatchObject({ status: 4, statusText: '已取消', cancelReason: PAY_TIMEOUT_REASON, cancelTime: '2026-11-20 09:00:00', payExpireTime: '2026-11-20 09:00:00' });
    expect(stockOf('sku-1001-1')).toBe(stock + 1);

    const unpaid = await store.dispatch(orderLifeApi.endpoints.orderList.initiate({ status: 0, pageNo: 1, pageSize: 10 })).unwrap();
    expect(unpaid.pages.flatMap((page) => page.list).map((shown) => shown.orderId)).not.toContain('o-2001');

    const paid = await store.dispatch(orderPayApi.endpoints.payOrder.initiate({ orderId: 'o-2001', payType: 'BALANCE' }));
    expect(paid.error).toBeDefined();
    expect(record('o-2001')?.status).toBe(4);
  });

  it('leaves an unpaid order whose pay-by time is still ahead of the business clock open', async () => {
    const store = buyer();
    const detail = await store.dispatch(orderLifeApi.endpoints.orderDetail.initiate({ orderId: 'o-2001' })).unwrap();
    expect(detail).toMatchObject({ status: 0, payExpireTime: '2026-11-21 09:12:00', cancelReason: '' });
  });
});
