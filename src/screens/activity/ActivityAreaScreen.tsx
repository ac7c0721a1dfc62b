import { Button } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Activity, ActivityArg } from '@/api/types/member';
import { useActivityQuery } from '@/api/memberApi';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { QueryView } from '@/components/QueryView';
import { useI18n } from '@/platform/i18n';
import { href } from '@/routes';
import { ActivityCoupons } from './ActivityCoupons';
import { ActivityHero } from './ActivityHero';
import { GiftPackages } from './GiftPackages';
import styles from './ActivityAreaScreen.module.css';
import '@/platform/i18n/areas/activityArea';

export const activityAreaTestId = 'activity-area-content';

/**
 * Which activity the page shows: `?activityId=` when the link names one, else none, and the server
 * answers the activity running now (or, between activities, the next one to start).
 */
function callArg(params: URLSearchParams): ActivityArg {
  const activityId = params.get('activityId')?.trim();
  return activityId ? { activityId } : {};
}

function ActivityZone({ activity }: { activity: Activity }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const openDetails = () => void navigate(href('/activityAreaDetails', { activityId: activity.activityId }));
  return (
    <section className={styles.content} data-testid={activityAreaTestId} aria-label={t('activityArea.content')}>
      <ActivityHero activity={activity} />
      <ActivityCoupons activityId={activity.activityId} />
      <GiftPackages activityId={activity.activityId} action={{ kind: 'view', run: openDetails }} />
      <div className={styles.more}>
        <Button block color="primary" fill="outline" shape="rounded" onClick={openDetails}>
          {t('activityArea.details')}
        </Button>
      </div>
    </section>
  );
}

/**
 * /activityArea: the activity zone (the home page's 新人专享 tile). The current activity (or the one
 * `?activityId=` names): banner, time window with a live countdown, its coupons to receive, its gift
 * packages, each opening the activity's details, where they are bought.
 */
export default function ActivityAreaScreen() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const query = useActivityQuery(callArg(params));
  return (
    <div className={styles.page}>
      <PageHeader title={t('route./activityArea')} />
      <QueryView query={query}>{(activity) => <ActivityZone activity={activity} />}</QueryView>
    </div>
  );
}
