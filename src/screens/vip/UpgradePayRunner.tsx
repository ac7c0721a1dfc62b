import { useEffect, useRef } from 'react';
import { usePayOrder, type PayOrderRequest, type PayPhase } from '@/hooks/usePayOrder';
import { showToast } from '@/platform/feedback';
import { useI18n } from '@/platform/i18n';
import '@/platform/i18n/areas/payment';

export interface UpgradePayRunnerProps {
  request: PayOrderRequest;
  /** where the payment ended (paid, cancelled, failed at the host, still confirming); all but paid already said */
  onDone: (outcome: PayPhase) => void;
  /** it failed before reaching the host: the payment call's own failure, for the action to tell */
  onFailed: (failure: unknown) => void;
}

/**
 * One payment of the upgrade order through the orders area's payment (`usePayOrder`: the host's pay
 * sheet, or the stand-in cashier), mounted once 立即升级 has the order. A chunk of its own, loaded on
 * the tap (`lazyPart`), so the page does not carry the payment before it is needed. Says how a
 * payment that did not go through ended (the payment's own words); draws nothing.
 */
export default function UpgradePayRunner({ request, onDone, onFailed }: UpgradePayRunnerProps) {
  const { t } = useI18n();
  const { pay, failure } = usePayOrder();
  const started = useRef(false);
  const latest = useRef({ pay, failure, onDone, onFailed, t });
  useEffect(() => {
    latest.current = { pay, failure, onDone, onFailed, t };
  });
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void latest.current.pay(request).then(
      (outcome) => {
        const refused = outcome === 'failed' ? latest.current.failure() : null;
        if (refused != null) {
          latest.current.onFailed(refused);
          return;
        }
        const { t: text } = latest.current;
        if (outcome === 'cancelled') showToast({ content: text('payment.phase.cancelled') });
        else if (outcome === 'failed') showToast({ icon: 'fail', content: text('payment.phase.failed') });
        else if (outcome === 'pending') showToast({ content: text('payment.phase.pending') });
        latest.current.onDone(outcome);
      },
      // the cashier's chunk did not load (offline): the payment ends here
      (error: unknown) => latest.current.onFailed(error),
    );
  }, [request]);
  return null;
}
