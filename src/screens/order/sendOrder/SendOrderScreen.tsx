import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSellerOrderListInfiniteQuery } from '@/api/orderLifeApi';
import type { Order } from '@/api/types/order';
import { InfiniteList } from '@/components/InfiniteList/InfiniteList';
import { TabRow } from '@/components/TabRow/TabRow';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { queryViewTestIds } from '@/components/QueryView';
import { EmptyState, StateAction } from '@/components/states';
import { useDeferredModule } from '@/platform/deferredModule';
import { useI18n } from '@/platform/i18n';
import { rolesOf } from '@/lib/roles';
import { paths } from '@/routes';
import { selectUserInfo } from '@/state/session';
import { useAppSelector } from '@/state/hooks';
import { lackDialog } from './lackDialog';
import { SellerOrderCard } from './SellerOrderCard';
import { DELIVERY_TABS, tabOf } from './sellerActions';
import { useSellerOrderActions } from './useSellerOrderActions';
import styles from './SendOrderScreen.module.css';
import '@/platform/i18n/areas/sendOrder';

/** Cards shaped like the order cards while the first page loads. */
function CardsSkeleton() {
  const { t } = useI18n();
  return (
    <div className={styles.skeleton} role="status" aria-busy="true" aria-label={t('state.loading')} data-testid={queryViewTestIds.skeleton}>
      {[0, 1].map((index) => (
        <div className={styles.skeletonCard} key={index} />
      ))}
    </div>
  );
}

/** A member who is not a tea house: what this page is for, and the way back. */
function TeaHouseOnly() {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <EmptyState
      title={t('sendOrder.teaHouseOnlyTitle')}
      description={t('sendOrder.teaHouseOnlyBody')}
      action={<StateAction onClick={() => void navigate(paths.mine, { replace: true })}>{t('sendOrder.backToMine')}</StateAction>}
    />
  );
}

function DeliveryOrders() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const deliveryStatus = tabOf(params.get('deliveryStatus'));
  const source = useSellerOrderListInfiniteQuery({ deliveryStatus });
  const actions = useSellerOrderActions();
  const dialog = useDeferredModule(lackDialog, actions.lackFor !== null, 'lack dialog');

  return (
    <>
      <TabRow
        className={styles.tabs}
        label={t('sendOrder.tabs')}
        items={DELIVERY_TABS.map((tab) => ({ key: String(tab.status), label: t(`sendOrder.tab.${tab.key}`) }))}
        active={String(deliveryStatus)}
        onChange={(key) => setParams({ deliveryStatus: key }, { replace: true })}
      />
      <div className={styles.content} role="tabpanel">
        <InfiniteList
          key={deliveryStatus}
          source={source}
          skeleton={<CardsSkeleton />}
          empty={<EmptyState title={t('sendOrder.emptyTitle')} description={t('sendOrder.emptyBody')} />}
        >
          {(orders: Order[]) => (
            <ul className={styles.list} aria-label={t('sendOrder.list')}>
              {orders.map((order) => (
                <li key={order.orderId}>
                  <SellerOrderCard
                    order={order}
                    busy={actions.running?.orderId === order.orderId ? actions.running.action : null}
                    locked={actions.running !== null && actions.running.orderId !== order.orderId}
                    onAction={actions.start}
                  />
                </li>
              ))}
            </ul>
          )}
        </InfiniteList>
      </div>
      {dialog && <dialog.default visible={actions.lackFor !== null} onSubmit={actions.submitLack} onClose={actions.closeLack} />}
    </>
  );
}

/** /sendOrder: the tea house's distribution orders by delivery status, with its delivery and refund actions. */
export default function SendOrderScreen() {
  const { t } = useI18n();
  const user = useAppSelector(selectUserInfo);
  // a member whose roles are known and who receives no distribution orders has none to see
  const teaHouse = !user || (user.role === undefined && user.roles === undefined) || rolesOf(user).has('distributionSeller');
  return (
    <div className={styles.page}>
      <PageHeader title={t('route./sendOrder')} />
      {teaHouse ? <DeliveryOrders /> : <TeaHouseOnly />}
    </div>
  );
}
