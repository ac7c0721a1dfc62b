import type { Order } from '@/api/types/order';
import { OrderLines } from '@/components/OrderLines/OrderLines';
import { Price } from '@/components/Price/Price';
import { fen } from '@/lib/money';
import { useI18n } from '@/platform/i18n';
import { OrderActions } from '../actions/OrderActions';
import { pieceCount, shownStatus } from '../common/orderRules';
import styles from './OrderListScreen.module.css';
import '@/platform/i18n/areas/orderActions';
import '@/platform/i18n/areas/orderList';

export interface OrderCardProps {
  order: Order;
  /** the first cards load their pictures eagerly */
  eager: boolean;
  onOpen: (orderId: string) => void;
  /** the order was paid from its card: the page shows the payment's result */
  onPaid: (orderId: string) => void;
}

/** An order in the list: number and status, its lines, pieces and total, and its actions; opens the details. */
export function OrderCard({ order, eager, onOpen, onPaid }: OrderCardProps) {
  const { t } = useI18n();
  const open = () => onOpen(order.orderId);
  return (
    <article className={styles.card} data-testid="order-card" data-order-id={order.orderId} onClick={open}>
      <header className={styles.cardHead}>
        <button type="button" className={styles.cardOpen} onClick={(event) => {
            event.stopPropagation();
            open();
          }}>
          <span className={styles.orderNo}>{t('orderList.orderNo', { orderNo: order.orderNo })}</span>
          <span className={styles.chevron} aria-hidden />
        </button>
        <span className={styles.status} data-testid="order-status">
          {t(`orderActions.status.${shownStatus(order)}`)}
        </span>
      </header>
      <OrderLines lines={order.lines} size="compact" eagerCount={eager ? 2 : 0} />
      <p className={styles.summary} data-testid="order-summary">
        <span>{t('orderList.pieces', { count: pieceCount(order) })}</span>
        <span className={styles.summaryLabel}>{order.status === 0 ? t('orderList.toPay') : t('orderList.paid')}</span>
        <Price value={fen(order.payAmount)} role="line" />
      </p>
      <OrderActions order={order} place="list" onPaid={() => onPaid(order.orderId)} />
    </article>
  );
}
