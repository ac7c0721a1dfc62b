import { useState, type ReactNode } from 'react';
import { isApiError } from '@/api/errors';
import { memberApi, useUpgradeMutation, useUpgradeTokenMutation } from '@/api/memberApi';
import { ActionSlot, lazyPart } from '@/components/ActionSlot';
import { useAction, type Action } from '@/hooks/useAction';
import type { PayOrderRequest, PayPhase } from '@/hooks/usePayOrder';
import { useRequestNo } from '@/hooks/useRequestNo';
import { useI18n } from '@/platform/i18n';
import { useAppDispatch } from '@/state/hooks';
import { keepPlaced, placedFor, upgradeIntent, type UpgradeChoice } from './upgradeDraft';
import '@/platform/i18n/areas/upgradeNext';

const UpgradePayRunner = lazyPart(() => import('./UpgradePayRunner'));

interface Payment {
  request: PayOrderRequest;
  done: (outcome: PayPhase) => void;
  fail: (failure: unknown) => void;
}

/**
 * 立即升级: the upgrade's one write, then its payment. A quote for the package (`upgradeToken`),
 * the upgrade order (`upgrade`, with a request number per package and address: a retry after a
 * lost answer repeats it and the server places nothing new), then the order paid through the
 * orders area's payment (`UpgradePayRunner`: `usePayOrder`, loaded on the tap). The order placed is
 * kept (upgradeDraft.ts), so a closed cashier, a failed payment or a reload pays that order on the
 * next tap instead of placing another. Paid: `onPaid` (the member's level is asked again).
 * `slot` is where the payment runs: render it in the page.
 */
export function useUpgradePay(onPaid: () => void): { action: Action<[UpgradeChoice, string], PayPhase>; slot: ReactNode } {
  const { t } = useI18n();
  const dispatch = useAppDispatch();
  const requestNo = useRequestNo();
  const [quote] = useUpgradeTokenMutation();
  const [place] = useUpgradeMutation();
  const [payment, setPayment] = useState<Payment | null>(null);

  const action = useAction(
    async ({ packageId, channel }: UpgradeChoice, addressId: string): Promise<PayPhase> => {
      const intent = upgradeIntent(packageId, addressId);
      let placed = placedFor(intent);
      if (!placed) {
        const token = await quote({ packageId }).unwrap();
        const order = await place({ payToken: token.payToken, addressId, requestNo: requestNo.of(intent) }).unwrap();
        requestNo.settle();
        placed = { intent, orderId: order.orderId, payAmount: order.payAmount };
        keepPlaced(placed);
      }
      const request = { orderId: placed.orderId, channel, amount: placed.payAmount };
      try {
        return await new Promise<PayPhase>((done, fail) => setPayment({ request, done, fail }));
      } catch (refused: unknown) {
        // the order can no longer be paid (closed, paid elsewhere): the next tap places a new one
        if (isApiError(refused) && refused.kind !== 'network') keepPlaced(null);
        throw refused;
      } finally {
        setPayment(null);
      }
    },
    {
      wording: { fallback: 'upgradeNext.failed' },
      success: (outcome) => (outcome === 'paid' ? t('upgradeNext.done') : null),
      hold: (outcome) => outcome === 'paid',
      onFailure: (error) => requestNo.failed(error),
      // a payment that did not go through was said by the runner; the page stays with 继续支付
      onSuccess: (outcome) => {
        if (outcome !== 'paid') return;
        dispatch(memberApi.util.invalidateTags(['Member']));
        onPaid();
      },
    },
  );

  // a part that fails to render (the runner's chunk offline) fails the action with a toast, not the page
  const slot = (
    <ActionSlot onFailed={(failure) => payment?.fail(failure)}>
      {payment ? <UpgradePayRunner request={payment.request} onDone={payment.done} onFailed={payment.fail} /> : null}
    </ActionSlot>
  );
  return { action, slot };
}
