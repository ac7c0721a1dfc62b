import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useOrderDetailQuery } from '@/api/orderLifeApi';
import type { Order } from '@/api/types/order';
import { OrderLines } from '@/components/OrderLines/OrderLines';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { PullToRefresh } from '@/components/PullToRefresh/PullToRefresh';
import { QueryView } from '@/components/QueryView';
import { EmptyState } from '@/components/states';
import { useI18n } from '@/platform/i18n';
import { href, paths, withoutParam } from '@/routes';
import { DetailsBanner } from './DetailsBanner';
import { AddressSection, AfterSaleSection, AmountsSection, InfoSection, LogisticsRow } from './DetailsSections';
import { OrderActions } from '../actions/OrderActions';
import { closedUnpaid, orderActions } from '../common/orderRules';
import { useLineOpener } from '../common/useLineOpener';
import { OrderDetailsSkeleton } from './OrderDetailsSkeleton';
import { usePayCountdown } from './payCountdown';
import { PayResult } from './PayResult';
import styles from './OrderDetailsScreen.module.css';
import '@/platform/i18n/areas/orderDetails';

/** The order was paid and the page shows the payment's result (not 待付款 any more, nor closed). */
const isPaid = (order: Order) => order.status !== 0 && order.status !== 4;

/**
 * /orderDetails?orderId=: the status banner (with the payment countdown of an unpaid order), the
 * address, the lines, the amounts, the order number (copy) and its times, the after-sale request
 * when there is one, and the actions the status allows in a bar at the bottom. The order is asked
 * again each time the page opens (the server moves it on its own: shipped, refund agreed) and on a
 * pull from the top.
 *
 * Two flags make it the end of checkout (docs/orders.md, "From checkout to the result"): `pay=1`
 * (the order just placed) opens the payment at once and is dropped from the address as it opens,
 * so a reload or a way back never opens it again; `result=paid` shows the payment's result for a
 * paid order (a reload shows it again; 查看订单 drops the flag).
 */
export default function OrderDetailsScreen() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const orderId = params.get('orderId')?.trim() ?? '';
  const query = useOrderDetailQuery(orderId ? { orderId } : skipToken);
  const refetch = query.refetch;
  const showResult = params.get('result') === 'paid';
  return (
    <div className={styles.page}>
      <PageHeader title={t(showResult && query.data && isPaid(query.data) ? 'orderDetails.result.title' : 'route./orderDetails')} />
      {orderId ? (
        <QueryView query={query} skeleton={<OrderDetailsSkeleton />} empty={<EmptyState title={t('orderDetails.missing')} description="" />}>
          {(order) => <OrderDetailsBody order={order} refresh={() => refetch().unwrap()} />}
        </QueryView>
      ) : (
        <EmptyState title={t('orderDetails.missing')} description="" />
      )}
    </div>
  );
}

function OrderDetailsBody({ order, refresh }: { order: Order; refresh: () => Promise<unknown> }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { orderId } = order;
  const toDetails = () => void navigate(href(paths.orderDetails, { orderId }), { replace: true });
  const openLine = useLineOpener(order);

  // an unpaid order whose payment window ran out while shown: closed at once here, and asked again
  const left = usePayCountdown(order.status === 0 ? order.payExpireTime : '');
  const overdue = order.status === 0 && order.payExpireTime !== '' && left === 0;
  useEffect(() => {
    if (overdue) void refresh().catch(() => undefined);
  }, [overdue, refresh]);

  const wantsPay = params.get('pay') === '1';
  const autoPay = useMemo(
    () =>
      wantsPay
        ? {
            onStart: () => setParams(withoutParam('pay'), { replace: true }),
          }
        : undefined,
    [wantsPay, setParams],
  );

  if (params.get('result') === 'paid' && isPaid(order)) {
    return (
      <PayResult
        order={order}
        onViewOrder={toDetails}
        onContinue={() => void navigate(paths.home)}
        onOpenGoods={(goodsId) => void navigate(href(paths.goodsDetail, { id: goodsId }))}
      />
    );
  }

  return (
    <>
      <PullToRefresh onRefresh={refresh}>
        <div className={styles.content} data-testid="order-details-content">
          <DetailsBanner order={order} closed={overdue || closedUnpaid(order)} left={left} />
          <LogisticsRow order={order} onOpen={() => void navigate(href('/logistics', { orderId }))} />
          <AddressSection order={order} />
          <section className={styles.card} aria-labelledby="order-lines-title">
            <h2 id="order-lines-title" className={styles.cardTitle}>
              {t('orderDetails.lines')}
            </h2>
            <OrderLines lines={order.lines} openOf={openLine} />
          </section>
          <AmountsSection order={order} />
          <AfterSaleSection order={order} />
          <InfoSection order={order} />
        </div>
      </PullToRefresh>
      {!overdue && orderActions(order, 'details').length > 0 && (
        <div className={styles.bar}>
          <OrderActions
            order={order}
            place="details"
            autoPay={autoPay}
            onDeleted={() => void navigate('/order', { replace: true })}
            onPaid={() => void navigate(href(paths.orderDetails, { orderId, result: 'paid' }), { replace: true })}
          />
        </div>
      )}
    </>
  );
}
