import { act, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogue } from '@/api/catalogue';
import { orderLifeApi } from '@/api/orderLifeApi';
import { usePayOrder, type PayPhase, type UsePayOrderOptions } from '@/hooks/usePayOrder';
import { pay, toPayOutcome } from '@/platform/hostPay';
import { I18nProvider, type Locale } from '@/platform/i18n';
import { CASHIER_RESULT_EVENT, type CashierResultDetail } from '@/platform/payment';
import { sessions } from '@mocks/data/sessions';
import { db } from '@mocks/db';
import { anyOrigin } from '@mocks/envelope';
import { server } from '@mocks/node';
import { makeTestStore } from '../teardown';
import { spyNavigator } from '../navigator';
import { findOpenSheet } from '../sheets';

/*
 * usePayOrder with the real stand-in cashier (outside the host app) and the mock backend: the user
 * picks the outcome in the sheet, the mock settles the payment from the cashier's event, the hook
 * polls the order.
 */

/** jsdom has no pointer capture; the sheet's drag handling asks for it on a tap. */
const pointerCapture = { setPointerCapture: () => {}, releasePointerCapture: () => {}, hasPointerCapture: () => false };
for (const [name, stub] of Object.entries(pointerCapture)) {
  if (!(name in Element.prototype)) Object.defineProperty(Element.prototype, name, { value: stub, configurable: true });
}

const order = (orderId: string) => db.orders.find((candidate) => candidate.orderId === orderId);

/** The cashier sheet, once it takes taps (a sheet ignores them for a moment after it opens). */
const openCashier = () => findOpenSheet('cashier-sheet');

function setup(options: UsePayOrderOptions = {}, locale: Locale = 'zh-CN') {
  const store = makeTestStore({ session: sessions.buyer });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <I18nProvider locale={locale}>{children}</I18nProvider>
    </Provider>
  );
  const hook = renderHook(() => usePayOrder({ pollInterval: 10, pollAttempts: 3, ...options }), { wrapper });
  return { store, hook };
}

/** Starts paying o-2001, picks `choice` in the cashier, and resolves with where the payment ended. */
async function payWithCashier(hook: ReturnType<typeof setup>['hook'], choice: RegExp, channel: 'wechat' | 'alipay' = 'wechat'): Promise<PayPhase> {
  let finished: Promise<PayPhase> = Promise.resolve('idle');
  act(() => {
    finished = hook.result.current.pay({ orderId: 'o-2001', channel, amount: 276 });
  });
  const sheet = await openCashier();
  await userEvent.click(within(sheet).getByRole('button', { name: choice }));
  let phase: PayPhase = 'idle';
  await act(async () => {
    phase = await finished;
  });
  return phase;
}

