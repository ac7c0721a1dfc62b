import { Button } from 'antd-mobile';
import { CheckCircleFill } from 'antd-mobile-icons';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useI18n } from '@/platform/i18n';
import { discountParts, shortYuan, type CouponCardData, type CouponCardStatus } from './coupon';
import styles from './CouponCard.module.css';
import '@/platform/i18n/areas/cart';

export interface CouponCardProps {
  coupon: CouponCardData;
  status: CouponCardStatus;
  /** 去使用 (unused) or 立即领取 (receivable); without it no button is shown */
  onAction?: () => void;
  /** the receive request is in flight: the button shows progress and cannot be tapped again */
  actionLoading?: boolean;
  /**
   * Choice mode (checkout): the whole card is a radio and the right side shows the check mark
   * instead of a button or stamp.
   */
  onSelect?: () => void;
  checked?: boolean;
  /** why the coupon cannot be used here (e.g. 还差 ¥35 可用): the card is greyed and cannot be chosen */
  disabledReason?: string;
}

/**
 * A coupon as a ticket: the value (yuan off or 折) and its threshold on the left, name, rules and
 * validity on the right, then the action (去使用 / 立即领取) or a stamp (已使用 / 已过期 / 已领取 /
 * 已抢光 / 已达上限).
 */
export function CouponCard({ coupon, status, onAction, actionLoading = false, onSelect, checked = false, disabledReason }: CouponCardProps) {
  const { t } = useI18n();
  const spent = status === 'used' || status === 'expired';
  // the centre's coupons the member cannot take (none left, or their copies are used up)
  const closed = status === 'soldOut' || status === 'limitReached';
  const muted = spent || closed || disabledReason !== undefined;
  const choosable = onSelect !== undefined && disabledReason === undefined && !spent;

  // the figure large, its unit (折 / off) small, so 10% off fits the value column at 320 px
  const value =
    coupon.type === 2 ? (
      <span className={styles.value}>
        <span className="visually-hidden">{t('cart.couponCard.discountValue', discountParts(coupon.discount))}</span>
        <span aria-hidden>
          {t('cart.couponCard.discountFigure', discountParts(coupon.discount))}
          <span className={styles.unit}>{t('cart.couponCard.discountUnit')}</span>
        </span>
      </span>
    ) : (
      <span className={styles.value}>
        <span className="visually-hidden">{t('cart.couponCard.amountLabel', { amount: shortYuan(coupon.amount) })}</span>
        <span aria-hidden>
          <span className={styles.symbol}>¥</span>
          {shortYuan(coupon.amount)}
        </span>
      </span>
    );

  const validity = t('cart.couponCard.validity', {
    start: dayjs(coupon.startTime).format('YYYY.MM.DD'),
    end: dayjs(coupon.endTime).format('YYYY.MM.DD'),
  });

  let side: ReactNode = null;
  if (onSelect !== undefined) {
    side = checked ? (
      <CheckCircleFill className={styles.check} aria-hidden />
    ) : (
      <span className={styles.uncheck} aria-hidden />
    );
  } else if (spent || closed || status === 'received') {
    const stamp = t(`cart.couponCard.${status}`);
    side = <span className={`${styles.stamp} ${status === 'received' ? styles.stampBrand : ''} ${closed ? styles.stampLong : ''}`}>{stamp}</span>;
  } else if (onAction) {
    side = (
      <Button
        className={styles.action}
        size="mini"
        shape="rounded"
        color="primary"
        fill={status === 'receivable' ? 'solid' : 'outline'}
        loading={actionLoading}
        loadingText={status === 'receivable' ? t('cart.couponCard.receive') : t('cart.couponCard.use')}
        disabled={actionLoading}
        onClick={onAction}
      >
        {status === 'receivable' ? t('cart.couponCard.receive') : t('cart.couponCard.use')}
      </Button>
    );
  }

  const body = (
    <>
      <span className={styles.left}>
        {value}
        <span className={styles.threshold}>
          {coupon.threshold > 0 ? t('cart.couponCard.threshold', { amount: shortYuan(coupon.threshold) }) : t('cart.couponCard.noThreshold')}
        </span>
      </span>
      <span className={styles.right}>
        <span className={styles.info}>
          {/* the type tag runs inline before the name, so a long name wraps under it (two lines at most) */}
          <span className={styles.title}>
            <span className={styles.type}>{t(`cart.couponCard.type${coupon.type}`)}</span>
            <span>{coupon.name}</span>
          </span>
          {coupon.description && <span className={styles.description}>{coupon.description}</span>}
          <span className={styles.validity}>{validity}</span>
          {disabledReason && <span className={styles.reason}>{disabledReason}</span>}
        </span>
        {side && <span className={styles.side}>{side}</span>}
      </span>
    </>
  );

  const className = `${styles.card} ${muted ? styles.muted : ''} ${checked ? styles.checked : ''}`;
  if (choosable) {
    return (
      <button type="button" role="radio" aria-checked={checked} className={`${className} ${styles.choosable}`} onClick={onSelect} data-testid="coupon-card">
        {body}
      </button>
    );
  }
  return (
    <div className={className} data-testid="coupon-card">
      {body}
    </div>
  );
}
