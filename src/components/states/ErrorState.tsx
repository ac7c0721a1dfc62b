import { isApiError } from '@/api/errors';
import { queryViewTestIds } from '@/components/QueryView/testIds';
import { useI18n } from '@/platform/i18n';
import styles from './states.module.css';
import { StateAction } from './StateAction';
import { StatusBlock } from './StatusBlock';

export interface ErrorStateProps {
  /** the failure as the query hook gives it; network errors get the connection wording, others the server's message */
  error?: unknown;
  onRetry: () => void;
  /** true while the retry is in flight: the button is disabled and shows progress */
  retrying?: boolean;
}

/** Error state with a retry button; what the user typed elsewhere on the screen stays untouched. */
export function ErrorState({ error, onRetry, retrying = false }: ErrorStateProps) {
  const { t } = useI18n();
  const apiError = isApiError(error) ? error : undefined;
  const isNetwork = apiError ? apiError.kind === 'network' : error === undefined;
  const description = apiError?.message || t('state.serverError');
  return (
    <div className={styles.block} role="alert" data-testid={queryViewTestIds.error}>
      <StatusBlock
        status={isNetwork ? 'disconnected' : 'default'}
        title={isNetwork ? t('state.networkError') : t('state.serverError')}
        description={isNetwork ? '' : description}
      >
        <StateAction kind="secondary" onClick={onRetry} loading={retrying} loadingText={t('state.retry')} disabled={retrying}>
          {t('state.retry')}
        </StateAction>
      </StatusBlock>
    </div>
  );
}
