import { CouponOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router-dom';
import { useQueryParam } from '@/hooks/useQueryParam';
import { useMyCouponPagesInfiniteQuery } from '@/api/couponApi';
import type { MyCouponStatus } from '@/api/types/member';
import { CouponCard } from '@/components/CouponCard/CouponCard';
import { heldCouponStatus } from '@/components/CouponCard/coupon';
import { InfiniteList } from '@/components/InfiniteList/InfiniteList';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { CardList, TabbedPage, TabPane } from '@/components/TabbedPage/TabbedPage';
import { EmptyState, StateAction } from '@/components/states';
import { useI18n } from '@/platform/i18n';

import { couponUseHref, MINE_TABS, mineTabOf, zoneHref } from './couponRules';
import styles from './MyCouponScreen.module.css';
import '@/platform/i18n/areas/myCoupon';

/** Test ids of my coupons (stories and e2e). */
export const myCouponTestIds = { list: 'my-coupon-list', tabs: 'my-coupon-tabs', zones: 'my-coupon-zones' } as const;

const tabKey = (status: MyCouponStatus) => String(status) as '0' | '1' | '2';

/** One tab's coupons: infinite scroll and pull to refresh; an unused one's 去使用 opens the goods it applies to. */
function TabCoupons({ status }: { status: MyCouponStatus }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const source = useMyCouponPagesInfiniteQuery({ status });
  const empty = (
    <EmptyState
      title={t(`myCoupon.empty.${tabKey(status)}`)}
      description={t('myCoupon.emptyBody')}
      action={<StateAction onClick={() => void navigate('/collectCoupons')}>{t('myCoupon.goCollect')}</StateAction>}
    />
  );
  return (
    <TabPane>
      <InfiniteList source={source} empty={empty}>
        {(coupons) => (
          <CardList label={t('myCoupon.listLabel')} testId={myCouponTestIds.list}>
            {coupons.map((coupon) => (
              <li key={coupon.id}>
                <CouponCard
                  coupon={coupon}
                  status={heldCouponStatus(coupon.status)}
                  {...(coupon.status === 0 ? { onAction: () => void navigate(couponUseHref(coupon)) } : {})}
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
 * /myCoupon, my coupons: unused / used / expired tabs (`?status=`), infinite scroll and pull to
 * refresh; 去使用 opens the goods a coupon applies to (couponUseHref). Above the list, the deduction
 * zone and the cash-coupon zone (/creditZone?zone=deduction|cash); the header opens the coupon centre.
 */
export default function MyCouponScreen() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [, setStatus, params] = useQueryParam('status');
  const status = mineTabOf(params);
  const choose = (key: string) => setStatus(key === '0' ? undefined : key);
  return (
    <TabbedPage
      header={
        <PageHeader
          title={t('route./myCoupon')}
          right={{ icon: <CouponOutline />, label: t('myCoupon.collect'), onClick: () => void navigate('/collectCoupons') }}
        />
      }
      tabs={{
        testId: myCouponTestIds.tabs,
        label: t('myCoupon.tabsLabel'),
        items: MINE_TABS.map((candidate) => ({ key: tabKey(candidate), label: t(`myCoupon.tab.${tabKey(candidate)}`) })),
        active: tabKey(status),
        onChange: choose,
      }}
    >
      <nav className={styles.zones} aria-label={t('myCoupon.zonesLabel')} data-testid={myCouponTestIds.zones}>
        <button type="button" className={styles.zone} onClick={() => void navigate(zoneHref('deduction'))}>
          <span className={styles.zoneName}>{t('myCoupon.deductionZone')}</span>
          <span className={styles.zoneHint}>{t('myCoupon.deductionHint')}</span>
        </button>
        <button type="button" className={styles.zone} onClick={() => void navigate(zoneHref('cash'))}>
          <span className={styles.zoneName}>{t('myCoupon.cashZone')}</span>
          <span className={styles.zoneHint}>{t('myCoupon.cashHint')}</span>
        </button>
      </nav>
      <TabCoupons key={status} status={status} />
    </TabbedPage>
  );
}
