import { useEffect, useRef } from 'react';
import { usePayOrder, type PayOrderRequest, type PayPhase } from '@/hooks/usePayOrder';
import { confirmDialog, showToast } from '@/platform/feedback';
import { useI18n } from '@/platform/i18n';
import '@/platform/i18n/areas/orderActions';
import '@/platform/i18n/areas/payment';

export interface PayRunnerProps {
  request: PayOrderRequest;
  /** the payment ended (paid, cancelled, failed at the host, still confirming) and was said */
  onDone: () => void;
  /** it failed before reaching the host (a refused or unanswered call, the cashier not loading): the caller tells it */
  onFailed: (failure: unknown) => void;
  /** the order is paid: the caller shows the result page (without it, a 支付成功 toast says so) */
  onPaid?: (() => void) | undefined;
}

/**
 * One payment of an order, mounted (and loaded) once the buyer chose its channel in the 选择支付方式
 * sheet: usePayOrder through the host or the stand-in cashier (WeChat Pay, Alipay), or from the
 * balance (settled at once), then what came of it: 支付成功, 已取消支付, 支付失败 (when the host
 * said so), or "still confirming" with a way to ask again. A failure before the host (a call refused
 * or unanswered, the cashier not loading) goes to `onFailed`: the order action tells it. Unmounting
 * stops the polling. Renders nothing itself.
 */
export default function PayRunner({ request, onDone, onFailed, onPaid }: PayRunnerProps) {
  const { t } = useI18n();
  const { pay, recheck, phase, failure } = usePayOrder();
  const reachedHost = useRef(false);
  const started = useRef(false);
  const latest = useRef({ pay, recheck, onDone, onFailed, onPaid, t, failure });
  useEffect(() => {
    latest.current = { pay, recheck, onDone, onFailed, onPaid, t, failure };
  });
  useEffect(() => {
    if (phase === 'paying') reachedHost.current = true;
  }, [phase]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const say = async (outcome: PayPhase) => {
      const { t: text, recheck: askAgain, onPaid: showPaid } = latest.current;
      const paid = () => (showPaid ? showPaid() : showToast({ icon: 'success', content: text('payment.phase.paid') }));
      if (outcome === 'paid') paid();
      else if (outcome === 'cancelled') showToast({ content: text('payment.phase.cancelled') });
      else if (outcome === 'failed' && reachedHost.current) showToast({ icon: 'fail', content: text('payment.phase.failed') });
      else if (outcome === 'pending') {
        const again = await confirmDialog({
          title: text('orderActions.pendingTitle'),
          content: text('orderActions.pendingBody'),
          confirmText: text('payment.phase.recheck'),
          cancelText: text('orderActions.pendingLater'),
        });
        if (!again) return;
        const next = await askAgain();
        if (next === 'paid') paid();
        else showToast({ content: text('payment.phase.pending') });
      }
    };
    void latest.current.pay(request).then(
      async (outcome) => {
        if (outcome === 'failed' && !reachedHost.current) {
          latest.current.onFailed(latest.current.failure());
          return;
        }
        await say(outcome);
        latest.current.onDone();
      },
      // the cashier's chunk did not load (offline): the payment ends here
      (error: unknown) => latest.current.onFailed(error),
    );
  }, [request]);

  return null;
}
