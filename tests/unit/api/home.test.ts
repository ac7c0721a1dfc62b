import { describe, expect, it } from 'vitest';
import { homeApi } from '@/api/homeApi';
import { db } from '@mocks/db';
import { sessions } from '@mocks/data/sessions';
import { makeTestStore } from '../teardown';
import { spyNavigator } from '../navigator';

const api = homeApi.endpoints;

describe('home api + mock backend', () => {
  spyNavigator();

  it('serves the guest home page: banners, newest, notices, recommended, zones, categories', async () => {
    const store = makeTestStore();
    const banners = await store.dispatch(api.topImageCarousel.initiate());
    expect(banners.data?.map((banner) => banner.id)).toEqual(['b-01', 'b-02', 'b-03', 'b-04']);
    expect(banners.data?.every((banner) => banner.imageUrl.startsWith('banners/'))).toBe(true);

    const newest = await store.dispatch(api.newestGoods.initiate());
    expect(newest.data?.title).toBe('新品上市');
    expect(newest.data?.goodsList.map((goods) => goods.goodsId).slice(0, 3)).toEqual(['g-1501', 'g-1101', 'g-1404']);

    const news = await store.dispatch(api.hotNews.initiate());
    expect(news.data).toHaveLength(4);

    const zones = await store.dispatch(api.activityTheZoneCategory.initiate());
    expect(zones.data?.map((zone) => zone.name)).toEqual(['暖茶节', '领券中心', '积分兑换', '新人专享']);
    const categories = await store.dispatch(api.goodsCategory.initiate());
    expect(categories.data).toHaveLength(8);
    expect(categories.data?.[0]).toEqual({ categoryId: 'c-01', categoryName: '普洱茶', icon: 'home/cat-puer.svg', sort: 1 });
  });

  it('recommendGoods follows the shelf: an off-shelf pick disappears', async () => {
    const store = makeTestStore();
    const before = await store.dispatch(api.recommendGoods.initiate());
    expect(before.data?.map((goods) => goods.goodsId)).toContain('g-1101');
    const record = db.goods.find((goods) => goods.goodsId === 'g-1101');
    if (record) record.status = 0;
    const after = await store.dispatch(api.recommendGoods.initiate(undefined, { forceRefetch: true }));
    expect(after.data?.map((goods) => goods.goodsId)).not.toContain('g-1101');
    expect(after.data).toHaveLength((before.data?.length ?? 0) - 1);
  });

  it('repurchase and members zones need the member token and list only flagged goods', async () => {
    const guest = await makeTestStore().dispatch(api.repurchaseAreaGoods.initiate({ pageNo: 1, pageSize: 20 }));
    expect(guest.error).toMatchObject({ kind: 'sessionExpired' });

    const store = makeTestStore({ session: sessions.buyer });
    const repurchase = await store.dispatch(api.repurchaseAreaGoods.initiate({ pageNo: 1, pageSize: 20 }));
    expect(repurchase.data?.total).toBe(db.goods.filter((goods) => goods.repurchaseFlag === 1 && goods.status === 1).length);
    expect(repurchase.data?.list.every((goods) => goods.repurchaseFlag === 1)).toBe(true);
    const members = await store.dispatch(api.membersAreaGoods.initiate({ pageNo: 1, pageSize: 3 }));
    expect(members.data).toMatchObject({ pageSize: 3, hasMore: true });
    expect(members.data?.list.every((goods) => goods.memberFlag === 1 && goods.memberPrice < goods.price)).toBe(true);
  });

  it('getImagePopup gives the new-user popup with a local image', async () => {
    const { data } = await makeTestStore().dispatch(api.getImagePopup.initiate());
    expect(data).toMatchObject({ id: 'p-01', popupType: 1, imageUrl: 'home/popup-new-user.svg', linkValue: '/collectCoupons' });
  });
});
