import { Skeleton } from 'antd-mobile';
import { queryViewTestIds } from '@/components/QueryView/testIds';
import { useI18n } from '@/platform/i18n';
import styles from './states.module.css';

/**
 * Loading placeholder shaped like a goods detail page (a square picture, the price, the name and
 * a few lines), so the page does not open as a list and then jump to its own layout. It ships with
 * the app (LazyScreen shows it while the detail chunk loads) and the detail screen shows it too
 * while its call runs.
 */
export function DetailSkeleton() {
  const { t } = useI18n();
  return (
    <div className={styles.detailSkeleton} role="status" aria-busy="true" aria-label={t('state.loading')} data-testid={queryViewTestIds.skeleton}>
      <div className={styles.detailSkeletonImage} data-testid="detail-skeleton" />
      <div className={styles.detailSkeletonBody}>
        <Skeleton.Title animated={false} />
        <Skeleton.Paragraph lineCount={4} animated={false} />
      </div>
    </div>
  );
}
