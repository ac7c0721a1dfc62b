import dayjs from 'dayjs';
import type { MessageNotification } from '@/api/types/member';
import { SwipeRow } from '@/components/SwipeRow/SwipeRow';
import { useI18n } from '@/platform/i18n';
import styles from './MessageNoticeScreen.module.css';
import '@/platform/i18n/areas/messageNotice';

export interface NoticeRowProps {
  message: MessageNotification;
  onOpen: (message: MessageNotification) => void;
  onRead: (message: MessageNotification) => void;
  onDelete: (message: MessageNotification) => void;
}

/** One notification: its kind, time, text and unread dot; a swipe offers 标为已读 (while unread) and 删除. */
export function NoticeRow({ message, onOpen, onRead, onDelete }: NoticeRowProps) {
  const { t } = useI18n();
  const unread = message.readFlag === 0;
  const actions = [
    ...(unread ? [{ key: 'read', text: t('messageNotice.markRead'), onClick: () => onRead(message) }] : []),
    { key: 'delete', text: t('messageNotice.delete'), color: 'danger' as const, onClick: () => onDelete(message) },
  ];
  return (
    <SwipeRow actions={actions} className={styles.swipe}>
      <button type="button" className={styles.item} data-testid="notice-item" data-message-id={message.id} data-unread={unread ? 'true' : 'false'} onClick={() => onOpen(message)}>
        <span className={styles.itemHead}>
          <span className={styles.kind}>
            {unread && <span className={styles.dot} data-testid="notice-unread-dot" />}
            {t(`messageNotice.type.${message.type}`)}
            {unread && <span className="visually-hidden">{t('messageNotice.unread')}</span>}
          </span>
          <time className={styles.time} dateTime={message.createTime}>
            {dayjs(message.createTime).format('YYYY-MM-DD HH:mm')}
          </time>
        </span>
        <span className={unread ? `${styles.text} ${styles.textUnread}` : styles.text}>{message.content}</span>
      </button>
    </SwipeRow>
  );
}
