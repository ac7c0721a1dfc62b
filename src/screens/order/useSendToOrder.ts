import { useNavigate } from 'react-router-dom';
import { useFailureToast } from '@/hooks/useFailureToast';
import { showToast } from '@/platform/feedback';
import { useI18n } from '@/platform/i18n';
import { href, paths } from '@/routes';
import '@/platform/i18n/areas/setRefund';

/**
 * How an after-sale form (the request, the return waybill) ends its submit: the call; on a failure
 * its message, with the form and its draft kept; on success the draft cleared, a toast that
 * travels, and the order's details in this page's place.
 */
export function useSendToOrder(orderId: string, clearDraft: () => void) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const tellFailure = useFailureToast({ fallback: 'setRefund.failed', network: 'setRefund.networkFailed' });
  return async (send: () => Promise<unknown>, done: 'submitted' | 'logisticsSubmitted'): Promise<'sent' | 'notSent'> => {
    try {
      await send();
    } catch (failure) {
      tellFailure(failure);
      return 'notSent';
    }
    clearDraft();
    showToast({ icon: 'success', content: t(`setRefund.${done}`) }, { travels: true });
    void navigate(href(paths.orderDetails, { orderId }), { replace: true });
    return 'sent';
  };
}
