import { useSearchParams } from 'react-router-dom';
import { useCashCouponZoneQuery, useDeductionZoneQuery } from '@/api/memberApi';
import type { ZonePageArg } from '@/api/types/member';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { QueryView } from '@/components/QueryView';
import { EmptyState } from '@/components/states';
import { TabRow } from '@/components/TabRow/TabRow';
import { useI18n } from '@/platform/i18n';
import { CashPlans } from './CashPlans';
import { CashWallet } from './CashWallet';
import { PlanDetail } from './PlanDetail';
import { usePlanParam } from './usePlanParam';
import { ZoneGoodsList } from './ZoneGoodsList';
import { zoneOf, type CreditZoneKind } from './zoneMoney';
import styles from './CreditZoneScreen.module.css';
import '@/platform/i18n/areas/creditZone';

export const creditZoneTestId = 'credit-zone-content';

/** A zone holds a few dozen goods: one page. */
const ZONE_PAGE: ZonePageArg = { pageNo: 1, pageSize: 20 };

function DeductionZone() {
  const { t } = useI18n();
  const query = useDeductionZoneQuery(ZONE_PAGE);
  return (
    <QueryView query={query} isEmpty={(page) => page.list.length === 0} empty={<EmptyState title={t('creditZone.empty')} />}>
      {(page) => (
        <section className={styles.content} data-testid={creditZoneTestId} data-zone="deduction">
          <p className={styles.intro}>{t('creditZone.deductionIntro')}</p>
          <ZoneGoodsList page={page} zone="deduction" />
        </section>
      )}
    </QueryView>
  );
}

function CashZone() {
  const { t } = useI18n();
  const query = useCashCouponZoneQuery(ZONE_PAGE);
  return (
    <>
      <CashWallet />
      <CashPlans />
      <QueryView query={query} isEmpty={(page) => page.list.length === 0} empty={<EmptyState title={t('creditZone.empty')} />}>
        {(page) => (
          <section className={styles.content} data-testid={creditZoneTestId} data-zone="cash">
            <p className={styles.intro}>{t('creditZone.cashIntro')}</p>
            <ZoneGoodsList page={page} zone="cash" />
          </section>
        )}
      </QueryView>
    </>
  );
}

/**
 * /creditZone: the deduction zone (goods partly payable with points) and the cash-coupon zone, one
 * screen with two tabs chosen by `?zone=deduction` (default) or `?zone=cash` (my coupons links to
 * both). A goods row says what points or a cash coupon cover of it and opens the goods; the cash
 * zone shows the member's usable cash coupons and the cash-coupon plans above its goods, and a
 * plan opens in place of the tabs (`?zone=cash&plan=<id>`: back closes it).
 */
export default function CreditZoneScreen() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const { planId } = usePlanParam();
  const zone = zoneOf(params.get('zone'));
  if (zone === 'cash' && planId) return <PlanDetail key={planId} proposeId={planId} />;
  const choose = (next: CreditZoneKind) => setParams(next === 'deduction' ? {} : { zone: next }, { replace: true });
  return (
    <div className={styles.page}>
      <PageHeader title={t('route./creditZone')} />
      <TabRow
        items={[
          { key: 'deduction', label: t('creditZone.deduction') },
          { key: 'cash', label: t('creditZone.cash') },
        ]}
        active={zone}
        onChange={choose}
        label={t('creditZone.tabs')}
        className={styles.tabs}
        testId="credit-zone-tabs"
      />
      {zone === 'cash' ? <CashZone /> : <DeductionZone />}
    </div>
  );
}
