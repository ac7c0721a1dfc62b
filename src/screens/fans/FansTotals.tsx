import { useFansSummaryQuery } from '@/api/fansApi';
import { useI18n } from '@/platform/i18n';
import styles from './MyFansScreen.module.css';
import '@/platform/i18n/areas/myFans';

/** The fans who joined today, this month and in all; dashes while asked or when the call failed (a tap asks again). */
export function FansTotals() {
  const { t } = useI18n();
  const summary = useFansSummaryQuery();
  const data = summary.data;
  const figures = [
    { key: 'today', label: t('myFans.today'), value: data?.today },
    { key: 'month', label: t('myFans.thisMonth'), value: data?.thisMonth },
    { key: 'total', label: t('myFans.total'), value: data?.total },
  ];
  return (
    <section className={styles.totals} aria-label={t('myFans.totals')} data-testid="fans-totals">
      {figures.map((figure) => (
        <div key={figure.key} className={styles.figure}>
          <span className={styles.figureValue}>{figure.value ?? '—'}</span>
          <span className={styles.figureLabel}>{figure.label}</span>
        </div>
      ))}
      {summary.isError && !data && (
        <button type="button" className={styles.retry} onClick={() => void summary.refetch()}>
          {t('myFans.totalsRetry')}
        </button>
      )}
    </section>
  );
}
