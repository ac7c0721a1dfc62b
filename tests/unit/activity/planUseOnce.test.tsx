import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { catalogue } from '@/api/catalogue';
import { answerLost } from '@mocks/answerLost';
import { anyOrigin } from '@mocks/envelope';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { recordRequestNos } from '../requestNos';
import { renderApp } from '../renderApp';

/** pr-01: ¥10.00 of cash coupons for 冬藏满 299 减 40 (cp-09); the buyer holds ¥20.00 and has not used it. */
const PLAN = '/creditZone?zone=cash&plan=pr-01';
const NETWORK = '网络不给力，请检查网络后重试';
const toastText = () => document.querySelector('.adm-toast-main')?.textContent ?? '';
const granted = () => db.memberCoupons.filter((held) => held.memberId === 'm-10086' && held.couponId === 'cp-09').length;
const usable = () => db.payCashCoupons.filter((coupon) => coupon.memberId === 'm-10086' && coupon.status === 0).length;

/** 立即使用, once the wallet has loaded and it can be tapped. */
async function useButton(): Promise<HTMLElement> {
  return waitFor(() => {
    const button = screen.getByRole('button', { name: '立即使用' });
    if ((button as HTMLButtonElement).disabled) throw new Error('立即使用 is not ready');
    return button;
  });
}

/** The confirmation's 确认兑换. */
async function confirm(user: ReturnType<typeof userEvent.setup>): Promise<void> {
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: '确认兑换' }));
}

describe('using a cash-coupon plan happens once', () => {
  it('five fast taps and a lost first answer: one request, the network words once; the plan then shows what the server holds (已使用, the wallet down)', async () => {
    const lost = answerLost(catalogue.proposeUse);
    server.use(lost.handler);
    const sent = recordRequestNos(catalogue.proposeUse);
    const user = userEvent.setup();
    renderApp([PLAN], { session: 'buyer' });
    await waitFor(() => expect(screen.getByTestId('plan-held')).toHaveTextContent('¥20.00'));

    const button = await useButton();
    // five taps in one go: one confirmation, one request
    for (let tap = 0; tap < 5; tap += 1) fireEvent.click(button);
    await confirm(user);
    await waitFor(() => expect(toastText()).toBe(NETWORK));
    // the request took effect on the server; the page asks again and shows it
    expect(await screen.findByRole('button', { name: '已使用' })).toBeDisabled();
    await waitFor(() => expect(screen.getByTestId('plan-held')).toHaveTextContent('¥10.00'));
    expect(screen.getByTestId('plan-granted')).toHaveTextContent('冬藏满 299 减 40');
    expect(lost.reached()).toBe(1);
    expect(await sent.all()).toHaveLength(1);
    expect(granted()).toBe(1);
    expect(usable()).toBe(1);
  });

  it('when the plan cannot be asked again either, the retry repeats the request number and the server answers the first outcome: granted once, one success', async () => {
    const lost = answerLost(catalogue.proposeUse);
    let detailDown = false;
    server.use(
      lost.handler,
      http.post(anyOrigin(catalogue.proposeDetail.path), () => (detailDown ? HttpResponse.error() : undefined)),
    );
    const sent = recordRequestNos(catalogue.proposeUse);
    const user = userEvent.setup();
    renderApp([PLAN], { session: 'buyer' });
    const first = await useButton();
    detailDown = true;

    for (let tap = 0; tap < 5; tap += 1) fireEvent.click(first);
    await confirm(user);
    await waitFor(() => expect(toastText()).toBe(NETWORK));
    expect(granted()).toBe(1);

    // back online: the buyer taps again
    detailDown = false;
    await user.click(await useButton());
    await confirm(user);
    await waitFor(() => expect(toastText()).toBe('兑换成功'));
    expect(await screen.findByRole('button', { name: '已使用' })).toBeDisabled();

    expect(lost.reached()).toBe(2);
    expect(granted()).toBe(1);
    expect(usable()).toBe(1);
    const numbers = await sent.all();
    expect(numbers).toHaveLength(2);
    expect(numbers[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(numbers[1]).toBe(numbers[0]);
  });
});
