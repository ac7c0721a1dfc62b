import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useCashCouponsQuery, useProposeDetailQuery } from '@/api/payApi';
import type { ProposalDetail } from '@/api/types/pay';
import { GoodsImage } from '@/components/GoodsImage/GoodsImage';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { QueryView } from '@/components/QueryView';
import { fen, formatFen, type Fen } from '@/lib/money';
import { useI18n } from '@/platform/i18n';
import { planSpend, planState, shownDay, type PlanSpend } from './planMoney';
import { usePlanParam } from './usePlanParam';
import { usePlanUse } from './usePlanUse';
import styles from './CashPlans.module.css';
import '@/platform/i18n/areas/creditZone';

export const planDetailTestIds = { detail: 'plan-detail', held: 'plan-held', spend: 'plan-spend', granted: 'plan-granted' } as const;

const yuan = (amount: Fen) => `¥${formatFen(amount)}`;

const BUTTON_KEY = {
  open: 'creditZone.planUseNow',
  used: 'creditZone.planUsed',
  ended: 'creditZone.planEnded',
  upcoming: 'creditZone.planUpcoming',
} as const;

/** 立即使用, disabled with the reason shown above it when the plan cannot be used now. */
function UseBar({ plan, money }: { plan: ProposalDetail; money: PlanSpend | null }) {
  const { t } = useI18n();
  const state = planState(plan);
  const action = usePlanUse(plan, money?.spent ?? fen(plan.needAmount));
  const short = state === 'open' && money !== null && money.short > 0;
  return (
    <div className={styles.bar}>
      {short && <p className={styles.reason}>{t('creditZone.planShort', { amount: yuan(money.short) })}</p>}
      <Button block color="primary" shape="rounded" loading={action.busy} disabled={state !== 'open' || money === null || short} onClick={() => void action.run()}>
        {t(BUTTON_KEY[state])}
      </Button>
    </div>
  );
}

function PlanBody({ plan }: { plan: ProposalDetail }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const wallet = useCashCouponsQuery({ status: 0 });
  const money = wallet.data ? planSpend(wallet.data, plan.needAmount) : null;
  const state = planState(plan);
  return (
    <div data-testid={planDetailTestIds.detail} data-state={state}>
      <section className={styles.card}>
        <div className={styles.head}>
          <div className={styles.headCover}>
            <GoodsImage src={plan.cover} alt="" width={96} ratio={2} radius={6} loading="eager" />
          </div>
          <div className={styles.headText}>
            <h2 className={styles.planTitle}>{plan.title}</h2>
            <p className={styles.meta}>{plan.summary}</p>
          </div>
        </div>
        <p className={styles.meta}>{t('creditZone.planWindow', { start: shownDay(plan.startTime), end: shownDay(plan.endTime) })}</p>
        <p className={styles.meta}>
          {plan.limitPerMember > 1 ? t('creditZone.planLimit', { limit: plan.limitPerMember, count: plan.usedCount }) : t('creditZone.planUseCount', { count: plan.useCount })}
        </p>
      </section>
      <section className={styles.card}>
        <dl className={styles.facts}>
          <dt>{t('creditZone.planNeedLabel')}</dt>
          <dd className={styles.amount}>{yuan(fen(plan.needAmount))}</dd>
          <dt>{t('creditZone.planHeldLabel')}</dt>
          <dd data-testid={planDetailTestIds.held}>{money ? yuan(money.held) : '—'}</dd>
          <dt>{t('creditZone.planGiveLabel')}</dt>
          <dd>
            <span className={styles.line}>{plan.grant.name}</span>
            <span className={`${styles.line} ${styles.until}`}>{t('creditZone.planGiveUntil', { end: shownDay(plan.grant.endTime) })}</span>
          </dd>
        </dl>
      </section>
      {state === 'open' && money !== null && money.spend.length > 0 && (
        <section className={styles.card} data-testid={planDetailTestIds.spend} aria-labelledby="plan-spend-title">
          <h3 id="plan-spend-title" className={styles.cardTitle}>
            {t('creditZone.planSpendTitle')}
          </h3>
          <ul className={styles.spend}>
            {money.spend.map((coupon) => (
              <li key={coupon.couponId}>
                <span>
                  {coupon.name} <span className={styles.spendExpire}>{t('creditZone.planSpendExpire', { expire: shownDay(coupon.expireDate) })}</span>
                </span>
                <span className={styles.amount}>{yuan(fen(coupon.amount))}</span>
              </li>
            ))}
          </ul>
          <p className={styles.meta}>{t('creditZone.planSpendSum', { amount: yuan(money.spent) })}</p>
        </section>
      )}
      {plan.usedCount > 0 && (
        <section className={`${styles.card} ${styles.granted}`} data-testid={planDetailTestIds.granted}>
          <span>{t('creditZone.planGranted', { name: plan.grant.name })}</span>
          <button type="button" className={styles.link} onClick={() => void navigate('/myCoupon')}>
            {t('creditZone.planViewCoupons')}
          </button>
        </section>
      )}
      <section className={styles.card} aria-labelledby="plan-rules-title">
        <h3 id="plan-rules-title" className={styles.cardTitle}>
          {t('creditZone.planRules')}
        </h3>
        <ol className={styles.rules}>
          {plan.content.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
      </section>
      <UseBar plan={plan} money={money} />
    </div>
  );
}

/**
 * A cash-coupon plan, opened from the cash tab (`?zone=cash&plan=<id>`, back closes it): what it
 * needs against what the buyer holds, the cash coupons a use would spend, what it gives, its rules,
 * and 立即使用 (usePlanUse). Once used: 已使用 and 去查看, to my coupons.
 */
export function PlanDetail({ proposeId }: { proposeId: string }) {
  const { t } = useI18n();
  const { close } = usePlanParam();
  const query = useProposeDetailQuery({ proposeId });
  return (
    <div className={styles.page}>
      <PageHeader title={t('creditZone.planTitle')} onBack={close} />
      <QueryView query={query}>
        {(plan) => <PlanBody plan={plan} />}
      </QueryView>
    </div>
  );
}
