import { useNavigate } from 'react-router-dom';
import { useQueryParam } from '@/hooks/useQueryParam';
import { useOrderTipQuery } from '@/api/memberApi';
import { useMessageNotificationPagesInfiniteQuery } from '@/api/messageApi';
import type { MessageNotification } from '@/api/types/member';
import { InfiniteList } from '@/components/InfiniteList/InfiniteList';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { TabbedPage } from '@/components/TabbedPage/TabbedPage';
import { EmptyState } from '@/components/states';
import { useI18n } from '@/platform/i18n';
import { NoticeRow } from './NoticeRow';
import { NOTICE_TABS, noticeTarget, tabArg, tabFromQuery, type NoticeTab } from './noticeRules';
import { useNoticeActions } from './useNoticeActions';
import styles from './MessageNoticeScreen.module.css';
import '@/platform/i18n/areas/messageNotice';

type Actions = ReturnType<typeof useNoticeActions>;

/** One tab's notifications: 20 a page, infinite scroll and pull to refresh, its own cache entry. */
function TabNotices({ tab, actions }: { tab: NoticeTab; actions: Actions }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const source = useMessageNotificationPagesInfiniteQuery(tabArg(tab));
  const open = (message: MessageNotification) => {
    if (message.readFlag === 0) void actions.read.run(message);
    const target = noticeTarget(message);
    if (target) void navigate(target);
  };
  return (
    <InfiniteList source={source} empty={<EmptyState title={t('messageNotice.emptyTitle')} description={t('messageNotice.emptyBody')} />}>
      {(messages) => (
        <ul className={styles.list} data-testid="message-notice-content">
          {messages.map((message) => (
            <li key={message.id}>
              <NoticeRow message={message} onOpen={open} onRead={(shown) => void actions.read.run(shown)} onDelete={(shown) => void actions.remove.run(shown)} />
            </li>
          ))}
        </ul>
      )}
    </InfiniteList>
  );
}

/**
 * /messageNotice: the member's notifications by type tab (`?type=`: 0 general, 1 order placed,
 * 2 shipped; none: all). An unread one has a red dot; a tap reads it and opens what it is about
 * (an order's details), a swipe reads or deletes it, 全部已读 reads them all. The unread count is
 * orderTip's, the red dots mine and the tab bar show too, so every write moves them all at once.
 */
export default function MessageNoticeScreen() {
  const { t } = useI18n();
  const [, setType, params] = useQueryParam('type');
  const tab = tabFromQuery(params);
  const unread = useOrderTipQuery().data?.unreadMessageCount ?? 0;
  const actions = useNoticeActions();
  const choose = (next: NoticeTab) => setType(next === 'all' ? undefined : next);
  return (
    <TabbedPage
      header={<PageHeader title={t('route./messageNotice')} />}
      tabs={{
        testId: 'notice-tabs',
        label: t('route./messageNotice'),
        items: NOTICE_TABS.map((key) => ({ key, label: t(`messageNotice.tab.${key}`) })),
        active: tab,
        onChange: choose,
      }}
      underTabs={
        <div className={styles.bar}>
          <span data-testid="notice-unread-count">{unread > 0 ? t('messageNotice.unreadCount', { count: unread }) : t('messageNotice.noneUnread')}</span>
          <button type="button" className={styles.readAll} disabled={unread === 0 || actions.readAll.busy} onClick={() => void actions.readAll.run()}>
            {t('messageNotice.readAll')}
          </button>
        </div>
      }
    >
      <TabNotices key={tab} tab={tab} actions={actions} />
    </TabbedPage>
  );
}
