import { skipToken } from '@reduxjs/toolkit/query';
import { Steps } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { orderLifeApi, useOrderDetailQuery, useOrderLogisticsQuery } from '@/api/orderLifeApi';
import type { Order, OrderLogistics } from '@/api/types/order';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { PullToRefresh } from '@/components/PullToRefresh/PullToRefresh';
import { QueryView } from '@/components/QueryView';
import { EmptyState, PageSkeleton } from '@/components/states';
import { showToast } from '@/platform/feedback';
import { useI18n } from '@/platform/i18n';
import { useAppDispatch } from '@/state/hooks';
import { copyText } from '@/platform/clipboard';
import { shownTime } from '../common/serverTime';
import styles from './LogisticsScreen.module.css';
import '@/platform/i18n/areas/logistics';
import '@/platform/i18n/areas/orderActions';

/** Whether the order has left the warehouse (or the tea house): only then is there anything to track. */
const shipped = (order: Order) => order.status === 2 || order.status === 3 || order.deliveryTime !== '';

function Tracking({ order, logistics }: { order: Order; logistics: OrderLogistics }) {
  const { t } = useI18n();
  const copy = async () => {
    const done = await copyText(logistics.logisticsSn);
    showToast(done ? { icon: 'success', content: t('logistics.copied') } : { content: t('logistics.copyFailed') });
  };
  return (
    <div className={styles.content} data-testid="logistics-content">
      <section className={styles.card} aria-label={t('logistics.carrier')} data-testid="logistics-waybill">
        <p className={styles.status}>{t(`orderActions.status.${order.status}`)}</p>
        <dl className={styles.rows}>
          <div className={styles.row}>
            <dt className={styles.label}>{t('logistics.carrier')}</dt>
            <dd className={styles.value}>{logistics.company}</dd>
          </div>
          {logistics.logisticsSn && (
            <div className={styles.row}>
              <dt className={styles.label}>{t('logistics.trackingNo')}</dt>
              <dd className={styles.value}>
                <span className={styles.number}>{logistics.logisticsSn}</span>
                <button type="button" className={styles.copy} onClick={() => void copy()} aria-label={t('logistics.copyTrackingNo')}>
                  {t('logistics.copy')}
                </button>
              </dd>
            </div>
          )}
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="logistics-timeline-title">
        <h2 id="logistics-timeline-title" className={styles.title}>
          {t('logistics.timeline')}
        </h2>
        {logistics.traces.length > 0 ? (
          <Steps direction="vertical" current={0} className={styles.steps} data-testid="logistics-timeline">
            {logistics.traces.map((trace, index) => (
              <Steps.Step key={`${trace.time}-${index}`} title={trace.content} description={shownTime(trace.time)} status={index === 0 ? 'process' : 'wait'} />
            ))}
          </Steps>
        ) : (
          <EmptyState title={t('logistics.noTracesTitle')} description={t('logistics.noTracesBody')} />
        )}
      </section>
    </div>
  );
}

/** The waybill and its timeline, newest first; asked for only once the order was shipped. */
function ShippedOrder({ order }: { order: Order }) {
  const { t } = useI18n();
  const logistics = useOrderLogisticsQuery({ orderId: order.orderId });
  return (
    <QueryView
      query={logistics}
      skeleton={<PageSkeleton rows={4} />}
      isEmpty={(data) => data.company === '' && data.traces.length === 0}
      empty={<EmptyState title={t('logistics.noTracesTitle')} description={t('logistics.noTracesBody')} />}
    >
      {(data) => <Tracking order={order} logistics={data} />}
    </QueryView>
  );
}

/**
 * /logistics?orderId=: the carrier and waybill number (copy) and the tracking timeline (antd-mobile
 * Steps, newest first); before the order is shipped, an empty state saying so. The order and its
 * tracking are asked again each time the page opens and on a pull from the top.
 */
export default function LogisticsScreen() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const orderId = params.get('orderId')?.trim() ?? '';
  const dispatch = useAppDispatch();
  const detail = useOrderDetailQuery(orderId ? { orderId } : skipToken);
  const refresh = async () => {
    const order = await detail.refetch().unwrap();
    if (shipped(order)) await dispatch(orderLifeApi.endpoints.orderLogistics.initiate({ orderId }, { subscribe: false, forceRefetch: true })).unwrap();
  };
  return (
    <div className={styles.page}>
      <PageHeader title={t('route./logistics')} />
      <QueryView query={detail} skeleton={<PageSkeleton rows={4} />}>
        {(order) => (
          <PullToRefresh onRefresh={refresh}>
            {shipped(order) ? (
              <ShippedOrder order={order} />
            ) : (
              <EmptyState title={t('logistics.notShippedTitle')} description={t('logistics.notShippedBody')} />
            )}
          </PullToRefresh>
        )}
      </QueryView>
    </div>
  );
}
