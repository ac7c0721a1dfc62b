import { Skeleton } from 'antd-mobile';
import { queryViewTestIds } from '@/components/QueryView/testIds';
import { useI18n } from '@/platform/i18n';
import styles from '../common/OrderSkeletons.module.css';

/** Order details while it loads: the status banner, the address, the lines and the amounts. */
export function OrderDetailsSkeleton() {
  const { t } = useI18n();
  return (
    <div className={styles.details} role="status" aria-busy="true" aria-label={t('state.loading')} data-testid={queryViewTestIds.skeleton}>
      <Skeleton animated={false} className={styles.banner} />
      <div className={styles.card}>
        <Skeleton.Paragraph lineCount={2} animated={false} />
      </div>
      <div className={styles.card}>
        {[0, 1].map((index) => (
          <div className={styles.line} key={index}>
            <Skeleton animated={false} className={styles.thumbLarge} />
            <Skeleton.Paragraph lineCount={2} animated={false} />
          </div>
        ))}
      </div>
      <div className={styles.card}>
        <Skeleton.Paragraph lineCount={4} animated={false} />
      </div>
    </div>
  );
}
