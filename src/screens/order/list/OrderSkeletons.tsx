import { Skeleton } from 'antd-mobile';
import { queryViewTestIds } from '@/components/QueryView/testIds';
import { useI18n } from '@/platform/i18n';
import styles from '../common/OrderSkeletons.module.css';

/** The order list while its first page loads: cards the size of order cards (head, a line, total, actions). */
export function OrderListSkeleton({ cards = 3 }: { cards?: number }) {
  const { t } = useI18n();
  return (
    <div className={styles.list} role="status" aria-busy="true" aria-label={t('state.loading')} data-testid={queryViewTestIds.skeleton}>
      {Array.from({ length: cards }, (_, index) => (
        <div className={styles.card} key={index}>
          <Skeleton.Title animated={false} className={styles.head} />
          <div className={styles.line}>
            <Skeleton animated={false} className={styles.thumb} />
            <Skeleton.Paragraph lineCount={2} animated={false} />
          </div>
          <div className={styles.actions}>
            <Skeleton animated={false} className={styles.pill} />
            <Skeleton animated={false} className={styles.pill} />
          </div>
        </div>
      ))}
    </div>
  );
}
