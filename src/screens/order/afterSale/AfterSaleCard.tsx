import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useAfterSaleRemoveMutation } from '@/api/orderLifeApi';
import type { AfterSale, Order } from '@/api/types/order';
import { OrderLines } from '@/components/OrderLines/OrderLines';
import { Price } from '@/components/Price/Price';
import { fen } from '@/lib/money';
import { useAction } from '@/hooks/useAction';
import { useI18n } from '@/platform/i18n';
import { href, paths } from '@/routes';
import { afterSaleActions, awaitsReturnLogistics } from './afterSale';
import { shownTime } from '../common/serverTime';
import styles from './RefundOrdersScreen.module.css';
import '@/platform/i18n/areas/refundOrders';

const stateKey = { 1: 'refundOrders.state1', 2: 'refundOrders.state2', 3: 'refundOrders.state3', 4: 'refundOrders.state4' } as const;

/** One after-sale request: its number, type and state, the order's lines, the amount and its actions. */
export function AfterSaleCard({ order, afterSale }: { order: Order; afterSale: AfterSale }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [remove] = useAfterSaleRemoveMutation();
  const actions = afterSaleActions(order);

  const cancel = useAction(() => remove({ orderId: order.orderId }).unwrap(), {
    confirm: {
      title: t('refundOrders.cancelTitle'),
      content: t('refundOrders.cancelBody'),
      confirmText: t('refundOrders.cancelConfirm'),
      cancelText: t('refundOrders.keep'),
    },
    success: t('refundOrders.cancelled'),
    wording: { fallback: 'refundOrders.cancelFailed', network: 'refundOrders.cancelNetwork' },
  });

  const finished = afterSale.status === 3 || afterSale.status === 4;
  return (
    <article className={styles.card} aria-label={t('refundOrders.afterSaleNo', { no: afterSale.afterSaleNo })} data-testid="after-sale-card" data-order-id={order.orderId}>
      <header className={styles.cardHead}>
        <span className={styles.type}>{afterSale.type === 1 ? t('refundOrders.typeRefund') : t('refundOrders.typeReturn')}</span>
        <span className={styles.number}>{t('refundOrders.afterSaleNo', { no: afterSale.afterSaleNo })}</span>
        <span className={`${styles.state} ${finished ? styles.stateDone : ''}`} data-testid="after-sale-state">
          {t(stateKey[afterSale.status])}
        </span>
      </header>
      <OrderLines lines={order.lines} size="compact" />
      {awaitsReturnLogistics(afterSale) && order.status === 5 && <p className={styles.notice}>{t('refundOrders.awaitingReturn')}</p>}
      {afterSale.returnLogistics && (
        <p className={styles.meta}>{t('refundOrders.returnShipped', { company: afterSale.returnLogistics.company, sn: afterSale.returnLogistics.logisticsSn })}</p>
      )}
      <div className={styles.summary}>
        <span className={styles.meta}>{t('refundOrders.applyTime', { time: shownTime(afterSale.applyTime) })}</span>
        <span className={styles.amount}>
          {t('refundOrders.refundAmount')} <Price value={fen(afterSale.refundAmount)} role="line" />
        </span>
      </div>
      <p className={styles.meta}>{t('refundOrders.reason', { reason: afterSale.reason })}</p>
      <footer className={styles.actions}>
        <Button size="small" shape="rounded" onClick={() => void navigate(href(paths.orderDetails, { orderId: order.orderId }))}>
          {t('refundOrders.viewOrder')}
        </Button>
        {actions.includes('cancel') && (
          <Button size="small" shape="rounded" loading={cancel.busy} loadingText={t('refundOrders.cancelling')} disabled={cancel.busy} onClick={() => void cancel.run()}>
            {t('refundOrders.cancel')}
          </Button>
        )}
        {actions.includes('fillLogistics') && (
          <Button
            size="small"
            shape="rounded"
            color="primary"
            fill="outline"
            onClick={() => void navigate(href('/setRefund', { orderId: order.orderId, type: 'logistics' }))}
          >
            {t('refundOrders.fillLogistics')}
          </Button>
        )}
      </footer>
    </article>
  );
}
