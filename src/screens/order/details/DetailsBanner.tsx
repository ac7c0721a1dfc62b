import type { Order } from '@/api/types/order';
import { useI18n, type Translate } from '@/platform/i18n';
import { formatCountdown } from './payCountdown';
import styles from './OrderDetailsScreen.module.css';
import '@/platform/i18n/areas/orderActions';
import '@/platform/i18n/areas/orderDetails';

function PayCountdown({ left }: { left: number }) {
  const { t } = useI18n();
  return (
    <p className={styles.bannerNote} data-testid="pay-countdown">
      {t('orderDetails.banner.0', { time: formatCountdown(left) })}
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

export interface DetailsBannerProps {
  order: Order;
  /** closed because its payment window ended (by the server, or the countdown ran out here) */
  closed: boolean;
  /** what is left of an unpaid order's payment window, in milliseconds */
  left: number;
}

/**
 * The status banner: the status in large type; the payment countdown (待付款) or what happens next.
 * An order its payment window closed says 交易关闭, with no way to pay.
 */
export function DetailsBanner({ order, closed, left }: DetailsBannerProps) {
  const { t } = useI18n();
  let body;
  if (closed) body = <p className={styles.bannerNote}>{t('orderDetails.banner.closed')}</p>;
  else if (order.status === 0) body = <PayCountdown left={left} />;
  else body = <p className={styles.bannerNote}>{note(order, t)}</p>;
  return (
    <section className={styles.banner} data-testid="status-banner" aria-labelledby="order-status-title">
      <h2 id="order-status-title" className={styles.bannerTitle}>
        {t(`orderActions.status.${closed ? 'closed' : order.status}`)}
      </h2>
      {body}
    </section>
  );
}
