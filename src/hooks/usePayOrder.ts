import { useCallback, useEffect, useRef, useState } from 'react';
import type { TagDescription } from '@reduxjs/toolkit/query';
import { baseApi, type TagType } from '@/api/baseApi';
import { orderLifeApi } from '@/api/orderLifeApi';
import { orderPayApi } from '@/api/orderPayApi';
import type { WechatPrepay } from '@/api/types/payment';
import { loadChunk } from '@/platform/chunkLoader';
import { pay as payThroughHost } from '@/platform/hostPay';
import { useI18n } from '@/platform/i18n';
import type { PayChannel, PayOutcome, PayRequest } from '@/platform/payment';
import { useAppDispatch } from '@/state/hooks';

/**
 * Where one payment is:
 * - idle; preparing (asking the server for the channel's payment); paying (the host's sheet, or the
 *   stand-in cashier, is open); confirming (the host said paid: polling the order);
 * - paid (the server says the order moved on), cancelled, failed (the host said so, or the server
 *   refused: its message is toasted by the listener), pending (the host said paid but the server
 *   still says 待付款 after the polls: "still confirming", `recheck()` asks again).
 */
export type PayPhase = 'idle' | 'preparing' | 'paying' | 'confirming' | 'paid' | 'cancelled' | 'failed' | 'pending';

export interface PayOrderRequest {
  orderId: string;
  channel: PayChannel | 'balance';
  /** yuan, for the stand-in cashier */
  amount?: number;
}

export interface UsePayOrderOptions {
  /** ms between two polls of the order after the host said paid */
  pollInterval?: number;
  /** how many polls before the payment is left "still confirming" */
  pollAttempts?: number;
  /** what stands in for the host outside the host app (default: the cashier sheet) */
  standIn?: (request: PayRequest) => Promise<PayOutcome>;
}

function wechatParams({ appId, timeStamp, nonceStr, package: prepayPackage, signType, paySign }: WechatPrepay): WechatPrepay {
  return { appId, timeStamp, nonceStr, package: prepayPackage, signType, paySign };
}

const BUSY: readonly PayPhase[] = ['preparing', 'paying', 'confirming'];

/** The payment's catalogue call per channel: WeChat's own prepay, Alipay's through pay order v2, the balance's at once. */
export function usePayOrder({ pollInterval = 1500, pollAttempts = 5, standIn }: UsePayOrderOptions = {}) {
  const dispatch = useAppDispatch();
  const { locale } = useI18n();
  const [phase, setPhase] = useState<PayPhase>('idle');
  const alive = useRef(true);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastOrder = useRef('');
  const lastFailure = useRef<unknown>(null);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      if (timer.current) clearTimeout(timer.current);
    };
  }, []);

  const show = useCallback((next: PayPhase): PayPhase => {
    if (alive.current) setPhase(next);
    return next;
  }, []);

  const wait = useCallback(
    (ms: number) =>
      new Promise<boolean>((resolve) => {
        timer.current = setTimeout(() => resolve(alive.current), ms);
      }),
    [],
  );

  /** Polls the order until it leaves 待付款 (paid) or the attempts run out (pending). */
  const confirm = useCallback(
    async (orderId: string): Promise<PayPhase> => {
      show('confirming');
      for (let attempt = 0; attempt < pollAttempts; attempt += 1) {
        if (attempt > 0 && !(await wait(pollInterval))) return 'pending';
        const result = await dispatch(orderLifeApi.endpoints.orderDetail.initiate({ orderId }, { subscribe: false, forceRefetch: true }));
        if (result.data && result.data.status !== 0) {
          const moved: TagDescription<TagType>[] = [{ type: 'Order', id: 'LIST' }, { type: 'Order', id: orderId }, 'RedDot'];
          dispatch(baseApi.util.invalidateTags(moved));
          return show('paid');
        }
      }
      return show('pending');
    },
    [dispatch, pollAttempts, pollInterval, show, wait],
  );

  const start = useCallback(
    async ({ orderId, channel, amount }: PayOrderRequest): Promise<PayPhase> => {
      lastOrder.current = orderId;
      lastFailure.current = null;
      show('preparing');
      if (channel === 'balance') {
        const paid = await dispatch(orderPayApi.endpoints.payOrder.initiate({ orderId, payType: 'BALANCE' }));
        lastFailure.current = paid.error ?? null;
        return show(paid.error ? 'failed' : 'paid');
      }
      const prepared =
        channel === 'wechat'
          ? await dispatch(orderPayApi.endpoints.wechatPay.initiate({ orderId }))
          : await dispatch(orderPayApi.endpoints.payOrderV2.initiate({ orderId, payType: 'ALIPAY' }));
      if (!prepared.data) {
        lastFailure.current = prepared.error;
        return show('failed');
      }
      // the SDK's own parameters only: WeChat's JSAPI fields, or Alipay's order string
      const payload = 'sdkPayload' in prepared.data ? prepared.data.sdkPayload : wechatParams(prepared.data);
      show('paying');
      const cashier = standIn ?? ((request: PayRequest) => loadChunk(() => import('@/components/CashierSheet/openCashier')).then(({ openCashier }) => openCashier(request, locale)));
      const outcome = await payThroughHost({ channel, payload, ...(amount === undefined ? {} : { amount }) }, { standIn: cashier });
      if (outcome !== 'paid') return show(outcome);
      return confirm(orderId);
    },
    [confirm, dispatch, locale, show, standIn],
  );

  /**
   * Pays; resolves with where it ended. One payment per caller: the write that starts it
   * (useAction in the order actions) is what keeps a second tap from starting another.
   */
  const pay = start;

  /** After "still confirming": asks the server again. */
  const recheck = useCallback(async (): Promise<PayPhase> => (lastOrder.current ? confirm(lastOrder.current) : 'idle'), [confirm]);

  /** Why the last payment failed before reaching the host (its call's error), for the caller to say unless the listener did. */
  const failure = useCallback((): unknown => lastFailure.current, []);

  return { pay, recheck, phase, busy: BUSY.includes(phase), failure };
}
