import { useProposePagesInfiniteQuery } from '@/api/payApi';
import type { Proposal } from '@/api/types/pay';
import { GoodsImage } from '@/components/GoodsImage/GoodsImage';
import { QueryView } from '@/components/QueryView';
import { fen, formatFen } from '@/lib/money';
import { useI18n } from '@/platform/i18n';
import { planState, type PlanState } from './planMoney';
import { usePlanParam } from './usePlanParam';
import styles from './CashPlans.module.css';
import '@/platform/i18n/areas/creditZone';

export const cashPlanTestIds = { section: 'cash-plans', row: 'cash-plan' } as const;

const STATE_KEY = {
  open: 'creditZone.planOpen',
  used: 'creditZone.planUsed',
  ended: 'creditZone.planEnded',
  upcoming: 'creditZone.planUpcoming',
} as const satisfies Record<PlanState, string>;

function PlanRow({ plan, onOpen }: { plan: Proposal; onOpen: () => void }) {
  const { t } = useI18n();
  const state = planState(plan);
  return (
    <li className={styles.row} data-testid={cashPlanTestIds.row} data-state={state}>
      <button type="button" className={styles.hit} onClick={onOpen} aria-label={plan.title} />
      <div className={styles.cover}>
        <GoodsImage src={plan.cover} alt="" width={80} ratio={2} radius={6} loading="eager" />
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>{plan.title}</h3>
        <p className={styles.needs}>{t('creditZone.planNeeds', { amount: `¥${formatFen(fen(plan.needAmount))}` })}</p>
        <p className={styles.gives}>{t('creditZone.planGives', { name: plan.grant.name })}</p>
      </div>
      <span className={state === 'open' ? styles.go : styles.state}>{t(STATE_KEY[state])}</span>
    </li>
  );
}

/**
 * The cash tab's 现金券方案: the platform's plans for spending cash coupons on member coupons, each
 * with what it needs, what it gives and whether this buyer can still use it; a row opens the plan
 * (`?plan=`). Ten a page, the next on 加载更多. Nothing shows while they load (the wallet and the
 * zone's goods are the page); a failure shows in the section with its retry.
 */
export function CashPlans() {
  const { t } = useI18n();
  const source = useProposePagesInfiniteQuery({});
  const { open } = usePlanParam();
  return (
    <section className={styles.section} data-testid={cashPlanTestIds.section} aria-labelledby="cash-plans-title">
      <h2 id="cash-plans-title" className={styles.heading}>
        {t('creditZone.plans')}
      </h2>
      <p className={styles.intro}>{t('creditZone.plansIntro')}</p>
      <QueryView
        query={source}
        skeleton={false}
        isEmpty={(data) => data.pages.every((page) => page.list.length === 0)}
        empty={<p className={styles.intro}>{t('creditZone.plansEmpty')}</p>}
      >
        {(data) => (
          <>
            <ul className={styles.list}>
              {data.pages
                .flatMap((page) => page.list)
                .map((plan) => (
                  <PlanRow key={plan.proposeId} plan={plan} onOpen={() => open(plan.proposeId)} />
                ))}
            </ul>
            {source.hasNextPage && (
              <button type="button" className={styles.more} disabled={source.isFetchingNextPage} onClick={() => void source.fetchNextPage()}>
                {t('creditZone.plansMore')}
              </button>
            )}
          </>
        )}
      </QueryView>
    </section>
  );
}
