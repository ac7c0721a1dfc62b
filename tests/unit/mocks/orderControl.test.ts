import { beforeEach, describe, expect, it } from 'vitest';
import { orderApi } from '@/api/orderApi';
import { orderLifeApi } from '@/api/orderLifeApi';
import { orderPayApi } from '@/api/orderPayApi';
import type { WechatPrepay } from '@/api/types/payment';
import { CASHIER_RESULT_EVENT, type CashierResultDetail, type PayOutcome } from '@/platform/payment';
import { AGREE_REFUND_PATH, SHIP_ORDER_PATH, type ShipOrderResult } from '@mocks/control/api';
import { payNoOf } from '@mocks/control/cashier';
import { controlHandlers } from '@mocks/control/handlers';
import { sessions } from '@mocks/data/sessions';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { makeTestStore } from '../teardown';
import { spyNavigator } from '../navigator';

/*
 * What drives an order's life from outside the page, as e2e does: the channel's notice of a payment
 * (the stand-in cashier's event), the mall's warehouse shipping it and its service desk agreeing a
 * refund (mock control calls).
 */

const buyer = () => makeTestStore({ session: sessions.buyer });
const api = { ...orderApi.endpoints, ...orderLifeApi.endpoints };
const record = (orderId: string) => db.orders.find((order) => order.orderId === orderId);

