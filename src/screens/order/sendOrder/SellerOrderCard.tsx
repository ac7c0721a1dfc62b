import { Button } from 'antd-mobile';
import type { Order } from '@/api/types/order';
import { fullAddress, maskMobile } from '@/components/AddressCard/address';
import { OrderLines } from '@/components/OrderLines/OrderLines';
import { Price } from '@/components/Price/Price';
import { fen } from '@/lib/money';
import { useI18n } from '@/platform/i18n';
import { sellerActions, sellerStatus, type SellerAction } from './sellerActions';
import styles from './SellerOrderCard.module.css';
import '@/platform/i18n/areas/sendOrder';

/** Test id of a card; `data-order-id` names its order. */
export const SELLER_ORDER_CARD = 'seller-order-card';

const deliveryTypeKey = { 1: 'express', 2: 'delivery', 3: 'pickup' } as const;

export interface SellerOrderCardProps {
  order: Order;
  /** the action running now on this order, if any (its button is busy) */
  busy: SellerAction | null;
  /** another order's action is running: this card's buttons wait */
  locked: boolean;
  onAction: (action: SellerAction, order: Order) => void;
}

/** One distribution order: number, delivery type and step, buyer and address, lines, amount, actions. */
export function SellerOrderCard({ order, busy, locked, onAction }: SellerOrderCardProps) {
  const { t } = useI18n();
  const status = sellerStatus(order);
  const actions = sellerActions(order);
  const count = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  const afterSale = order.status === 5 ? order.afterSale : null;

  return (
    <article className={styles.card} data-testid={SELLER_ORDER_CARD} data-order-id={order.orderId} aria-label={t('sendOrder.orderNo', { orderNo: order.orderNo })}>
      <header className={styles.head}>
        <span className={styles.orderNo}>{t('sendOrder.orderNo', { orderNo: order.orderNo })}</span>
        <span className={styles.status} data-status={status}>
          {t(`sendOrder.status.${status}`)}
        </span>
      </header>
      <div className={styles.buyer}>
        <p className={styles.person}>
          <span className={styles.typeTag}>{t(`sendOrder.deliveryType.${deliveryTypeKey[order.deliveryType]}`)}</span>
          <span className={styles.receiver}>{order.address.receiver}</span>
          <span className={styles.mobile}>{maskMobile(order.address.mobile)}</span>
        </p>
        <p className={styles.address}>{fullAddress(order.address)}</p>
      </div>
      <OrderLines lines={order.lines} size="compact" />
      {order.remark && <p className={styles.note}>{t('sendOrder.remark', { remark: order.remark })}</p>}
      {order.deliveryStatus === 1 && order.lackReason && order.status === 1 && (
        <p className={styles.notice}>{t('sendOrder.lackReason', { reason: order.lackReason })}</p>
      )}
      {afterSale && (
        <p className={styles.notice}>
          {t('sendOrder.afterSale', { type: t(afterSale.type === 1 ? 'sendOrder.refundOnly' : 'sendOrder.returnRefund'), reason: afterSale.reason })}
          {actions.length === 0 && afterSale.type === 2 && <span className={styles.weak}> · {t('sendOrder.afterSaleWaitingGoods')}</span>}
        </p>
      )}
      <div className={styles.total}>
        <span className={styles.weak}>{t('sendOrder.total', { count })}</span>
        <Price value={fen(order.payAmount)} role="line" />
      </div>
      {actions.length > 0 && (
        <footer className={styles.actions}>
          {actions.map((action, index) => {
            const main = index === actions.length - 1;
            return (
              <Button
                key={action}
                size="small"
                shape="rounded"
                color="primary"
                fill={main ? 'solid' : 'outline'}
                className={main ? undefined : styles.secondary}
                loading={busy === action}
                loadingText={t('sendOrder.action.busy')}
                disabled={locked || busy !== null}
                onClick={() => onAction(action, order)}
              >
                {t(`sendOrder.action.${action}`)}
              </Button>
            );
          })}
        </footer>
      )}
    </article>
  );
}
