import { memberApi, useUpgradeMutation, useUpgradeTokenMutation } from '@/api/memberApi';
import { isApiError } from '@/api/errors';
import { useAction } from '@/hooks/useAction';
import { usePayOrder, type PayPhase } from '@/hooks/usePayOrder';
import { useRequestNo } from '@/hooks/useRequestNo';
import { showToast } from '@/platform/feedback';
import { useI18n } from '@/platform/i18n';
import { useAppDispatch } from '@/state/hooks';
import { keepPlaced, placedFor, upgradeIntent, type UpgradeChoice } from './upgradeDraft';
import '@/platform/i18n/areas/payment';
import '@/platform/i18n/areas/upgradeNext';

/**
 * 立即升级: the upgrade's one write, then its payment. A quote for the package (`upgradeToken`),
 * the upgrade order (`upgrade`, with a request number per package and address: a retry after a
 * lost answer repeats it and the server places nothing new), then the order paid through the
 * orders area's payment (`usePayOrder`: the host's pay sheet, or the stand-in cashier). The order
 * placed is kept (upgradeDraft.ts), so a closed cashier, a failed payment or a reload pays that
 * order on the next tap instead of placing another. Paid: `onPaid` (the member's level is asked again).
 */
export function useUpgradePay(onPaid: () => void) {
  const { t } = useI18n();
  const dispatch = useAppDispatch();
  const requestNo = useRequestNo();
  const [quote] = useUpgradeTokenMutation();
  const [place] = useUpgradeMutation();
  const { pay, failure } = usePayOrder();

  return useAction(
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
      const outcome = await pay({ orderId: placed.orderId, channel, amount: placed.payAmount });
      if (outcome === 'failed' && failure() != null) {
        // the payment call's own failure (an ApiError, as a call's unwrap() throws it), for useAction to tell once
        const refused = failure();
        // the order can no longer be paid (closed, paid elsewhere): the next tap places a new one
        if (isApiError(refused) && refused.kind !== 'network') keepPlaced(null);
        throw refused;
      }
      return outcome;
    },
    {
      wording: { fallback: 'upgradeNext.failed' },
      success: (outcome) => (outcome === 'paid' ? t('upgradeNext.done') : null),
      hold: (outcome) => outcome === 'paid',
      onFailure: (error) => requestNo.failed(error),
      onSuccess: (outcome) => {
        if (outcome === 'paid') {
          dispatch(memberApi.util.invalidateTags(['Member']));
          onPaid();
        } else if (outcome === 'cancelled') showToast({ content: t('payment.phase.cancelled') });
        else if (outcome === 'failed') showToast({ icon: 'fail', content: t('payment.phase.failed') });
        else if (outcome === 'pending') showToast({ content: t('payment.phase.pending') });
      },
    },
  );
}
