import { describe, expect, it, vi } from 'vitest';
import { orderLifeApi } from '@/api/orderLifeApi';
import { shopApi } from '@/api/shopApi';
import type { Order, OrderLine } from '@/api/types/order';
import { registerNavigator } from '@/platform/navigation';
import { evaluationArg, linesToReview, parseReviewDraft, reviewProblems, reviewState } from '@/screens/order/comment/review';
import { orders } from '@mocks/data/order';
import { sessions } from '@mocks/data/sessions';
import { orderView } from '@mocks/db/order';
import { makeTestStore } from '../teardown';

const seeded = (orderId: string): Order => {
  const record = orders.find((order) => order.orderId === orderId);
  if (!record) throw new Error(orderId);
  return orderView(record);
};
const line = (order: Order, index: number): OrderLine => {
  const found = order.lines[index];
  if (!found) throw new Error(`line ${index}`);
  return found;
};

describe('review form rules', () => {
  it('offers each goods of a completed order once, and none once reviewed', () => {
    const order = seeded('o-2004');
    expect(linesToReview(order).map((entry) => entry.goodsId)).toEqual(order.lines.map((entry) => entry.goodsId));
    const twice = { ...order, lines: [...order.lines, { ...line(order, 0), lineId: 'copy', skuId: 'other-sku' }] };
    expect(linesToReview(twice)).toHaveLength(order.lines.length);
    const halfDone = { ...order, lines: [{ ...line(order, 0), evaluated: 1 as const }, line(order, 1)] };
    expect(linesToReview(halfDone).map((entry) => entry.lineId)).toEqual([line(order, 1).lineId]);
    expect(reviewState(order)).toBe('form');
    expect(reviewState({ ...order, lines: order.lines.map((entry) => ({ ...entry, evaluated: 1 as const })) })).toBe('done');
  });

  it('an order that is not completed is not reviewable', () => {
    for (const orderId of ['o-2001', 'o-2002', 'o-2003', 'o-2005', 'o-2006']) expect(reviewState(seeded(orderId))).toBe('notCompleted');
  });

  it('asks for a rating and 5 to 500 characters', () => {
    expect(reviewProblems({ rating: 0, content: '', images: [] })).toEqual(['ratingRequired', 'contentTooShort']);
    expect(reviewProblems({ rating: 5, content: '  好茶  ', images: [] })).toEqual(['contentTooShort']);
    expect(reviewProblems({ rating: 4, content: '香气很好哦', images: [] })).toEqual([]);
    expect(reviewProblems({ rating: 3, content: '茶'.repeat(501), images: [] })).toEqual(['contentTooLong']);
    expect(reviewProblems({ rating: 6, content: '香气很好哦', images: [] })).toEqual(['ratingRequired']);
  });

  it('sends the text without bidi controls, which do not count towards its length', () => {
    const order = seeded('o-2004');
    const review = { rating: 5, content: '\u202E好茶，回甘明显\u202C', images: [] };
    expect(evaluationArg(order, line(order, 0), review, false).content).toBe('好茶，回甘明显');
    expect(reviewProblems({ rating: 5, content: `好\u200E\u200F\u061C\u2066\u2069茶`, images: [] })).toEqual(['contentTooShort']);
  });

  it('reads a stored draft back, dropping what does not fit', () => {
    expect(parseReviewDraft(null)).toEqual({ anonymous: false, lines: {} });
    expect(parseReviewDraft({ anonymous: true, lines: { l1: { rating: 9, content: 3, images: ['a.png', 7, ''] } } })).toEqual({
      anonymous: true,
      lines: { l1: { rating: 0, content: '', images: ['a.png'] } },
    });
  });

  it('reads an over-limit text back whole: the rule says how far over, nothing is cut', () => {
    const pasted = '茶'.repeat(700);
    const draft = parseReviewDraft({ anonymous: false, lines: { l1: { rating: 5, content: pasted, images: [] } } });
    expect(draft.lines.l1?.content).toBe(pasted);
    expect(reviewProblems({ rating: 5, content: pasted, images: [] })).toEqual(['contentTooLong']);
  });
});

describe('a review through the mock server', () => {
  it('shows on the goods detail reviews, anonymous, with its photo, and the order is done', async () => {
    const unregister = registerNavigator(vi.fn());
    const store = makeTestStore({ session: sessions.buyer });
    const order = seeded('o-2004');
    const [first, second] = [line(order, 0), line(order, 1)];
    await store.dispatch(
      orderLifeApi.endpoints.saveOrderEvaluation.initiate(evaluationArg(order, first, { rating: 5, content: '  回甘明显，香气高扬  ', images: ['home/uploaded-photo.svg'] }, true)),
    ).unwrap();
    await store.dispatch(orderLifeApi.endpoints.saveOrderEvaluation.initiate(evaluationArg(order, second, { rating: 4, content: '口感醇厚不错', images: [] }, false))).unwrap();

    const page = await store.dispatch(shopApi.endpoints.goodsEvaluationPage.initiate({ goodsId: first.goodsId, pageNo: 1, pageSize: 10 })).unwrap();
    const [newest] = page.list;
    expect(newest).toMatchObject({ orderId: 'o-2004', rating: 5, content: '回甘明显，香气高扬', images: ['home/uploaded-photo.svg'], anonymous: 1 });
    expect(newest?.nickname).not.toBe('林清茶');
    const withPhotos = await store.dispatch(shopApi.endpoints.goodsEvaluationPage.initiate({ goodsId: first.goodsId, pageNo: 1, pageSize: 10, hasImage: 1 })).unwrap();
    expect(withPhotos.list.map((review) => review.orderId)).toContain('o-2004');

    const after = await store.dispatch(orderLifeApi.endpoints.orderDetail.initiate({ orderId: 'o-2004' }, { forceRefetch: true })).unwrap();
    expect(reviewState(after)).toBe('done');
    // the server takes one review per goods and order
    const again = await store.dispatch(orderLifeApi.endpoints.saveOrderEvaluation.initiate(evaluationArg(order, first, { rating: 5, content: '再评一次可以吗', images: [] }, false)));
    expect(again.error).toMatchObject({ message: '该商品已评价，请勿重复提交' });
    unregister();
  });
});
