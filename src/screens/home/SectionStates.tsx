import { Button, Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useI18n } from '@/platform/i18n';
import styles from './SectionStates.module.css';

/** What a home section needs from its query hook. */
export interface SectionQuery<T> {
  data?: T;
  error?: unknown;
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A failed home section: one line and a retry, so the rest of the page stays usable. */
export function SectionError({ name, query }: { name: string; query: SectionQuery<unknown> }) {
  const { t } = useI18n();
  return (
    <div className={styles.error} role="alert" data-testid="section-error">
      <span>{t('home.section.failed', { name })}</span>
      <Button
        size="mini"
        color="primary"
        fill="outline"
        onClick={() => void query.refetch()}
        loading={query.isFetching}
        // antd shows only dots while loading: keep the button's name for screen readers
        loadingText={t('home.section.retry')}
        disabled={query.isFetching}
      >
        {t('home.section.retry')}
      </Button>
    </div>
  );
}

/** A section's loading placeholder, announced as busy. */
export function SectionSkeleton({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.skeleton} role="status" aria-busy="true" aria-label={label} data-testid="section-skeleton">
      {children}
    </div>
  );
}

export function SkeletonBlock({ className }: { className?: string }) {
  return <Skeleton className={`${styles.block} ${className ?? ''}`} animated={false} />;
}

/** Two-column goods grid placeholder: the page skeleton of the recommended list and the zone lists. */
export function GoodsGridSkeleton({ count = 4, label }: { count?: number; label: string }) {
  return (
    <div className={styles.grid} role="status" aria-busy="true" aria-label={label} data-testid="page-skeleton">
      {Array.from({ length: count }, (_, index) => (
        <div className={styles.card} key={index}>
          <Skeleton className={styles.cardImage} animated={false} />
          <Skeleton.Paragraph lineCount={2} animated={false} className={styles.cardText} />
        </div>
      ))}
    </div>
  );
}
