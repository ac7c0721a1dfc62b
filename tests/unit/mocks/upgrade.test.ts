import { describe, expect, it } from 'vitest';
import { catalogue } from '@/api/catalogue';
import { mallApi } from '@/api/mallApi';
import { memberApi } from '@/api/memberApi';
import { orderPayApi } from '@/api/orderPayApi';
import { newRequestNo } from '@/hooks/useRequestNo';
import { answerLost } from '@mocks/answerLost';
import { payNoOf, settleChannelPayment } from '@mocks/control/cashier';
import { sessions } from '@mocks/data/sessions';
import { db } from '@mocks/db';
import { UPGRADE_REPLACED_REASON } from '@mocks/handlers/member/upgrade';
import { server } from '@mocks/node';
import { makeTestStore } from '../teardown';

const BUYER = 'm-10086';
const buyer = () => makeTestStore({ session: sessions.buyer });
const upgradeOrders = () => db.orders.filter((order) => order.memberId === BUYER && order.orderType === 'upgrade');
const level = () => db.members.find((member) => member.memberId === BUYER)?.memberLevel;

async function placeUpgrade(store: ReturnType<typeof buyer>, packageId: string, requestNo = newRequestNo()) {
  const token = await store.dispatch(memberApi.endpoints.upgradeToken.initiate({ packageId })).unwrap();
  return store.dispatch(memberApi.endpoints.upgrade.initiate({ payToken: token.payToken, addressId: 'addr-1', requestNo }));
}

describe('membership upgrade in the mock backend', () => {
  it('the upgrade packages are the gift package page of the upgrade scene; the agents keep theirs', async () => {
    const store = buyer();
    const upgrade = await store.dispatch(mallApi.endpoints.giftPackagePage.initiate({ packageType: 'upgrade', pageNo: 1, pageSize: 20 })).unwrap();
    expect(upgrade.list.map((pack) => pack.packageId)).toEqual(['up-01', 'up-02', 'up-03']);
    const agents = await store.dispatch(mallApi.endpoints.giftPackagePage.initiate({ pageNo: 1, pageSize: 20 })).unwrap();
    expect(agents.list.map((pack) => pack.packageId)).toEqual(['gp-01', 'gp-02']);
    const table = await store.dispatch(memberApi.endpoints.memberBenefits.initiate()).unwrap();
    expect(table.levels.map((column) => column.name)).toEqual(['普通会员', '高级会员']);
    expect(table.benefits.every((row) => row.values.length === table.levels.length)).toBe(true);
  });

  it('places an upgrade order of the package; paying it through the channel makes the member premium', async () => {
    const store = buyer();
    const placed = await placeUpgrade(store, 'up-02');
    expect(placed.data).toMatchObject({ payAmount: 699, memberLevel: 0 });
    expect(upgradeOrders()).toHaveLength(1);
    expect(upgradeOrders()[0]).toMatchObject({ status: 0, lines: [{ packageId: 'up-02', goodsName: '高级会员·典藏礼包', price: 699, quantity: 1 }] });
    expect(level()).toBe(0);

    const prepay = await store.dispatch(orderPayApi.endpoints.wechatPay.initiate({ orderId: placed.data!.orderId })).unwrap();
    const payNo = payNoOf(prepay);
    expect(payNo).not.toBeNull();
    settleChannelPayment(db, payNo!, 'paid');
    expect(level()).toBe(1);
    const info = await store.dispatch(memberApi.endpoints.getInfo.initiate()).unwrap();
    expect(info.memberLevel).toBe(1);
    const again = await store.dispatch(memberApi.endpoints.upgradeToken.initiate({ packageId: 'up-01' }));
    expect(again.error).toMatchObject({ message: '您已是高级会员，无需重复升级' });
  });

  it('an upgrade whose answer was lost, sent again with its request number: one order, the retry answered with it', async () => {
    const store = buyer();
    const lost = answerLost(catalogue.upgrade);
    server.use(lost.handler);
    const requestNo = newRequestNo();
    const first = await placeUpgrade(store, 'up-01', requestNo);
    expect(first.error).toMatchObject({ kind: 'network' });
    expect(upgradeOrders()).toHaveLength(1);

    // a new quote, the same request number: answered with the first order, nothing placed
    const retry = await placeUpgrade(store, 'up-01', requestNo);
    expect(retry.data?.orderId).toBe(upgradeOrders()[0]?.orderId);
    expect(upgradeOrders()).toHaveLength(1);
    expect(lost.reached()).toBe(2);
  });

  it('a new upgrade (another request) closes the unpaid one before it: one upgrade to pay at a time', async () => {
    const store = buyer();
    const first = await placeUpgrade(store, 'up-01');
    const second = await placeUpgrade(store, 'up-03');
    const [older, newer] = upgradeOrders();
    expect(older).toMatchObject({ orderId: first.data?.orderId, status: 4, cancelReason: UPGRADE_REPLACED_REASON });
    expect(newer).toMatchObject({ orderId: second.data?.orderId, status: 0, payAmount: 1299 });
  });
});
