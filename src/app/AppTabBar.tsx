import { useLocation, useNavigate } from 'react-router-dom';
import { useAppSelector } from '@/state/hooks';
import { selectIsLoggedIn } from '@/state/session';
import { useI18n } from '@/platform/i18n';
import { loginHref } from '@/routes';
import { TabBar } from '@/components/TabBar/TabBar';
import { tabForPath, type TabItem } from '@/components/TabBar/tabs';
import { showNotice } from '@/platform/feedback';
import { selectUnreadMessages } from './unreadMessages';

/**
 * The tab bar wired to the router and session: tabs replace or push, a guest tapping Mine goes to
 * /login; a signed-in member's unread notifications are Mine's badge (./unreadMessages.ts).
 */
export function AppTabBar() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { t } = useI18n();
  const unread = useAppSelector(selectUnreadMessages);
  const active = tabForPath(pathname);
  if (!active) return null;

  const select = (tab: TabItem) => {
    if (tab.route === pathname) return;
    if (tab.needsLogin && !loggedIn) {
      showNotice(t('session.loginFirst'));
      void navigate(loginHref(tab.route));
      return;
    }
    void navigate(tab.route, { replace: tab.replace });
  };

  return <TabBar activeKey={active.key} onSelect={select} badges={loggedIn && unread > 0 ? { mine: unread } : undefined} />;
}
