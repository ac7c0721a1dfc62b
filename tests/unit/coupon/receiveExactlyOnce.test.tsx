import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogue } from '@/api/catalogue';
import { http, HttpResponse } from 'msw';
import { answerLost } from '@mocks/answerLost';
import { anyOrigin } from '@mocks/envelope';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { recordRequestNos } from '../requestNos';
import * as collectCouponsStories from '../../../stories/screens/coupon/CollectCoupons.stories';
import { composeForJsdom, renderStory } from '../stories';

// the coupon centre as the buyer, all coupons
const { Success: CouponCentre } = composeForJsdom(collectCouponsStories);

/** 普洱九折券 (cp-03): one per member; the buyer holds none. */
const PUER = { couponId: 'cp-03', name: '普洱九折券' };

const held = () => db.memberCoupons.filter((coupon) => coupon.memberId === 'm-10086' && coupon.couponId === PUER.couponId).length;

async function puerCard(): Promise<HTMLElement> {
  return waitFor(() => {
    const card = document.querySelectorAll<HTMLElement>('[data-testid="coupon-card"]');
    const found = Array.from(card).find((element) => within(element).queryByText(PUER.name, { exact: true }));
    if (!found) throw new Error('no 普洱九折券 card yet');
    return found;
  });
}

const toastText = () => document.querySelector('.adm-toast-main')?.textContent ?? '';

/** Five taps in one frame, before React re-renders. */
function fiveTaps(button: HTMLElement) {
  act(() => {
    for (let tap = 0; tap < 5; tap += 1) fireEvent.click(button);
  });
}

const NETWORK = '网络不给力，请检查网络后重试';

/** The 立即领取 button of 普洱九折券, once it can be tapped. */
async function receiveButton(): Promise<HTMLElement> {
  return waitFor(async () => {
    const button = within(await puerCard()).getByRole('button', { name: '立即领取' });
    if ((button as HTMLButtonElement).disabled) throw new Error('the receive button is busy');
    return button;
  });
}

describe('receiving a coupon exactly once', () => {
  it('5 fast taps and a lost first answer: one request, the coupon held once, the network words once; the centre then shows it received', async () => {
    const lost = answerLost(catalogue.receiveCoupon);
    server.use(lost.handler);
    const sent = recordRequestNos(catalogue.receiveCoupon);
    expect(held()).toBe(0);
    await renderStory(CouponCentre);

    fiveTaps(await receiveButton());
    await waitFor(() => expect(toastText()).toBe(NETWORK));
    // the centre asks again and shows what the server holds: received, no button left to tap
    await waitFor(async () => expect(within(await puerCard()).getByText('已领取', { exact: true })).toBeTruthy());
    expect(within(await puerCard()).queryByRole('button')).toBeNull();
    expect(lost.reached()).toBe(1);
    expect(held()).toBe(1);
    expect(await sent.all()).toHaveLength(1);
  });

  it('when the centre cannot ask again either, the retry repeats the request number and the server answers with the first outcome: one coupon, one success', async () => {
    const lost = answerLost(catalogue.receiveCoupon);
    let centreDown = false;
    server.use(
      lost.handler,
      http.post(anyOrigin(catalogue.couponCenter.path), () => (centreDown ? HttpResponse.error() : undefined)),
    );
    const sent = recordRequestNos(catalogue.receiveCoupon);
    await renderStory(CouponCentre);
    const first = await receiveButton();
    centreDown = true;

    fiveTaps(first);
    await waitFor(() => expect(toastText()).toBe(NETWORK));
    expect(held()).toBe(1);

    // back online: the buyer taps again, five times
    centreDown = false;
    fiveTaps(await receiveButton());
    await waitFor(() => expect(toastText()).toBe('领取成功'));
    await waitFor(async () => expect(within(await puerCard()).getByText('已领取', { exact: true })).toBeTruthy());

    expect(lost.reached()).toBe(2);
    expect(held()).toBe(1);
    const numbers = await sent.all();
    expect(numbers).toHaveLength(2);
    expect(numbers[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(numbers[1]).toBe(numbers[0]);
  });
});