async function control<T>(path: string, body: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(new URL(path, location.origin), { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as T };
}

function cashierSays(outcome: PayOutcome, payload: unknown): void {
  const detail: CashierResultDetail = { channel: 'wechat', payload, outcome };
  window.dispatchEvent(new CustomEvent(CASHIER_RESULT_EVENT, { detail }));
}

describe('mock: the channel settles a prepay (stand-in cashier)', () => {
  spyNavigator();

  async function prepay(): Promise<WechatPrepay & { payNo: string }> {
    return buyer().dispatch(orderPayApi.endpoints.wechatPay.initiate({ orderId: 'o-2001' })).unwrap();
  }

  it('paid: the order goes 待发货 and the payment succeeds', async () => {
    const payload = await prepay();
    expect(payNoOf(payload)).toBe(payload.payNo);
    cashierSays('paid', payload);
    expect(record('o-2001')).toMatchObject({ status: 1, statusText: '待发货', payExpireTime: '' });
    expect(record('o-2001')?.payTime).not.toBe('');
    expect(db.orderPayments.find((payment) => payment.payNo === payload.payNo)?.status).toBe('SUCCESS');
  });

  it('cancelled keeps the prepay payable; failed fails it; neither moves the order', async () => {
    const payload = await prepay();
    cashierSays('cancelled', payload);
    expect(db.orderPayments.find((payment) => payment.payNo === payload.payNo)?.status).toBe('PENDING');
    cashierSays('failed', payload);
    expect(db.orderPayments.find((payment) => payment.payNo === payload.payNo)?.status).toBe('FAILED');
    expect(record('o-2001')?.status).toBe(0);
    // a failed payment is not settled later
    cashierSays('paid', payload);
    expect(record('o-2001')?.status).toBe(0);
  });

  it('an Alipay order string settles the same way; a payment for a cancelled order is closed', async () => {
    const store = buyer();
    const alipay = await store.dispatch(orderPayApi.endpoints.payOrderV2.initiate({ orderId: 'o-2001', payType: 'ALIPAY' })).unwrap();
    await store.dispatch(api.orderCancel.initiate({ orderId: 'o-2001' }));
    cashierSays('paid', alipay.sdkPayload);
    expect(record('o-2001')?.status).toBe(4);
    expect(db.orderPayments.find((payment) => payment.payNo === alipay.payNo)?.status).toBe('CLOSED');
  });
});

describe('mock control: ship an order, agree a refund', () => {
  spyNavigator();
  beforeEach(() => {
    server.use(...controlHandlers);
  });

  async function paidOrder(): Promise<string> {
    const store = buyer();
    const created = await store.dispatch(api.orderCreate.initiate({ addressId: 'addr-1', items: [{ goodsId: 'g-1601', skuId: 'sku-1601-1', quantity: 2 }] }));
    const orderId = created.data && 'orderId' in created.data ? created.data.orderId : '';
    cashierSays('paid', await store.dispatch(orderPayApi.endpoints.wechatPay.initiate({ orderId })).unwrap());
    return orderId;
  }

  it('ships a paid express order with a timeline: 待收货, the logistics call shows it, the buyer gets a message', async () => {
    const orderId = await paidOrder();
    const order = record(orderId);
    const messages = db.messages.length;
    const shipped = await control<ShipOrderResult>(SHIP_ORDER_PATH, { orderId, company: '中通快递' });
    expect(shipped.status).toBe(200);
    expect(shipped.body).toMatchObject({ orderId, orderNo: order?.orderNo, company: '中通快递', logisticsSn: `ZT${order?.orderNo.slice(-13)}` });
    const times = shipped.body.traces.map((trace) => trace.time);
    expect(times).toEqual([...times].sort().reverse());
    expect(times.every((time) => time >= (order?.payTime ?? ''))).toBe(true);
    expect(shipped.body.traces[0]?.content).toBe('快件已从【武夷山集散中心】发出，下一站【福州市转运中心】');
    expect(record(orderId)).toMatchObject({ status: 2, statusText: '待收货', deliveryTime: shipped.body.traces[1]?.time });

    const logistics = await buyer().dispatch(api.orderLogistics.initiate({ orderId }));
    expect(logistics.data).toMatchObject({ company: '中通快递', logisticsSn: shipped.body.logisticsSn, traces: shipped.body.traces, statusText: '待收货' });
    expect(db.messages.slice(messages)).toEqual([expect.objectContaining({ type: 2, readFlag: 0, businessId: orderId, memberId: 'm-10086' })]);

    const twice = await control<{ message: string }>(SHIP_ORDER_PATH, { orderId });
    expect(twice).toEqual({ status: 409, body: { message: `order ${orderId} is 待收货, not 待发货` } });
  });

  it("names the order by the buyer's mobile (newest 待发货), and refuses what it cannot ship", async () => {
    const orderId = await paidOrder();
    const byMobile = await control<ShipOrderResult>(SHIP_ORDER_PATH, { mobile: '13800138000' });
    expect(byMobile.body.orderId).toBe(orderId);
    expect((await control(SHIP_ORDER_PATH, { orderId: 'o-2001' })).status).toBe(409);
    expect(await control(SHIP_ORDER_PATH, { orderId: 'o-2002' })).toEqual({
      status: 409,
      body: { message: 'order o-2002 is delivered by its tea house (deliveryConfirm), not shipped' },
    });
    expect((await control(SHIP_ORDER_PATH, { orderId: 'o-9999' })).status).toBe(404);
    expect((await control(SHIP_ORDER_PATH, {})).status).toBe(400);
    expect((await control(SHIP_ORDER_PATH, '[1]')).status).toBe(400);
    expect((await control<{ message: string }>(SHIP_ORDER_PATH, { orderId: 'o-2001', company: '神行快递' })).body.message).toMatch(/^unknown carrier 神行快递/);
  });

  it("agrees the refund of the mall's own order; a tea house's order is its own to agree", async () => {
    const store = buyer();
    await store.dispatch(api.orderRefund.initiate({ orderId: 'o-2002', reason: '不想要了' }));
    expect((await control(AGREE_REFUND_PATH, { orderId: 'o-2002' })).status).toBe(409);
    const orderId = await paidOrder();
    await store.dispatch(api.orderRefund.initiate({ orderId, reason: '不想要了' }));
    expect(await control(AGREE_REFUND_PATH, { orderId })).toEqual({ status: 200, body: { orderId, status: 6, refundAmount: record(orderId)?.payAmount } });
    expect(db.orderPayments.find((payment) => payment.orderId === orderId)).toMatchObject({ status: 'REFUNDED', refundAmount: record(orderId)?.payAmount });
  });
});
