import { CheckCircleFill, CloseOutline } from 'antd-mobile-icons';
import type { PageResult } from '@/api/types/common';
import type { MyCoupon } from '@/api/types/member';
import { CouponCard } from '@/components/CouponCard/CouponCard';
import type { CouponUsability } from '@/components/CouponCard/coupon';
import { QueryView, type QuerySource } from '@/components/QueryView';
import { Sheet } from '@/components/Sheet';
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
  /** the member's coupons: the query hook's result as it is (loading, failed with a retry, or the page) */
  query: QuerySource<PageResult<MyCoupon>>;
  /** the unused coupons of a page, rated for this order (as the screen rates them) */
  rate: (page: PageResult<MyCoupon>) => RatedCoupon[];
  /** the chosen member coupon id, null for none */
  chosenId: string | null;
  onChoose: (couponId: string | null) => void;
  onClose: () => void;
}

/** Bottom sheet of the member's unused coupons: the usable ones to choose from, the others with the reason. */
export function CouponPopup({ visible, query, rate, chosenId, onChoose, onClose }: CouponPopupProps) {
  const { t } = useI18n();
  return (
    <Sheet visible={visible} onMaskClick={onClose} onClose={onClose} position="bottom" bodyClassName={styles.popupBody} destroyOnClose>
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
            {(page) => <CouponChoice coupons={rate(page)} chosenId={chosenId} onChoose={onChoose} />}
          </QueryView>
        </div>
      </section>
    </Sheet>
  );
}

interface CouponChoiceProps extends Pick<CouponPopupProps, 'chosenId' | 'onChoose'> {
  coupons: RatedCoupon[];
}

/** The usable coupons as a radio group (then 不使用优惠券), the others with what they are missing. */
function CouponChoice({ coupons, chosenId, onChoose }: CouponChoiceProps) {
  const { t } = useI18n();
  const reason = (usability: CouponUsability): string | undefined => {
    if (usability.usable) return undefined;
    switch (usability.reason) {
      case 'shortBy': {
        const amount = formatFen(usability.shortBy);
        return usability.categoryName ? t('cart.couponCategoryShortBy', { amount, category: usability.categoryName }) : t('cart.couponShortBy', { amount });
      }
      case 'notStarted':
        return t('cart.couponNotStarted', { date: usability.startDate });
      case 'category':
        return usability.categoryName ? t('cart.couponOnlyCategory', { category: usability.categoryName }) : t('cart.couponOnlyItsCategory');
      default:
        return undefined;
    }
  };
  const usable = coupons.filter((entry) => entry.usability.usable);
  const unusable = coupons.filter((entry) => !entry.usability.usable);
  return (
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
  );
}