describe('usePayOrder (outside the host app: the stand-in cashier)', () => {
  spyNavigator();

  it('paid: the cashier shows the channel and amount; the order is 待发货 once the server says so', async () => {
    const { store, hook } = setup();
    const detail = store.dispatch(orderLifeApi.endpoints.orderDetail.initiate({ orderId: 'o-2001' }));
    await detail;
    const told: CashierResultDetail[] = [];
    const listen = (event: Event) => told.push((event as CustomEvent<CashierResultDetail>).detail);
    window.addEventListener(CASHIER_RESULT_EVENT, listen);
    let finished: Promise<PayPhase> = Promise.resolve('idle');
    act(() => {
      finished = hook.result.current.pay({ orderId: 'o-2001', channel: 'wechat', amount: 276 });
    });
    const sheet = await openCashier();
    expect(sheet).toHaveTextContent('浏览器预览：模拟微信支付，请选择支付结果');
    expect(sheet).toHaveTextContent('¥276.00');
    expect(hook.result.current).toMatchObject({ phase: 'paying', busy: true });
    await userEvent.click(within(sheet).getByRole('button', { name: '支付成功' }));
    await act(async () => {
      expect(await finished).toBe('paid');
    });
    expect(hook.result.current).toMatchObject({ phase: 'paid', busy: false });
    expect(screen.queryByTestId('cashier-sheet')).toBeNull();
    expect(order('o-2001')?.status).toBe(1);
    // the open detail shows it paid, with no reload of the page
    expect(orderLifeApi.endpoints.orderDetail.select({ orderId: 'o-2001' })(store.getState()).data?.status).toBe(1);
    // the host is given WeChat's JSAPI parameters, nothing else
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ channel: 'wechat', amount: 276, outcome: 'paid' });
    expect(Object.keys(told[0]?.payload as object).sort()).toEqual(['appId', 'nonceStr', 'package', 'paySign', 'signType', 'timeStamp']);
    window.removeEventListener(CASHIER_RESULT_EVENT, listen);
    detail.unsubscribe();
  });

  it('cancelled: the order stays 待付款 and nothing is polled', async () => {
    const { hook } = setup();
    const details = vi.fn();
    const onStart = ({ request }: { request: Request }) => {
      if (request.url.endsWith('/order/detail')) details();
    };
    server.events.on('request:start', onStart);
    expect(await payWithCashier(hook, /取消支付/)).toBe('cancelled');
    expect(order('o-2001')?.status).toBe(0);
    expect(details).not.toHaveBeenCalled();
    server.events.removeListener('request:start', onStart);
  });

  it('failed (Alipay, in English): the payment failed, the order stays 待付款', async () => {
    const { hook } = setup({}, 'en-US');
    expect(await payWithCashier(hook, /^Payment fails$/, 'alipay')).toBe('failed');
    expect(order('o-2001')?.status).toBe(0);
    expect(db.orderPayments.at(-1)).toMatchObject({ payType: 'ALIPAY', status: 'FAILED' });
  });

  it('the host said paid but the server still says 待付款: "still confirming" after the polls; recheck finds it paid', async () => {
    const { hook } = setup();
    const pending = http.post(anyOrigin(catalogue.orderDetail.path), () =>
      HttpResponse.json({ code: 1, message: 'success', data: { ...structuredClone(order('o-2001')), status: 0, statusText: '待付款' } }),
    );
    let polls = 0;
    const onStart = ({ request }: { request: Request }) => {
      if (request.url.endsWith('/order/detail')) polls += 1;
    };
    server.events.on('request:start', onStart);
    server.use(pending);
    expect(await payWithCashier(hook, /支付成功/)).toBe('pending');
    expect(polls).toBe(3);
    expect(hook.result.current).toMatchObject({ phase: 'pending', busy: false });

    server.resetHandlers();
    let rechecked: PayPhase = 'idle';
    await act(async () => {
      rechecked = await hook.result.current.recheck();
    });
    expect(rechecked).toBe('paid');
    server.events.removeListener('request:start', onStart);
  });

  it('a refused prepay ends failed without opening the cashier; the next pay opens it', async () => {
    const { hook } = setup();
    await act(async () => {
      expect(await hook.result.current.pay({ orderId: 'o-2005', channel: 'wechat' })).toBe('failed');
    });
    expect(screen.queryByTestId('cashier-sheet')).toBeNull();

    let first: Promise<PayPhase> = Promise.resolve('idle');
    act(() => {
      first = hook.result.current.pay({ orderId: 'o-2001', channel: 'wechat' });
    });
    const sheet = await openCashier();
    expect(screen.getAllByTestId('cashier-sheet')).toHaveLength(1);
    await userEvent.click(within(sheet).getByRole('button', { name: /取消支付/ }));
    await act(async () => {
      expect(await first).toBe('cancelled');
    });
  });

  it('pays from the balance at once, without the cashier', async () => {
    const account = db.payAccounts.find((candidate) => candidate.memberId === 'm-10086');
    if (account) account.balance = 1000;
    const { hook } = setup();
    await act(async () => {
      expect(await hook.result.current.pay({ orderId: 'o-2001', channel: 'balance' })).toBe('paid');
    });
    expect(order('o-2001')?.status).toBe(1);
  });
});

describe('bridge.pay inside the host app', () => {
  afterEach(() => {
    delete (window as unknown as { webkit?: unknown }).webkit;
  });

  it('posts the channel and payload to the host and resolves with its answer', async () => {
    const postMessage = vi.fn();
    (window as unknown as { webkit: unknown }).webkit = { messageHandlers: { pay: { postMessage } } };
    const standIn = vi.fn();
    const paying = pay({ channel: 'alipay', payload: { orderString: 'out_trade_no=P1' } }, { standIn });
    expect(postMessage).toHaveBeenCalledWith({ channel: 'alipay', payload: { orderString: 'out_trade_no=P1' } });
    (window as unknown as { onPayResult: (value: unknown) => void }).onPayResult('{"resultStatus":"6001"}');
    expect(await paying).toBe('cancelled');
    expect(standIn).not.toHaveBeenCalled();
    expect('onPayResult' in window).toBe(false);
  });

  it('a newer pay ends the one still waiting as cancelled', async () => {
    (window as unknown as { webkit: unknown }).webkit = { messageHandlers: { pay: { postMessage: vi.fn() } } };
    const first = pay({ channel: 'wechat', payload: {} });
    const second = pay({ channel: 'wechat', payload: {} });
    (window as unknown as { onPayResult: (value: unknown) => void }).onPayResult({ errCode: 0 });
    expect(await first).toBe('cancelled');
    expect(await second).toBe('paid');
  });

  it.each([
    ['paid', 'paid'],
    [{ errCode: 0 }, 'paid'],
    [{ errCode: -2 }, 'cancelled'],
    [{ errCode: -1 }, 'failed'],
    [{ resultStatus: '9000' }, 'paid'],
    ['{"resultStatus":"4000"}', 'failed'],
    ['{"outcome":"cancelled"}', 'cancelled'],
    [0, 'failed'],
    [null, 'failed'],
  ])('reads the host answer %j as %s', (value, outcome) => {
    expect(toPayOutcome(value)).toBe(outcome);
  });

  it('outside the host without a stand-in, the payment fails', async () => {
    expect(await pay({ channel: 'wechat', payload: {} })).toBe('failed');
  });
});
