import { useI18n } from '@/platform/i18n';
import { queryViewTestIds } from '@/components/QueryView';
import styles from './hub.module.css';

/** The mine page while the member loads: the header, order strip, assets and one grid, in grey. */
export function MineSkeleton() {
  const { t } = useI18n();
  return (
    <div className={styles.skeleton} role="status" data-testid={queryViewTestIds.skeleton} aria-busy="true" aria-label={t('state.loading')}>
      <div className={styles.skeletonHeader}>
        <span className={`${styles.bone} ${styles.boneAvatar}`} />
        <span className={styles.skeletonLines}>
          <span className={`${styles.bone} ${styles.boneName}`} />
          <span className={`${styles.bone} ${styles.boneLine}`} />
        </span>
      </div>
      <div className={`${styles.card} ${styles.boneCard}`} />
      <div className={`${styles.card} ${styles.boneAssets}`} />
      <div className={`${styles.card} ${styles.boneGrid}`} />
    </div>
  );
}
