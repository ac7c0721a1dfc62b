import type { Order } from '@/api/types/order';
import { useI18n, type Translate } from '@/platform/i18n';
import { formatCountdown, usePayCountdown } from './payCountdown';
import styles from './OrderDetailsScreen.module.css';
import '@/platform/i18n/areas/orderActions';
import '@/platform/i18n/areas/orderDetails';

function PayCountdown({ expireTime }: { expireTime: string }) {
  const { t } = useI18n();
  const left = usePayCountdown(expireTime);
  return (
    <p className={styles.bannerNote} data-testid="pay-countdown">
      {left > 0 ? t('orderDetails.banner.0', { time: formatCountdown(left) }) : t('orderDetails.banner.expired')}
    </p>
  );
}

/** What the banner says under the status (not 待付款: that one counts down). */
function note(order: Order, t: Translate): string {
  const byStore = order.deliveryType !== 1;
  switch (order.status) {
    case 1:
      return t(byStore ? 'orderDetails.banner.1store' : 'orderDetails.banner.1');
    case 2:
      return t(byStore ? 'orderDetails.banner.2store' : 'orderDetails.banner.2');
    case 3:
      return t('orderDetails.banner.3');
    case 4:
      return order.cancelReason ? t('orderDetails.banner.4', { reason: order.cancelReason }) : t('orderDetails.banner.4plain');
    case 5:
      return t('orderDetails.banner.5');
    case 6:
      return t('orderDetails.banner.6');
    default:
      return '';
  }
}

/** The status banner: the status in large type; the payment countdown (待付款) or what happens next. */
export function DetailsBanner({ order }: { order: Order }) {
  const { t } = useI18n();
  return (
    <section className={styles.banner} data-testid="status-banner" aria-labelledby="order-status-title">
      <h2 id="order-status-title" className={styles.bannerTitle}>
        {t(`orderActions.status.${order.status}`)}
      </h2>
      {order.status === 0 ? <PayCountdown expireTime={order.payExpireTime} /> : <p className={styles.bannerNote}>{note(order, t)}</p>}
    </section>
  );
}
