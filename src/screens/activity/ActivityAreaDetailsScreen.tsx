import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Activity, ActivityArg, GiftPackage } from '@/api/types/member';
import { useActivityQuery } from '@/api/memberApi';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { QueryView } from '@/components/QueryView';
import { useI18n } from '@/platform/i18n';
import { ActivityCoupons } from './ActivityCoupons';
import { ActivityHero } from './ActivityHero';
import { ActivityRules } from './ActivityRules';
import { GiftPackages } from './GiftPackages';
import { useActivityWindow } from './useActivityWindow';
import { useBuyPackage } from './useBuyPackage';
import styles from './ActivityAreaDetailsScreen.module.css';
import '@/platform/i18n/areas/activityAreaDetails';

export const activityAreaDetailsTestId = 'activity-area-details-content';

/** The call's argument, from the route's query string: `activityId` (none: the activity running now). */
function callArg(params: URLSearchParams): ActivityArg {
  const activityId = params.get('activityId')?.trim();
  return activityId ? { activityId } : {};
}

/** One activity's page once it loaded: what it is, its coupons, its gift packages to buy, its rules. */
function ActivityDetails({ activity }: { activity: Activity }) {
  const { t } = useI18n();
  const { phase } = useActivityWindow(activity.startTime, activity.endTime);
  const buy = useBuyPackage(activity.activityId);
  const [pending, setPending] = useState<string | null>(null);
  const run = (pack: GiftPackage) => {
    setPending(pack.packageId);
    void buy.run(pack);
  };
  return (
    <section className={styles.content} data-testid={activityAreaDetailsTestId} aria-label={t('activityAreaDetails.content')}>
      <ActivityHero activity={activity} />
      <ActivityCoupons activityId={activity.activityId} />
      <GiftPackages activityId={activity.activityId} action={{ kind: 'buy', run, busy: buy.busy, pending, open: phase === 'running' }} />
      <ActivityRules rules={activity.rules} rulesHtml={activity.rulesHtml} />
    </section>
  );
}

/**
 * /activityAreaDetails?activityId=: one activity (home banners and the activity tiles open it). Its
 * banner and time window with a live countdown, its coupons to receive, its gift packages with what
 * is inside and 立即抢购 (while it runs: creates the activity order, then the order's payment), and
 * its rules (server HTML, sanitised).
 */
export default function ActivityAreaDetailsScreen() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const query = useActivityQuery(callArg(params));
  return (
    <div className={styles.page}>
      <PageHeader title={t('route./activityAreaDetails')} />
      <QueryView query={query}>{(activity) => <ActivityDetails activity={activity} />}</QueryView>
    </div>
  );
}
