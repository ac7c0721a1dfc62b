import type { OpenShopApplication } from '@/api/types/openShop';
import { openShopApi, useOpenShopApplyMutation } from '@/api/openShopApi';
import { useAction } from '@/hooks/useAction';
import { usePayOrder, type PayPhase } from '@/hooks/usePayOrder';
import { useRequestNo } from '@/hooks/useRequestNo';
import { showToast } from '@/platform/feedback';
import { clearDraft } from '@/platform/formDraft';
import { useI18n } from '@/platform/i18n';
import { useAppDispatch } from '@/state/hooks';
import { applyArgOf, applyIntentOf, OPEN_SHOP_DRAFT, type OpenShopValues } from './openShopForm';
import '@/platform/i18n/areas/payment';
import '@/platform/i18n/areas/openShop';

/** The pay call's own failure (an ApiError: a plain object useAction reads) as the action's failure. */
function failWith(cause: unknown): Promise<never> {
  return new Promise<never>((_done, fail: (reason: unknown) => void) => {
    const failed = fail;
    failed(cause);
  });
}

/**
 * The application and its fee. `submit` sends openShopApply with a request number (one per set of
 * values: a retry after a lost answer repeats it, so the server creates one application and one fee
 * order), drops the draft once the server has the application, then pays the fee order through the
 * orders' payment flow (usePayOrder: the host, or the stand-in cashier). `payAgain` pays the fee of
 * an application still awaiting it. Both tell what came of the payment; the application's state
 * (`Apply`) is asked again whatever came of it, so the page shows it.
 */
export function useShopFee() {
  const { t } = useI18n();
  const dispatch = useAppDispatch();
  const refresh = () => dispatch(openShopApi.util.invalidateTags(['Apply']));
  const [apply] = useOpenShopApplyMutation();
  const requestNo = useRequestNo();
  const { pay, failure } = usePayOrder();

  const payFee = async (application: OpenShopApplication): Promise<PayPhase> => {
    const outcome = await pay({ orderId: application.orderId, channel: 'wechat', amount: application.fee });
    refresh();
    if (outcome === 'failed') {
      // refused or unanswered before the host: the action tells it; otherwise the host said it failed
      const cause = failure();
      if (cause) return failWith(cause);
      showToast({ icon: 'fail', content: t('payment.phase.failed') });
    } else if (outcome === 'cancelled') showToast({ content: t('payment.phase.cancelled') });
    else if (outcome === 'pending') showToast({ content: t('payment.phase.pending') });
    return outcome;
  };

  const submit = useAction(
    async (values: OpenShopValues) => {
      const application = await apply(applyArgOf(values, requestNo.of(applyIntentOf(values)))).unwrap();
      requestNo.settle();
      clearDraft(OPEN_SHOP_DRAFT);
      return payFee(application);
    },
    { wording: { fallback: 'openShop.failed' }, onFailure: (error) => requestNo.failed(error) },
  );

  const payAgain = useAction((application: OpenShopApplication) => payFee(application), { wording: { fallback: 'openShop.payFailed' } });

  return { submit, payAgain };
}
