import { useI18n } from '@/platform/i18n';
import { shownMinute, splitDuration } from './activityTime';
import { useActivityWindow } from './useActivityWindow';
import styles from './ActivityParts.module.css';
import '@/platform/i18n/areas/activityArea';

export const activityWindowTestId = 'activity-window';

interface ActivityWindowProps {
  startTime: string;
  endTime: string;
}

/** The activity's phase (未开始 / 进行中 / 已结束), its dates, and a live countdown to the start or the end. */
export function ActivityWindow({ startTime, endTime }: ActivityWindowProps) {
  const { t } = useI18n();
  const { phase, left } = useActivityWindow(startTime, endTime);
  const { days, time } = splitDuration(left);
  const remaining = days > 0 ? t('activityArea.window.days', { days, time }) : time;
  const countdown =
    phase === 'upcoming'
      ? t('activityArea.window.startsIn', { time: remaining })
      : phase === 'running'
        ? t('activityArea.window.endsIn', { time: remaining })
        : t('activityArea.window.endedAt', { time: shownMinute(endTime) });
  return (
    <div className={styles.window} data-testid={activityWindowTestId} data-phase={phase}>
      <span className={`${styles.phase} ${styles[phase]}`}>{t(`activityArea.window.${phase}`)}</span>
      <span className={styles.countdown} role="timer" aria-live="off">
        {countdown}
      </span>
      <span className={styles.period}>{t('activityArea.window.period', { start: shownMinute(startTime), end: shownMinute(endTime) })}</span>
    </div>
  );
}
