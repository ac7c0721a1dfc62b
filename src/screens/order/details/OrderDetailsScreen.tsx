import { skipToken } from '@reduxjs/toolkit/query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useOrderDetailQuery } from '@/api/orderLifeApi';
import { OrderLines } from '@/components/OrderLines/OrderLines';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { PullToRefresh } from '@/components/PullToRefresh/PullToRefresh';
import { QueryView } from '@/components/QueryView';
import { EmptyState } from '@/components/states';
import { useI18n } from '@/platform/i18n';
import { href, paths } from '@/routes';
import { DetailsBanner } from './DetailsBanner';
import { AddressSection, AfterSaleSection, AmountsSection, InfoSection, LogisticsRow } from './DetailsSections';
import { OrderActions } from '../actions/OrderActions';
import { orderActions } from '../common/orderRules';
import { OrderDetailsSkeleton } from './OrderDetailsSkeleton';
import styles from './OrderDetailsScreen.module.css';
import '@/platform/i18n/areas/orderDetails';

/**
 * /orderDetails?orderId=: the status banner (with the payment countdown of an unpaid order), the
 * address, the lines, the amounts, the order number (copy) and its times, the after-sale request
 * when there is one, and the actions the status allows in a bar at the bottom. The order is asked
 * again each time the page opens (the server moves it on its own: shipped, refund agreed) and on a
 * pull from the top.
 */
export default function OrderDetailsScreen() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderId = params.get('orderId')?.trim() ?? '';
  const query = useOrderDetailQuery(orderId ? { orderId } : skipToken);
  return (
    <div className={styles.page}>
      <PageHeader title={t('route./orderDetails')} />
      {orderId ? (
        <QueryView query={query} skeleton={<OrderDetailsSkeleton />} empty={<EmptyState title={t('orderDetails.missing')} description="" />}>
          {(order) => (
            <>
              <PullToRefresh onRefresh={() => query.refetch().unwrap()}>
                <div className={styles.content} data-testid="order-details-content">
                  <DetailsBanner order={order} />
                  <LogisticsRow order={order} onOpen={() => void navigate(href(paths.logistics, { orderId: order.orderId }))} />
                  <AddressSection order={order} />
                  <section className={styles.card} aria-labelledby="order-lines-title">
                    <h2 id="order-lines-title" className={styles.cardTitle}>
                      {t('orderDetails.lines')}
                    </h2>
                    <OrderLines lines={order.lines} />
                  </section>
                  <AmountsSection order={order} />
                  <AfterSaleSection order={order} />
                  <InfoSection order={order} />
                </div>
              </PullToRefresh>
              {orderActions(order, 'details').length > 0 && (
                <div className={styles.bar}>
                  <OrderActions order={order} place="details" onDeleted={() => void navigate(paths.orders, { replace: true })} />
                </div>
              )}
            </>
          )}
        </QueryView>
      ) : (
        <EmptyState title={t('orderDetails.missing')} description="" />
      )}
    </div>
  );
}
