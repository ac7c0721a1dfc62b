import { describe, expect, it } from 'vitest';
import { catalogue } from '@/api/catalogue';
import { openShopApi } from '@/api/openShopApi';
import { orderPayApi } from '@/api/orderPayApi';
import type { OpenShopApplyArg } from '@/api/types/openShop';
import { newRequestNo } from '@/hooks/useRequestNo';
import { answerLost } from '@mocks/answerLost';
import { sessions } from '@mocks/data/sessions';
import { db } from '@mocks/db';
import { payAccountOf } from '@mocks/db/pay';
import { server } from '@mocks/node';
import { makeTestStore } from '../teardown';

const application = (requestNo?: string): OpenShopApplyArg => ({
  shopName: '鹭岛茶语',
  contactName: '林清茶',
  mobile: '13800138000',
  provinceId: 350000,
  cityId: 350200,
  regionId: 350203,
  address: '中山路 188 号一层 3 号铺',
  licenceImages: ['upload/shopLicence/licence.png'],
  agreed: 1,
  ...(requestNo ? { requestNo } : {}),
});

const feeOrders = () => db.orders.filter((order) => order.orderType === 'shopFee');

describe('opening a shop: the application and its fee order', () => {
  it('creates one application awaiting its fee with a payable order; paying the order puts it under review', async () => {
    const store = makeTestStore({ session: sessions.buyer });
    const applied = await store.dispatch(openShopApi.endpoints.openShopApply.initiate(application(newRequestNo()))).unwrap();
    expect(applied).toMatchObject({ status: 0, fee: 980, shopName: '鹭岛茶语', regionName: '思明区' });
    expect(feeOrders()).toEqual([expect.objectContaining({ orderId: applied.orderId, status: 0, payAmount: 980 })]);

    payAccountOf(db, sessions.buyer.userInfo?.memberId ?? '').balance = 5000;
    await store.dispatch(orderPayApi.endpoints.payOrder.initiate({ orderId: applied.orderId, payType: 'BALANCE' })).unwrap();
    const info = await store.dispatch(openShopApi.endpoints.openShopInfo.initiate(undefined, { forceRefetch: true })).unwrap();
    expect(info.application).toMatchObject({ applyId: applied.applyId, status: 1, statusText: '审核中' });

    const again = await store.dispatch(openShopApi.endpoints.openShopApply.initiate(application(newRequestNo())));
    expect(again.error).toMatchObject({ kind: 'business', message: '您的开店申请正在审核中，请耐心等待' });
  });

  it('the answer lost, then the same request number again: one application, one fee order, the retry answered with it', async () => {
    const store = makeTestStore({ session: sessions.buyer });
    const lost = answerLost(catalogue.openShopApply);
    server.use(lost.handler);
    const requestNo = newRequestNo();
    const first = await store.dispatch(openShopApi.endpoints.openShopApply.initiate(application(requestNo)));
    expect(first.error).toMatchObject({ kind: 'network' });
    expect(db.openShopApplications).toHaveLength(1);
    expect(feeOrders()).toHaveLength(1);

    const retry = await store.dispatch(openShopApi.endpoints.openShopApply.initiate(application(requestNo)));
    expect(retry.data).toMatchObject({ applyId: db.openShopApplications[0]?.applyId, status: 0 });
    expect(lost.reached()).toBe(2);
    expect(db.openShopApplications).toHaveLength(1);
    expect(feeOrders()).toHaveLength(1);
  });

  it('without the number the retry would replace the first application with a second fee order (what the number prevents)', async () => {
    const store = makeTestStore({ session: sessions.buyer });
    server.use(answerLost(catalogue.openShopApply).handler);
    await store.dispatch(openShopApi.endpoints.openShopApply.initiate(application()));
    await store.dispatch(openShopApi.endpoints.openShopApply.initiate(application()));
    expect(feeOrders()).toHaveLength(2);
  });
});
