import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useGetInfoQuery } from '@/api/memberApi';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { QueryView } from '@/components/QueryView';
import { useAction } from '@/hooks/useAction';
import { useI18n } from '@/platform/i18n';
import { paths } from '@/routes';
import { AccountCard } from './settings/AccountCard';
import { useSignOut } from './settings/useSignOut';
import styles from './LogoutScreen.module.css';
import '@/platform/i18n/areas/logout';

/** /mine/logout: the account signed in, and 退出登录 (asked first): the session ends on the device, then /home as a guest. */
export default function LogoutScreen() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const query = useGetInfoQuery();
  const signOut = useSignOut();
  const logout = useAction(() => Promise.resolve(signOut(paths.home)), {
    confirm: { title: t('logout.confirmTitle'), content: t('logout.confirmBody'), confirmText: t('logout.confirm'), cancelText: t('logout.cancel') },
    success: t('logout.done'),
    hold: () => true,
  });
  return (
    <div className={styles.page}>
      <PageHeader title={t('route./mine/logout')} />
      <QueryView query={query}>
        {(member) => (
          <section className={styles.content} data-testid="logout-content" aria-label={t('logout.content')}>
            <div className={styles.card}>
              <AccountCard nickname={member.nickname} mobile={member.mobile} avatar={member.avatar} />
            </div>
            <p className={styles.note}>{t('logout.note')}</p>
            <Button block color="danger" shape="rounded" loading={logout.busy} loadingText={t('logout.leaving')} disabled={logout.busy} onClick={() => void logout.run()}>
              {t('logout.submit')}
            </Button>
            <Button block fill="outline" shape="rounded" disabled={logout.busy} onClick={() => void navigate('/mine/changeAccount')}>
              {t('logout.switch')}
            </Button>
          </section>
        )}
      </QueryView>
    </div>
  );
}
