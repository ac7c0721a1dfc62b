import { useState } from 'react';
import { useActivityCouponItemsQuery, useReceiveActivityCouponMutation } from '@/api/memberApi';
import type { CouponCenterItem } from '@/api/types/member';
import { CouponCard } from '@/components/CouponCard/CouponCard';
import { QueryView } from '@/components/QueryView';
import { useAction } from '@/hooks/useAction';
import { useRequestNo } from '@/hooks/useRequestNo';
import { useI18n } from '@/platform/i18n';
import styles from './ActivityParts.module.css';
import '@/platform/i18n/areas/activityArea';

export const activityCouponsTestId = 'activity-coupons';

/**
 * The activity's coupons, each with 立即领取 until the member holds it (then 已领取, from the server).
 * Receiving carries a request number (the same on a retry after a lost answer), so five fast taps
 * and a network failure still receive one coupon; it invalidates Activity and Coupon, so this list,
 * my coupons and the checkout's coupon sheet ask again.
 */
export function ActivityCoupons({ activityId }: { activityId: string }) {
  const { t } = useI18n();
  const query = useActivityCouponItemsQuery({ activityId });
  const [receiveCoupon] = useReceiveActivityCouponMutation();
  const requestNo = useRequestNo();
  const [pending, setPending] = useState<string | null>(null);
  const receive = useAction(
    (coupon: CouponCenterItem) => {
      setPending(coupon.couponId);
      return receiveCoupon({ activityId, couponId: coupon.couponId, requestNo: requestNo.of(`activityCoupon:${activityId}:${coupon.couponId}`) }).unwrap();
    },
    {
      success: t('activityArea.coupons.received'),
      wording: { fallback: 'activityArea.failedRetry' },
      onSuccess: () => requestNo.settle(),
      onFailure: (error) => requestNo.failed(error),
    },
  );
  return (
    <section className={styles.section} aria-labelledby="activity-coupons-title" data-testid={activityCouponsTestId}>
      <h2 id="activity-coupons-title" className={styles.sectionTitle}>
        {t('activityArea.coupons.title')}
      </h2>
      <QueryView query={query} skeleton={<div className={styles.sectionSkeleton} aria-busy="true" />} empty={<p className={styles.none}>{t('activityArea.coupons.empty')}</p>}>
        {(coupons) => (
          <ul className={styles.list}>
            {coupons.map((coupon) => (
              <li key={coupon.couponId}>
                <CouponCard
                  coupon={coupon}
                  status={coupon.received ? 'received' : 'receivable'}
                  onAction={() => void receive.run(coupon)}
                  actionLoading={receive.busy && pending === coupon.couponId}
                />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
