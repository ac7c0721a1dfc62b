import { queryViewTestIds } from '@/components/QueryView/testIds';
import { useI18n } from '@/platform/i18n';
import styles from './states.module.css';
import { StateAction } from './StateAction';
import { StatusBlock } from './StatusBlock';

/** How the error block words a failure: no answer came (`network`), or the server refused or garbled it (`server`). */
export type FailureKind = 'network' | 'server';

export interface ErrorStateProps {
  /** `network` gets the connection wording; `server` the server's message, or the common server-error text */
  kind: FailureKind;
  /** the server's own words for a `server` failure; not shown for `network` */
  message?: string;
  onRetry: () => void;
  /** true while the retry is in flight: the button is disabled and shows progress */
  retrying?: boolean;
}

/** Error state with a retry button; what the user typed elsewhere on the screen stays untouched. */
export function ErrorState({ kind, message, onRetry, retrying = false }: ErrorStateProps) {
  const { t } = useI18n();
  const isNetwork = kind === 'network';
  return (
    <div className={styles.block} role="alert" data-testid={queryViewTestIds.error}>
      <StatusBlock
        status={isNetwork ? 'disconnected' : 'default'}
        title={isNetwork ? t('state.networkError') : t('state.serverError')}
        description={isNetwork ? '' : message || t('state.serverError')}
      >
        <StateAction kind="secondary" onClick={onRetry} loading={retrying} loadingText={t('state.retry')} disabled={retrying}>
          {t('state.retry')}
        </StateAction>
      </StatusBlock>
    </div>
  );
}
