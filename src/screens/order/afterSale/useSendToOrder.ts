import { useNavigate } from 'react-router-dom';
import { useAction } from '@/hooks/useAction';
import { useI18n } from '@/platform/i18n';
import { href, paths } from '@/routes';
import '@/platform/i18n/areas/setRefund';

/**
 * The submit of an after-sale form (the request, the return waybill), through `useAction`: a
 * failure is told in the after-sale words with the form and its draft kept; on success the draft
 * is cleared, a toast travels, and the order's details take this page's place. `send` may return
 * `CANCELLED` when a check before sending stopped it (nothing sent).
 */
export function useSendToOrder(orderId: string, clearDraft: () => void, done: 'submitted' | 'logisticsSubmitted', send: () => Promise<unknown>) {
  const { t } = useI18n();
  const navigate = useNavigate();
  return useAction((): Promise<unknown> => send(), {
    success: t(`setRefund.${done}`),
    wording: { fallback: 'setRefund.failed', network: 'setRefund.networkFailed' },
    hold: () => true,
    onSuccess: () => {
      clearDraft();
      void navigate(href(paths.orderDetails, { orderId }), { replace: true });
    },
  });
}

