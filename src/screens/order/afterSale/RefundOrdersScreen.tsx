import { useNavigate } from 'react-router-dom';
import { useReturnListInfiniteQuery } from '@/api/orderLifeApi';
import type { Order } from '@/api/types/order';
import { InfiniteList } from '@/components/InfiniteList/InfiniteList';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { EmptyState, PageSkeleton, StateAction } from '@/components/states';
import { useI18n } from '@/platform/i18n';
import { href } from '@/routes';
import { AfterSaleCard } from './AfterSaleCard';
import styles from './RefundOrdersScreen.module.css';
import '@/platform/i18n/areas/refundOrders';

/** /refundOrder: the buyer's after-sale requests, newest first, with pull to refresh and infinite scroll. */
export default function RefundOrdersScreen() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const source = useReturnListInfiniteQuery({});
  return (
    <div className={styles.page}>
      <PageHeader title={t('route./refundOrder')} />
      <InfiniteList<Order>
        source={source}
        skeleton={<PageSkeleton rows={3} />}
        empty={
          <EmptyState
            title={t('refundOrders.emptyTitle')}
            description={t('refundOrders.emptyBody')}
            action={<StateAction onClick={() => void navigate(href('/order'))}>{t('refundOrders.goOrders')}</StateAction>}
          />
        }
      >
        {(orders) => (
          <section className={styles.list} aria-label={t('refundOrders.content')} data-testid="after-sale-list">
            {orders.map((order) => (order.afterSale ? <AfterSaleCard key={order.orderId} order={order} afterSale={order.afterSale} /> : null))}
          </section>
        )}
      </InfiniteList>
    </div>
  );
}
