import type { ReactNode } from 'react';
import { queryViewTestIds } from '@/components/QueryView/testIds';
import { useI18n } from '@/platform/i18n';
import styles from './states.module.css';
import { StatusBlock } from './StatusBlock';

export interface EmptyStateProps {
  title?: ReactNode;
  description?: ReactNode;
  /** e.g. a "go shopping" button */
  action?: ReactNode;
}

export function EmptyState({ title, description, action }: EmptyStateProps) {
  const { t } = useI18n();
  return (
    <div className={styles.block} data-testid={queryViewTestIds.empty}>
      <StatusBlock status="empty" title={title ?? t('state.empty')} description={description ?? ''}>
        {action}
      </StatusBlock>
    </div>
  );
}
