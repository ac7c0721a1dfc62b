import { useState } from 'react';
import { useReceiveCouponMutation } from '@/api/memberApi';
import { useAction } from '@/hooks/useAction';
import { useRequestNo } from '@/hooks/useRequestNo';
import { useI18n } from '@/platform/i18n';
import '@/platform/i18n/areas/collectCoupons';

/**
 * 立即领取 on a coupon of the centre: one receive at a time (useAction), carrying one request number
 * per coupon until the server has answered (useRequestNo), so taps during the request send nothing
 * and a retry after a lost answer is answered with the first outcome: the coupon is held once.
 * `pendingId` is the coupon being received (its button shows progress). The `Coupon` tag it
 * invalidates refreshes the centre, my coupons and checkout's coupon sheet.
 */
export function useReceiveCoupon() {
  const { t } = useI18n();
  const [receiveCoupon] = useReceiveCouponMutation();
  const requestNo = useRequestNo();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const action = useAction(
    async (couponId: string) => {
      setPendingId(couponId);
      try {
        return await receiveCoupon({ couponId, requestNo: requestNo.of(`coupon:${couponId}`) }).unwrap();
      } finally {
        setPendingId(null);
      }
    },
    {
      success: t('collectCoupons.received'),
      wording: { icon: 'fail' },
      onSuccess: () => requestNo.settle(),
      onFailure: (error) => requestNo.failed(error),
    },
  );
  return { receive: action.run, busy: action.busy, pendingId };
}
