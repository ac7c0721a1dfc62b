import { Popup } from 'antd-mobile';
import { CheckCircleFill, CloseOutline } from 'antd-mobile-icons';
import type { CallFailure } from '@/api/errors';
import type { MyCoupon } from '@/api/types/member';
import { CouponCard } from '@/components/CouponCard/CouponCard';
import type { CouponUsability } from '@/components/CouponCard/coupon';
import { QueryView, type QuerySource } from '@/components/QueryView';
import { PageSkeleton } from '@/components/states';
import { formatFen } from '@/lib/money';
import { useI18n } from '@/platform/i18n';
import styles from './ConfirmOrderScreen.module.css';
import '@/platform/i18n/areas/cart';

export interface RatedCoupon {
  coupon: MyCoupon;
  usability: CouponUsability;
}

export interface CouponPopupProps {
  visible: boolean;
  /** the member's coupons are still loading, or failed to load (with a retry) */
  status: 'loading' | 'error' | 'ready';
  error?: CallFailure;
  onRetry: () => void;
  retrying: boolean;
  coupons: RatedCoupon[];
  /** the chosen member coupon id, null for none */
  chosenId: string | null;
  onChoose: (couponId: string | null) => void;
  onClose: () => void;
}

/** Bottom sheet of the member's unused coupons: the usable ones to choose from, the others with the reason. */
export function CouponPopup({ visible, status, error, onRetry, retrying, coupons, chosenId, onChoose, onClose }: CouponPopupProps) {
  const { t } = useI18n();
  // the popup's status props as the query QueryView shows (the screen rates the coupons it loaded)
  const query: QuerySource<RatedCoupon[]> = {
    data: status === 'ready' ? coupons : undefined,
    error: status === 'error' ? error : undefined,
    isLoading: status === 'loading',
    isFetching: retrying,
    refetch: onRetry,
  };
  const usable = coupons.filter((entry) => entry.usability.usable);
  const unusable = coupons.filter((entry) => !entry.usability.usable);

  const reason = (usability: CouponUsability): string | undefined => {
    if (usability.usable) return undefined;
    if (usability.reason === 'shortBy') return t('cart.couponShortBy', { amount: formatFen(usability.shortBy) });
    if (usability.reason === 'notStarted') return t('cart.couponNotStarted', { date: usability.startDate });
    return undefined;
  };

  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} position="bottom" bodyClassName={styles.popupBody} destroyOnClose>
      <section className={styles.popup} aria-labelledby="coupon-popup-title" data-testid="coupon-popup">
        <header className={styles.popupHeader}>
          <h2 id="coupon-popup-title" className={styles.popupTitle}>
            {t('cart.chooseCoupon')}
          </h2>
          <button type="button" className={styles.popupClose} aria-label={t('cart.close')} onClick={onClose}>
            <CloseOutline aria-hidden />
          </button>
        </header>
        <div className={styles.popupList}>
          {/* no coupons is not an empty block: the sheet says there is none to use */}
          <QueryView query={query} skeleton={<PageSkeleton rows={2} />} isEmpty={() => false}>
            {() => (
              <>
                {usable.length === 0 && <p className={styles.popupNone}>{t('cart.couponNoneText')}</p>}
                {usable.length > 0 && (
                  <div role="radiogroup" aria-label={t('cart.couponUsable', { count: usable.length })} className={styles.couponGroup}>
                    <h3 className={styles.couponGroupTitle} aria-hidden>
                      {t('cart.couponUsable', { count: usable.length })}
                    </h3>
                    {usable.map(({ coupon }) => (
                      <CouponCard
                        key={coupon.id}
                        coupon={coupon}
                        status="unused"
                        checked={coupon.id === chosenId}
                        onSelect={() => onChoose(coupon.id)}
                      />
                    ))}
                    <button
                      type="button"
                      role="radio"
                      aria-checked={chosenId === null}
                      className={styles.noCoupon}
                      onClick={() => onChoose(null)}
                    >
                      <span>{t('cart.couponNotUse')}</span>
                      {chosenId === null ? <CheckCircleFill className={styles.noCouponCheck} aria-hidden /> : <span className={styles.noCouponOff} aria-hidden />}
                    </button>
                  </div>
                )}
                {unusable.length > 0 && (
                  <div className={styles.couponGroup}>
                    <h3 className={styles.couponGroupTitle}>{t('cart.couponUnusable', { count: unusable.length })}</h3>
                    {unusable.map(({ coupon, usability }) => (
                      <CouponCard key={coupon.id} coupon={coupon} status="unused" onSelect={() => undefined} disabledReason={reason(usability) ?? ''} />
                    ))}
                  </div>
                )}
              </>
            )}
          </QueryView>
        </div>
      </section>
    </Popup>
  );
}
