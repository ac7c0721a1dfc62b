import { describe, expect, it } from 'vitest';
import { goodsApi } from '@/api/goodsApi';
import { db } from '@mocks/db';
import { sessions } from '@mocks/data/sessions';
import { makeTestStore } from '../teardown';
import { spyNavigator } from '../navigator';

const api = goodsApi.endpoints;

describe('goods api + mock backend', () => {
  spyNavigator();

  it('goodsCategoryPage: the 8 categories in one page of 50, with on-shelf goods counts', async () => {
    const store = makeTestStore();
    const { data } = await store.dispatch(api.goodsCategoryPage.initiate({ pageNo: 1, pageSize: 50 }));
    expect(data?.list.map((category) => category.categoryName)).toEqual(['普洱茶', '岩茶', '绿茶', '红茶', '白茶', '乌龙茶', '花茶', '茶具']);
    expect(data).toMatchObject({ total: 8, pageSize: 50, hasMore: false });
    // 岩茶 has 4 goods, one off shelf
    expect(data?.list.find((category) => category.categoryId === 'c-02')?.goodsCount).toBe(3);
  });

  it('goodsPage paginates data.list without overlap and reports hasMore', async () => {
    const store = makeTestStore();
    const onShelf = db.goods.filter((record) => record.status === 1).length;
    const seen: string[] = [];
    for (let pageNo = 1; pageNo <= Math.ceil(onShelf / 8); pageNo += 1) {
      const { data } = await store.dispatch(api.goodsPage.initiate({ pageNo, pageSize: 8 }));
      expect(data?.total).toBe(onShelf);
      expect(data?.hasMore).toBe(pageNo * 8 < onShelf);
      seen.push(...(data?.list.map((goods) => goods.goodsId) ?? []));
    }
    expect(seen).toHaveLength(onShelf);
    expect(new Set(seen).size).toBe(onShelf);
    expect(seen).not.toContain('g-1104'); // off shelf
    const beyond = await store.dispatch(api.goodsPage.initiate({ pageNo: 99, pageSize: 8 }));
    expect(beyond.data).toMatchObject({ list: [], hasMore: false });
  });

  it('goodsPage keyword search matches name, subtitle, category and tags', async () => {
    const store = makeTestStore();
    const longjing = await store.dispatch(api.goodsPage.initiate({ keyword: '龙井', pageNo: 1, pageSize: 20 }));
    expect(longjing.data?.list.map((goods) => goods.goodsName)).toEqual(['明前西湖龙井']);
    const byCategory = await store.dispatch(api.goodsPage.initiate({ keyword: '白茶', pageNo: 1, pageSize: 20 }));
    expect(byCategory.data?.list.map((goods) => goods.goodsId).sort()).toEqual(['g-1401', 'g-1402', 'g-1403', 'g-1404']);
    const none = await store.dispatch(api.goodsPage.initiate({ keyword: '咖啡', pageNo: 1, pageSize: 20 }));
    expect(none.data).toMatchObject({ list: [], total: 0 });
  });

  it('goodsPage filters by category and sorts by price, sales and newest', async () => {
    const store = makeTestStore();
    const asc = await store.dispatch(api.goodsPage.initiate({ categoryId: 'c-01', sort: 'priceAsc', pageNo: 1, pageSize: 20 }));
    const prices = asc.data?.list.map((goods) => goods.price) ?? [];
    expect(prices).toHaveLength(5);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(asc.data?.list.every((goods) => goods.categoryId === 'c-01')).toBe(true);
    const desc = await store.dispatch(api.goodsPage.initiate({ categoryId: 'c-01', sort: 'priceDesc', pageNo: 1, pageSize: 20 }));
    expect(desc.data?.list[0]?.goodsId).toBe('g-1003');
    const sales = await store.dispatch(api.goodsPage.initiate({ sort: 'sales', pageNo: 1, pageSize: 1 }));
    expect(sales.data?.list[0]?.goodsName).toBe('福州茉莉花茶 飘雪');
    const newest = await store.dispatch(api.goodsPage.initiate({ sort: 'newest', pageNo: 1, pageSize: 2 }));
    expect(newest.data?.list.map((goods) => goods.goodsId)).toEqual(['g-1501', 'g-1101']);
  });

  it('goodsDetail: specs, SKUs (some sold out), images and HTML description', async () => {
    const store = makeTestStore();
    const { data } = await store.dispatch(api.goodsDetail.initiate({ goodsId: 'g-1001' }));
    // the goods' struck price is its cheapest SKU's (issue 10 item 13: the struck price belongs to a SKU)
    expect(data).toMatchObject({ goodsName: '勐海古树普洱生茶饼', categoryName: '普洱茶', price: 188, originalPrice: 219, repurchaseFlag: 1, memberFlag: 1 });
    const cheapest = [...(data?.skus ?? [])].sort((a, b) => a.price - b.price)[0];
    expect(cheapest).toMatchObject({ price: 188, originalPrice: 219 });
    expect(data?.specs).toEqual([
      { name: '规格', values: ['357克', '200克'] },
      { name: '年份', values: ['2019', '2021'] },
    ]);
    expect(data?.skus.find((sku) => sku.specText === '200克 / 2019')?.stock).toBe(0);
    expect(data?.stock).toBe(42 + 60 + 0 + 35);
    expect(data?.images).toHaveLength(3);
    expect(data?.images.every((image) => image.endsWith('.svg') && !image.startsWith('http'))).toBe(true);
    expect(data?.description).toMatch(/^<p>.*<img src="\/images\/goods\/detail-puer\.svg"/);
  });

  it('goodsDetail of an unknown goods is rejected; an off-shelf one opens with status 0', async () => {
    const store = makeTestStore();
    const missing = await store.dispatch(api.goodsDetail.initiate({ goodsId: 'g-0000' }));
    expect(missing.error).toEqual({ kind: 'business', code: 0, message: '商品不存在或已删除', notify: true });
    const offShelf = await store.dispatch(api.goodsDetail.initiate({ goodsId: 'g-1104' }));
    expect(offShelf.data?.status).toBe(0);
  });

  it('saveBrowseHistory stores one record per member and goods; a guest gets sessionExpired', async () => {
    const store = makeTestStore({ session: sessions.buyer });
    const saved = await store.dispatch(api.saveBrowseHistory.initiate({ goodsId: 'g-1302', memberId: 'm-10086' }));
    expect(saved.error).toBeUndefined();
    await store.dispatch(api.saveBrowseHistory.initiate({ goodsId: 'g-1302', memberId: 'm-10086' }));
    expect(db.browseHistory.filter((record) => record.memberId === 'm-10086' && record.goodsId === 'g-1302')).toHaveLength(1);
    expect(db.browseHistory.at(-1)?.goodsId).toBe('g-1302');

    const spoofed = await store.dispatch(api.saveBrowseHistory.initiate({ goodsId: 'g-1302', memberId: 'm-20488' }));
    expect(spoofed.error).toMatchObject({ message: '会员信息不一致，请重新登录' });
    const guest = await makeTestStore().dispatch(api.saveBrowseHistory.initiate({ goodsId: 'g-1302', memberId: 'm-10086' }));
    expect(guest.error).toMatchObject({ kind: 'sessionExpired' });
  });
});
