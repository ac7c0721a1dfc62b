import { useEffect, useRef } from 'react';
import { useFailureToast } from '@/hooks/useFailureToast';
import { usePayOrder, type PayOrderRequest, type PayPhase } from '@/hooks/usePayOrder';
import { confirmDialog, showToast } from '@/platform/feedback';
import { useI18n } from '@/platform/i18n';
import '@/platform/i18n/areas/orderActions';
import '@/platform/i18n/areas/payment';

export interface PayRunnerProps {
  request: PayOrderRequest;
  /** the payment ended (whichever way) and was said */
  onDone: () => void;
}

/**
 * One payment of an order, mounted (and loaded) once the buyer chose its channel in the 选择支付方式
 * sheet: usePayOrder through the host or the stand-in cashier (WeChat Pay, Alipay), or from the
 * balance (settled at once), then what came of it: 支付成功, 已取消支付, 支付失败 (when the host
 * said so; a refusal of the server was said by the app's listener, any other failure of a call,
 * such as no network, is said here), or "still confirming" with a way to ask again. Unmounting
 * stops the polling. Renders nothing itself.
 */
export default function PayRunner({ request, onDone }: PayRunnerProps) {
  const { t } = useI18n();
  const { pay, recheck, phase, failure } = usePayOrder();
  // a call that failed before the host (offline) is said here unless the app's listener said it
  const tellFailure = useFailureToast({ fallback: 'orderActions.failedRetry' });
  const reachedHost = useRef(false);
  const started = useRef(false);
  const latest = useRef({ pay, recheck, onDone, t, failure, tellFailure });
  useEffect(() => {
    latest.current = { pay, recheck, onDone, t, failure, tellFailure };
  });
  useEffect(() => {
    if (phase === 'paying') reachedHost.current = true;
  }, [phase]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const say = async (outcome: PayPhase) => {
      const { t: text, recheck: askAgain } = latest.current;
      if (outcome === 'paid') showToast({ icon: 'success', content: text('payment.phase.paid') });
      else if (outcome === 'cancelled') showToast({ content: text('payment.phase.cancelled') });
      else if (outcome === 'failed' && reachedHost.current) showToast({ icon: 'fail', content: text('payment.phase.failed') });
      else if (outcome === 'failed') latest.current.tellFailure(latest.current.failure());
      else if (outcome === 'pending') {
        const again = await confirmDialog({
          title: text('orderActions.pendingTitle'),
          content: text('orderActions.pendingBody'),
          confirmText: text('payment.phase.recheck'),
          cancelText: text('orderActions.pendingLater'),
        });
        if (!again) return;
        const next = await askAgain();
        showToast(next === 'paid' ? { icon: 'success', content: text('payment.phase.paid') } : { content: text('payment.phase.pending') });
      }
    };
    void latest.current
      .pay(request)
      .then(say, (error: unknown) => {
        // the cashier's chunk did not load (offline): the payment ends here, said
        console.warn('[orders] the payment did not start', error);
        showToast({ content: latest.current.t('orderActions.failedRetry') });
      })
      .finally(() => latest.current.onDone());
  }, [request]);

  return null;
}
