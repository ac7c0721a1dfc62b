import { CouponOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router-dom';
import { useQueryParam } from '@/hooks/useQueryParam';
import { useCouponCenterPagesInfiniteQuery } from '@/api/couponApi';
import { CouponCard } from '@/components/CouponCard/CouponCard';
import { InfiniteList } from '@/components/InfiniteList/InfiniteList';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { CardList, TabbedPage, TabPane } from '@/components/TabbedPage/TabbedPage';
import { EmptyState } from '@/components/states';
import { useI18n } from '@/platform/i18n';

import { CENTRE_TABS, centreCardStatus, centreScope, centreTabOf, type CentreTab } from './couponRules';
import { useReceiveCoupon } from './useReceiveCoupon';
import '@/platform/i18n/areas/collectCoupons';

/** Test ids of the centre's list (stories and e2e). */
export const collectCouponsTestIds = { list: 'collect-coupons-list', tabs: 'collect-coupons-tabs' } as const;

/** One tab's coupons: infinite scroll and pull to refresh, each with its receive state. */
function TabCoupons({ tab }: { tab: CentreTab }) {
  const { t } = useI18n();
  const source = useCouponCenterPagesInfiniteQuery(centreScope(tab));
  const { receive, pendingId } = useReceiveCoupon();
  return (
    <TabPane>
      <InfiniteList source={source} empty={<EmptyState title={t('collectCoupons.emptyTitle')} description={t('collectCoupons.emptyBody')} />}>
        {(coupons) => (
          <CardList label={t('collectCoupons.listLabel')} testId={collectCouponsTestIds.list}>
            {coupons.map((coupon) => {
              const status = centreCardStatus(coupon.receiveStatus);
              return (
                <li key={coupon.couponId}>
                  <CouponCard
                    coupon={coupon}
                    status={status}
                    actionLoading={pendingId === coupon.couponId}
                    {...(status === 'receivable' ? { onAction: () => void receive(coupon.couponId) } : {})}
                  />
                </li>
              );
            })}
          </CardList>
        )}
      </InfiniteList>
    </TabPane>
  );
}

/**
 * /collectCoupons, the coupon centre: the running coupons by tab (all, goods coupons, shop-wide
 * coupons; `?scope=`), each with its rule, validity and the receive state the server gives
 * (立即领取 / 已领取 / 已抢光 / 已达上限). Receiving refreshes the centre, my coupons and
 * checkout's coupon sheet. The header opens my coupons.
 */
export default function CollectCouponsScreen() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [, setScope, params] = useQueryParam('scope');
  const tab = centreTabOf(params);
  const choose = (next: CentreTab) => {
    const { scope } = centreScope(next);
    setScope(scope === undefined ? undefined : String(scope));
  };
  return (
    <TabbedPage
      header={
        <PageHeader
          title={t('route./collectCoupons')}
          right={{ icon: <CouponOutline />, label: t('collectCoupons.mine'), onClick: () => void navigate('/myCoupon') }}
        />
      }
      tabs={{
        testId: collectCouponsTestIds.tabs,
        label: t('collectCoupons.tabsLabel'),
        items: CENTRE_TABS.map((key) => ({ key, label: t(`collectCoupons.tab.${key}`) })),
        active: tab,
        onChange: choose,
      }}
    >
      <TabCoupons key={tab} tab={tab} />
    </TabbedPage>
  );
}
