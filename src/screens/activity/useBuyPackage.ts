import { useNavigate } from 'react-router-dom';
import { ADDRESS_BOOK, useAddressPageQuery } from '@/api/addressApi';
import { useCreateActivityMutation } from '@/api/orderApi';
import type { GiftPackage } from '@/api/types/member';
import { useAction, type Action } from '@/hooks/useAction';
import { useRequestNo } from '@/hooks/useRequestNo';
import { showToast } from '@/platform/feedback';
import { useI18n } from '@/platform/i18n';
import { href, paths } from '@/routes';
import '@/platform/i18n/areas/activityArea';

/** The address a package is sent to: the default one, else the first of the book; null when the book is empty. */
export function deliveryAddressId(book: readonly { id: string; isDefault: 0 | 1 }[]): string | null {
  return (book.find((address) => address.isDefault === 1) ?? book[0])?.id ?? null;
}

/**
 * Buys one gift package of the activity: creates the activity order (to the default address) and
 * replaces the page with the order's details with its payment open (`pay=1`), the orders area's
 * cashier. The create carries a request number, the same on a retry after a lost answer, so five
 * fast taps and a network failure create one order. Without an address it says so and opens the
 * address form.
 */
export function useBuyPackage(activityId: string): Action<[GiftPackage], { orderId: string } | null> {
  const { t } = useI18n();
  const navigate = useNavigate();
  const book = useAddressPageQuery(ADDRESS_BOOK);
  const [createActivity] = useCreateActivityMutation();
  const requestNo = useRequestNo();
  return useAction(
    async (pack: GiftPackage) => {
      const list = book.data?.list ?? (await book.refetch().unwrap()).list;
      const addressId = deliveryAddressId(list);
      if (!addressId) return null;
      const intent = `activityPackage:${activityId}:${pack.packageId}:${addressId}`;
      const order = await createActivity({ activityId, packageId: pack.packageId, quantity: 1, addressId, requestNo: requestNo.of(intent) }).unwrap();
      return { orderId: order.orderId };
    },
    {
      wording: { fallback: 'activityArea.failedRetry' },
      hold: (created) => created !== null,
      onSuccess: (created) => {
        requestNo.settle();
        if (!created) {
          showToast({ content: t('activityArea.packages.needAddress') });
          void navigate(href('/address/editaddress'));
          return;
        }
        void navigate(href(paths.orderDetails, { orderId: created.orderId, pay: 1 }), { replace: true });
      },
      onFailure: (error) => requestNo.failed(error),
    },
  );
}
