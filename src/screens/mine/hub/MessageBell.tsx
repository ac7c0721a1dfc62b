import { useNavigate } from 'react-router-dom';
import { useI18n } from '@/platform/i18n';
import { dotText } from './OrderStrip';
import { mineTestIds } from './testIds';
import '@/platform/i18n/areas/mine';
import styles from './hub.module.css';

/** The member card's bell: opens the notifications, with the unread count (orderTip's) as a red dot. */
export function MessageBell({ unread }: { unread: number | undefined }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const dot = dotText(unread ?? 0);
  return (
    <button
      type="button"
      className={styles.bell}
      data-testid={mineTestIds.messages}
      aria-label={dot ? t('mine.header.messagesUnread', { count: dot }) : t('mine.header.messages')}
      onClick={() => void navigate('/messageNotice')}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
        <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15zM10 20.5a2 2 0 0 0 4 0" />
      </svg>
      {dot && (
        <span className={styles.bellDot} data-testid={mineTestIds.messagesDot} aria-hidden="true">
          {dot}
        </span>
      )}
    </button>
  );
}
