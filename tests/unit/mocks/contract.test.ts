import { describe, expect, it } from 'vitest';
import { catalogue } from '@/api/catalogue';
import { goodsApi } from '@/api/goodsApi';
import { homeApi } from '@/api/homeApi';
import { shopApi } from '@/api/shopApi';
import { makeTestStore } from '../teardown';
import { db } from '@mocks/db';
import { findGoods, goodsDetail } from '@mocks/db/goods';
import { server } from '@mocks/node';
import { scenario } from '@mocks/scenarios';
import { ownOrder } from '@mocks/handlers/order/helpers';
import { handle, paginate } from '@mocks/server/handle';
import { text } from '@mocks/server/request';
import type { ScreenScenarioOptions } from '../../../stories/support/scenarios';

/*
 * One typed contract per call: the catalogue states a call's Arg and Result once, and the endpoint,
 * the mock handler, `scenario.*` and `screenScenarios` take their types from it. The
 * `@ts-expect-error` lines are the compile-time half of this test: `npm run typecheck` fails if any
 * of them stops being an error (a resolver or a scenario that answers the wrong shape compiles, a
 * resolver reads a field its call's Arg does not have).
 */

const stored = findGoods(db, 'g-1702');
if (!stored) throw new Error('mock goods g-1702 is missing');
const detail = { ...goodsDetail(db, stored), goodsName: '契约测试茶' };

/** screenScenarios' options, checked the way a story's call site is (no story is built). */
function screenOptions<Arg, Result>(options: ScreenScenarioOptions<Arg, Result>) {
  return options;
}

describe('typed call contract', () => {
  it('a resolver answers its call with the declared Result, which the endpoint returns as data', async () => {
    server.use(handle(catalogue.goodsDetail, ({ arg }) => ({ ...detail, goodsId: text(arg.goodsId) })));
    const store = makeTestStore();
    const { data } = await store.dispatch(goodsApi.endpoints.goodsDetail.initiate({ goodsId: 'g-42' }));
    expect(data).toMatchObject({ goodsId: 'g-42', goodsName: '契约测试茶' });
  });

  it('a resolver reads its argument by the Arg field names, the values as they arrived (a GET query: strings)', async () => {
    const seen: unknown[] = [];
    server.use(
      handle(catalogue.regionsByParent, ({ arg }) => {
        seen.push(arg.parentId);
        return [];
      }),
    );
    const store = makeTestStore();
    await store.dispatch(shopApi.endpoints.regionsByParent.initiate({ parentId: 110000 }));
    expect(seen).toEqual(['110000']);
  });

  it('rejects a field the call does not take at compile time', () => {
    const wrong = [
      // @ts-expect-error GoodsDetailArg has goodsId, not goodId
      handle(catalogue.goodsDetail, ({ arg }) => ({ ...detail, goodsId: text(arg.goodId) })),
      // @ts-expect-error cartList takes no argument, so there is no field to read
      handle(catalogue.cartList, ({ arg }) => (text(arg.cartId) ? [] : [])),
      // @ts-expect-error the untyped body is gone: a resolver reads arg
      handle(catalogue.goodsDetail, (ctx) => ({ ...detail, goodsId: text(ctx.body) })),
      // @ts-expect-error a shared helper states the fields it reads: ownOrder needs an orderId, goodsDetail sends none
      handle(catalogue.goodsDetail, ({ db, member, arg }) => ({ ...detail, goodsId: ownOrder(db, member, arg).orderId })),
      // @ts-expect-error paginate reads pageNo and pageSize: GoodsDetailArg has neither
      handle(catalogue.goodsDetail, ({ arg }) => ({ ...detail, goodsId: String(paginate([], arg).pageNo) })),
    ];
    expect(wrong).toHaveLength(5);
  });

  it('scenario.success answers the typed data in a success envelope', async () => {
    server.use(scenario.success(catalogue.goodsDetail, detail));
    const store = makeTestStore();
    const { data } = await store.dispatch(goodsApi.endpoints.goodsDetail.initiate({ goodsId: 'g-1' }));
    expect(data).toEqual(detail);
  });

  it('scenario.empty answers [] unless given data', async () => {
    server.use(scenario.empty(catalogue.hotNews));
    const store = makeTestStore();
    const { data } = await store.dispatch(homeApi.endpoints.hotNews.initiate());
    expect(data).toEqual([]);
  });

  it('rejects the wrong shape at compile time', () => {
    const wrong = [
      // @ts-expect-error a goods detail without its fields is not a GoodsDetail
      handle(catalogue.goodsDetail, () => ({ goodsId: 'g-1' })),
      // @ts-expect-error cartList answers CartLine[]: cartId is a string
      handle(catalogue.cartList, () => [{ cartId: 1 }]),
      // @ts-expect-error a wrong literal (CommandType is 'goods' | 'lottery')
      handle(catalogue.parseCommand, () => ({ type: 'shop', businessId: '', path: '', title: '', image: '', sharerName: '' })),
      // @ts-expect-error a page of goods records is not a page of GoodsBrief
      handle(catalogue.goodsPage, ({ db }) => ({ list: db.goods, total: 0, pageNo: 1, pageSize: 10, hasMore: false })),
      // @ts-expect-error hotNews answers Notice[], not a page
      scenario.success(catalogue.hotNews, { list: [], total: 0, pageNo: 1, pageSize: 10, hasMore: false }),
      // @ts-expect-error the slow answer is typed the same way
      scenario.slow(catalogue.cartList, [{ cartId: 'cart-1' }]),
      // @ts-expect-error neither is the Empty story's data
      scenario.empty(catalogue.goodsPage, []),
    ];
    const options = screenOptions({
      call: catalogue.goodsPage,
      expectSuccess: async () => {},
      // @ts-expect-error goodsPage's empty answer is an empty page, not []
      emptyData: [],
    });
    expect(wrong).toHaveLength(7);
    expect(options.call).toBe(catalogue.goodsPage);
  });
});
