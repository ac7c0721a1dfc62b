import { describe, expect, it } from 'vitest';
import { catalogue } from '@/api/catalogue';
import { memberApi } from '@/api/memberApi';
import { newRequestNo } from '@/hooks/useRequestNo';
import { answerLost } from '@mocks/answerLost';
import { sessions } from '@mocks/data/sessions';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { exactlyOnce } from '@mocks/server/exactlyOnce';
import { makeTestStore } from '../teardown';

const held = (memberId: string, couponId: string) => db.memberCoupons.filter((coupon) => coupon.memberId === memberId && coupon.couponId === couponId).length;

/** A coupon of the centre the buyer has not received yet. */
async function receivable(store: ReturnType<typeof makeTestStore>): Promise<string> {
  const page = await store.dispatch(memberApi.endpoints.couponCenter.initiate({ pageNo: 1, pageSize: 20 })).unwrap();
  const item = page.list.find((coupon) => !coupon.received);
  if (!item) throw new Error('the seed has no coupon the buyer can still receive');
  return item.couponId;
}

describe('exactly once: a write repeated with its request number takes effect once', () => {
  it('runs the write once and answers a repeat with the first result, or the first refusal', () => {
    let runs = 0;
    const write = () => (runs += 1);
    expect(exactlyOnce(db, 'test', 'm-1', 'n-1', write)).toBe(1);
    expect(exactlyOnce(db, 'test', 'm-1', 'n-1', write)).toBe(1);
    expect(runs).toBe(1);
    // another member, another call or another number is another request
    expect(exactlyOnce(db, 'test', 'm-2', 'n-1', write)).toBe(2);
    expect(exactlyOnce(db, 'other', 'm-1', 'n-1', write)).toBe(3);
    expect(exactlyOnce(db, 'test', 'm-1', 'n-2', write)).toBe(4);
    // no number: no protection
    exactlyOnce(db, 'test', 'm-1', undefined, write);
    exactlyOnce(db, 'test', 'm-1', '', write);
    expect(runs).toBe(6);

    const refuse = () => {
      runs += 1;
      throw new Error('refused');
    };
    expect(() => exactlyOnce(db, 'test', 'm-1', 'n-3', refuse)).toThrow('refused');
    expect(() => exactlyOnce(db, 'test', 'm-1', 'n-3', write)).toThrow('refused');
    expect(runs).toBe(7);
  });

  it('a coupon received, its answer lost, then received again with the same number: held once, the retry answered as done', async () => {
    const store = makeTestStore({ session: sessions.buyer });
    const couponId = await receivable(store);
    const memberId = sessions.buyer.userInfo?.memberId ?? '';
    const before = held(memberId, couponId);
    const lost = answerLost(catalogue.receiveCoupon);
    server.use(lost.handler);

    const requestNo = newRequestNo();
    const first = await store.dispatch(memberApi.endpoints.receiveCoupon.initiate({ couponId, requestNo }));
    expect(first.error).toMatchObject({ kind: 'network' });
    expect(held(memberId, couponId)).toBe(before + 1);

    const retry = await store.dispatch(memberApi.endpoints.receiveCoupon.initiate({ couponId, requestNo }));
    expect(retry.data?.memberCouponId).toMatch(/^mc-/);
    expect(lost.reached()).toBe(2);
    expect(held(memberId, couponId)).toBe(before + 1);
  });

  it('without the number the same retry is refused as a second receipt (what the number prevents)', async () => {
    const store = makeTestStore({ session: sessions.buyer });
    const couponId = await receivable(store);
    server.use(answerLost(catalogue.receiveCoupon).handler);
    await store.dispatch(memberApi.endpoints.receiveCoupon.initiate({ couponId }));
    const retry = await store.dispatch(memberApi.endpoints.receiveCoupon.initiate({ couponId }));
    expect(retry.error).toMatchObject({ kind: 'business', message: '您已领取过该优惠券' });
  });
});
