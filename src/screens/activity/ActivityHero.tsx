import type { Activity } from '@/api/types/member';
import { GoodsImage } from '@/components/GoodsImage/GoodsImage';
import { ActivityWindow } from './ActivityWindow';
import styles from './ActivityParts.module.css';

export const activityHeroTestId = 'activity-hero';

/** The activity's banner, title and subtitle, and its time window with the countdown. */
export function ActivityHero({ activity }: { activity: Activity }) {
  return (
    <header className={styles.hero} data-testid={activityHeroTestId}>
      <div className={styles.banner}>
        <GoodsImage src={activity.banner} alt={activity.title} ratio={2.5} radius={0} loading="eager" />
      </div>
      <div className={styles.heroBody}>
        <h2 className={styles.heroTitle}>{activity.title}</h2>
        {activity.subtitle && <p className={styles.heroSubtitle}>{activity.subtitle}</p>}
        <ActivityWindow startTime={activity.startTime} endTime={activity.endTime} />
      </div>
    </header>
  );
}
