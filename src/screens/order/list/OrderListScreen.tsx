import { useNavigate } from 'react-router-dom';
import { useQueryParam } from '@/hooks/useQueryParam';
import { useOrderListInfiniteQuery } from '@/api/orderLifeApi';
import { InfiniteList } from '@/components/InfiniteList/InfiniteList';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { CardList, TabbedPage, TabPane } from '@/components/TabbedPage/TabbedPage';
import { EmptyState, StateAction } from '@/components/states';
import { useI18n } from '@/platform/i18n';
import { href, paths } from '@/routes';
import { OrderCard } from './OrderCard';
import { ORDER_TABS, tabFromQuery, tabQueryValue, tabStatus, type OrderTab } from '../common/orderRules';
import { OrderListSkeleton } from './OrderSkeletons';
import '@/platform/i18n/areas/orderList';

const tabKey = (tab: OrderTab) => String(tab);

/** One tab's orders: infinite scroll and pull to refresh, its own cache entry. */
function TabOrders({ tab }: { tab: OrderTab }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const status = tabStatus(tab);
  const source = useOrderListInfiniteQuery(status === undefined ? {} : { status });
  return (
    <TabPane testId="order-list-content">
      <InfiniteList
        source={source}
        skeleton={<OrderListSkeleton />}
        empty={
          <EmptyState
            title={t('orderList.emptyTitle')}
            description={t(tab === 'all' ? 'orderList.emptyBodyAll' : 'orderList.emptyBodyTab')}
            // the home page is not an exit the list's leave guard allows: this lands on /mine
            action={<StateAction onClick={() => void navigate(paths.home)}>{t('orderList.goShopping')}</StateAction>}
          />
        }
      >
        {(orders) => (
          <CardList>
            {orders.map((order, index) => (
              <li key={order.orderId}>
                <OrderCard
                  order={order}
                  eager={index < 3}
                  onOpen={(orderId) => void navigate(href(paths.orderDetails, { orderId }))}
                  onPaid={(orderId) => void navigate(href(paths.orderDetails, { orderId, result: 'paid' }))}
                />
              </li>
            ))}
          </CardList>
        )}
      </InfiniteList>
    </TabPane>
  );
}

/**
 * /order: the buyer's orders by status tab (`?status=`: 0 待付款, 1 待发货, 2 待收货, 3 已完成,
 * 5 售后; none: all). Each card shows its lines, total and the actions its status allows, and
 * opens the order's details. The route table's leave guard keeps the exits to a few pages.
 */
export default function OrderListScreen() {
  const { t } = useI18n();
  const [, setStatus, params] = useQueryParam('status');
  const tab = tabFromQuery(params);
  const choose = (key: string) => {
    const value = tabQueryValue(ORDER_TABS.find((candidate) => tabKey(candidate) === key) ?? 'all');
    setStatus(value === undefined ? undefined : String(value));
  };
  return (
    <TabbedPage
      header={<PageHeader title={t('route./order')} />}
      tabs={{
        testId: 'order-tabs',
        label: t('route./order'),
        items: ORDER_TABS.map((candidate) => {
          const key = tabKey(candidate);
          return { key, label: t(`orderList.tab.${key as 'all' | '0' | '1' | '2' | '3' | '5'}`) };
        }),
        active: tabKey(tab),
        onChange: choose,
      }}
    >
      <TabOrders key={tabKey(tab)} tab={tab} />
    </TabbedPage>
  );
}
