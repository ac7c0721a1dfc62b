import { Skeleton } from 'antd-mobile';
import { queryViewTestIds } from '@/components/QueryView/testIds';
import { useI18n } from '@/platform/i18n';
import styles from './states.module.css';

export interface PageSkeletonProps {
  /** number of list rows to sketch */
  rows?: number;
}

/** Loading placeholder shaped like a list page; announced to screen readers as busy. */
export function PageSkeleton({ rows = 4 }: PageSkeletonProps) {
  const { t } = useI18n();
  return (
    <div className={styles.skeleton} role="status" aria-busy="true" aria-label={t('state.loading')} data-testid={queryViewTestIds.skeleton}>
      <Skeleton.Title animated={false} />
      {Array.from({ length: rows }, (_, index) => (
        <div className={styles.skeletonRow} key={index}>
          <Skeleton className={styles.skeletonThumb} animated={false} />
          <Skeleton.Paragraph lineCount={2} animated={false} />
        </div>
      ))}
    </div>
  );
}
