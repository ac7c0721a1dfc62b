import { PageHeader } from '@/components/PageHeader/PageHeader';
import type { ChunkErrorType } from '@/platform/chunkLoader';
import { useI18n } from '@/platform/i18n';
import styles from '../ComingSoon/ComingSoon.module.css';
import { StateAction } from '@/components/states/StateAction';
import { StatusBlock } from '@/components/states/StatusBlock';

export interface ChunkErrorPageProps {
  /** `timeout` after 120 s, or `missing` when the chunk could not be fetched */
  type: ChunkErrorType;
  /** the route's title, so the header still says where the user is */
  title: string;
  onRetry: () => void;
}

/** Shown instead of a white screen when a lazy page chunk fails to load. */
export function ChunkErrorPage({ type, title, onRetry }: ChunkErrorPageProps) {
  const { t } = useI18n();
  return (
    <div className={styles.page} role="alert" data-chunk-error={type}>
      <PageHeader title={title} />
      <StatusBlock
        status="disconnected"
        title={type === 'timeout' ? t('chunkError.timeoutTitle') : t('chunkError.missingTitle')}
        description={t('chunkError.body')}
        fullPage
      >
        <StateAction onClick={onRetry}>
          {t('chunkError.retry')}
        </StateAction>
      </StatusBlock>
    </div>
  );
}
