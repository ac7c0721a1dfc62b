import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shopApi } from '@/api/shopApi';
import { sessions } from '@mocks/data/sessions';
import { db } from '@mocks/db';
import { makeTestStore } from '../teardown';
import { spyNavigator } from '../navigator';

const { endpoints } = shopApi;

/** Independent great-circle distance (spherical law of cosines) to check the handler's haversine. */
function cosineDistanceKm(a: { longitude: number; latitude: number }, b: { longitude: number; latitude: number }): number {
  const rad = Math.PI / 180;
  const central = Math.acos(
    Math.sin(a.latitude * rad) * Math.sin(b.latitude * rad) + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.cos((b.longitude - a.longitude) * rad),
  );
  return 6371 * central;
}

const XIAMEN_STATION = { longitude: 118.1197, latitude: 24.4747 };
const GULOU = { longitude: 119.2990, latitude: 26.0850 };

const navigate = spyNavigator();

describe('shops', () => {
  it('shopList sorts by haversine distance from the given coordinates', async () => {
    const result = await makeTestStore().dispatch(endpoints.shopList.initiate({ pageNo: 1, pageSize: 20, ...XIAMEN_STATION }));
    const list = result.data!.list;
    expect(list).toHaveLength(12);
    const distances = list.map((shop) => shop.distance ?? Number.NaN);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(list.slice(0, 3).map((shop) => shop.cityName)).toEqual(['厦门市', '厦门市', '厦门市']);
    expect(list.at(-1)?.cityName).toBe('杭州市');
    for (const shop of list) expect(shop.distance).toBeCloseTo(cosineDistanceKm(XIAMEN_STATION, shop), 1);
  });

  it('shopList without coordinates keeps the table order, filters by region, pages', async () => {
    const store = makeTestStore();
    const xiamen = await store.dispatch(endpoints.shopList.initiate({ pageNo: 1, pageSize: 10, cityId: 350200 }));
    expect(xiamen.data?.list.map((shop) => shop.shopId)).toEqual(['s-1006', 's-1007', 's-1008']);
    expect(xiamen.data?.list.every((shop) => shop.distance === null)).toBe(true);
    const gulou = await store.dispatch(endpoints.shopList.initiate({ pageNo: 1, pageSize: 10, provinceId: 350000, cityId: 350100, regionId: 350102 }));
    expect(gulou.data?.list.map((shop) => shop.shopName)).toEqual(['茶语轩·鼓楼店', '茉莉花茶馆·三坊七巷店']);
    const second = await store.dispatch(endpoints.shopList.initiate({ pageNo: 2, pageSize: 5 }));
    expect(second.data).toMatchObject({ total: 12, pageNo: 2, hasMore: true });
  });

  it('visitors read the sightseer detail; the member detail needs a session', async () => {
    const guest = makeTestStore();
    const visitor = await guest.dispatch(endpoints.shopDetailNoLogin.initiate({ shopId: 's-1001', ...GULOU }));
    expect(visitor.data).toMatchObject({ shopName: '茶语轩·鼓楼店', phone: '0591-8766 2018' });
    expect(visitor.data?.distance).toBeLessThan(1);
    const denied = await guest.dispatch(endpoints.shopDetail.initiate({ shopId: 's-1001' }));
    expect(denied.error).toMatchObject({ kind: 'sessionExpired' });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login', { replace: true }));
    const missing = await makeTestStore({ session: sessions.buyer }).dispatch(endpoints.shopDetail.initiate({ shopId: 's-404' }));
    expect(missing.error).toMatchObject({ message: '门店不存在或已关闭' });
  });

  it('the owner updates the shop (a subscribed detail refetches); others are refused', async () => {
    const agent = makeTestStore({ session: sessions.agent });
    const detail = agent.dispatch(endpoints.shopDetail.initiate({ shopId: 's-1012' }));
    await detail;
    const updated = await agent.dispatch(
      endpoints.updateShopAndAddress.initiate({ shopId: 's-1012', shopName: '陈记茶馆·武夷山店', businessHours: '08:30-21:30', regionId: 350782, address: '三菇度假区大王峰路 20 号' }),
    );
    expect(updated.data).toMatchObject({ shopName: '陈记茶馆·武夷山店', regionName: '武夷山市', address: '三菇度假区大王峰路 20 号' });
    await waitFor(() => expect(endpoints.shopDetail.select({ shopId: 's-1012' })(agent.getState()).data?.shopName).toBe('陈记茶馆·武夷山店'));
    const badHours = await agent.dispatch(endpoints.updateShopAndAddress.initiate({ shopId: 's-1012', businessHours: '早上九点' }));
    expect(badHours.error).toMatchObject({ message: '营业时间格式应为 09:00-22:00' });
    const buyer = await makeTestStore({ session: sessions.buyer }).dispatch(endpoints.updateShopAndAddress.initiate({ shopId: 's-1012', shopName: '林家茶铺' }));
    expect(buyer.error).toMatchObject({ message: '无权修改该门店信息' });
    detail.unsubscribe();
  });

  it('lastShoppedShop: the tea house of the latest distributed order', async () => {
    const result = await makeTestStore({ session: sessions.buyer }).dispatch(endpoints.lastShoppedShop.initiate());
    expect(result.data?.shop.shopId).toBe('s-1012');
    expect(result.data?.lastShoppedTime).toBe(db.orders.find((order) => order.orderId === 'o-2002')?.createTime);
  });

  it('search, distance ranking and sales rankings', async () => {
    const store = makeTestStore();
    const search = await store.dispatch(endpoints.searchByAddressAndName.initiate({ keyword: '茶语轩', pageNo: 1, pageSize: 10, ...GULOU }));
    expect(search.data?.list.map((shop) => shop.shopId)).toEqual(['s-1001', 's-1002', 's-1010']);
    const empty = await store.dispatch(endpoints.searchByAddressAndName.initiate({ keyword: '' }));
    expect(empty.error).toMatchObject({ message: '请输入门店名称或地址' });

    const nearest = await store.dispatch(endpoints.distanceRanking.initiate({ ...GULOU, limit: 3 }));
    expect(nearest.data?.map((shop) => shop.shopId)).toEqual(['s-1005', 's-1001', 's-1004']);

    const top = await store.dispatch(endpoints.salesTopThree.initiate({}));
    expect(top.data?.map((rank) => [rank.rank, rank.shopId])).toEqual([[1, 's-1005'], [2, 's-1009'], [3, 's-1006']]);
    const fuzhou = await store.dispatch(endpoints.salesRanking.initiate({ cityId: 350100 }));
    expect(fuzhou.data?.map((rank) => rank.shopId)).toEqual(['s-1005', 's-1001', 's-1002', 's-1003', 's-1004']);
  });

  it('reverse geocoding and the BD-09 / GCJ-02 conversion', async () => {
    const store = makeTestStore();
    const place = await store.dispatch(endpoints.reverseGeocode.initiate(GULOU));
    expect(place.data).toMatchObject({ provinceName: '福建省', cityName: '福州市', regionName: '鼓楼区', formattedAddress: '福建省福州市鼓楼区' });
    const hangzhou = await store.dispatch(endpoints.reverseGeocode.initiate({ longitude: 120.13, latitude: 30.24 }));
    expect(hangzhou.data?.regionName).toBe('西湖区');
    const outside = await store.dispatch(endpoints.reverseGeocode.initiate({ longitude: 87.62, latitude: 43.82 }));
    expect(outside.error).toMatchObject({ message: '当前位置暂未开通服务' });

    const baidu = { longitude: 119.3096, latitude: 26.0912 };
    const gcj = await store.dispatch(endpoints.mapCoordinateConversion.initiate(baidu));
    expect(gcj.data?.coordinateType).toBe('gcj02');
    expect(gcj.data!.longitude).toBeCloseTo(baidu.longitude - 0.0065, 2);
    expect(gcj.data!.latitude).toBeCloseTo(baidu.latitude - 0.006, 2);
    const back = await store.dispatch(endpoints.mapCoordinateConversion.initiate({ longitude: gcj.data!.longitude, latitude: gcj.data!.latitude, from: 'gcj02' }));
    expect(back.data?.longitude).toBeCloseTo(baidu.longitude, 5);
    expect(back.data?.latitude).toBeCloseTo(baidu.latitude, 5);
  });

  it('saving an evaluation refreshes a subscribed evaluation page; invalid ones are refused', async () => {
    const store = makeTestStore({ session: sessions.buyer });
    const arg = { goodsId: 'g-1101', pageNo: 1, pageSize: 10 };
    const page = store.dispatch(endpoints.goodsEvaluationPage.initiate(arg));
    await page;
    expect(endpoints.goodsEvaluationPage.select(arg)(store.getState()).data).toMatchObject({ total: 2, averageRating: 4.5, goodRate: 1 });

    const noStars = await store.dispatch(endpoints.saveGoodsEvaluation.initiate({ goodsId: 'g-1101', rating: 0, content: '很好喝的岩茶' }));
    expect(noStars.error).toMatchObject({ message: '请为商品打分（1-5 星）' });
    const unfinished = await store.dispatch(endpoints.saveGoodsEvaluation.initiate({ goodsId: 'g-1302', orderId: 'o-2001', rating: 5, content: '还没收到货' }));
    expect(unfinished.error).toMatchObject({ message: '订单完成后才能评价' });

    const saved = await store.dispatch(
      endpoints.saveGoodsEvaluation.initiate({ goodsId: 'g-1101', rating: 2, content: '这批火功偏重，焦味明显', anonymous: 1, images: ['shops/tea-table.svg'] }),
    );
    expect(saved.error).toBeUndefined();
    await waitFor(() => expect(endpoints.goodsEvaluationPage.select(arg)(store.getState()).data).toMatchObject({ total: 3, averageRating: 3.7, goodRate: 0.67 }));
    const first = endpoints.goodsEvaluationPage.select(arg)(store.getState()).data?.list[0];
    expect(first).toMatchObject({ nickname: '林***茶', anonymous: 1, rating: 2 });

    const bad = await store.dispatch(endpoints.goodsEvaluationPage.initiate({ goodsId: 'g-1101', level: 'bad' }));
    expect(bad.data?.list.map((evaluation) => evaluation.id)).toEqual([saved.data?.evaluationId]);
    page.unsubscribe();
  });
});
