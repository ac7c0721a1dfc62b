import { useNavigate } from 'react-router-dom';
import { useGetInfoQuery } from '@/api/memberApi';
import type { MemberInfo } from '@/api/types/member';
import { maskMobile } from '@/components/AddressCard/address';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { QueryView } from '@/components/QueryView';
import { alertDialog } from '@/platform/feedback';
import { useI18n } from '@/platform/i18n';
import { imageUrl } from '@/platform/imageHost';

import { useCancelAccount } from './settings/CancelAccountSheet';
import { SettingsGroup, SettingsRow } from './settings/SettingsRows';
import { useClearCache } from './settings/useClearCache';
import styles from './SetScreen.module.css';
import '@/platform/i18n/areas/set';

/** The settings of a signed-in member, once getInfo has answered. */
function Settings({ member }: { member: MemberInfo }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const cache = useClearCache();
  const cancel = useCancelAccount(member.mobile);
  const go = (to: string) => () => void navigate(to);
  const about = () =>
    void alertDialog({ title: t('set.about.title'), content: t('set.about.body'), confirmText: t('set.about.confirm') });

  return (
    <div className={styles.content} data-testid="set-content" aria-label={t('set.content')}>
      <button type="button" className={styles.profile} onClick={go('/mine/setUser')} data-testid="profile-card">
        <img className={styles.avatar} src={imageUrl(member.avatar)} alt="" width={52} height={52} />
        <span className={styles.who}>
          <span className={styles.nickname}>{member.nickname}</span>
          <span className={styles.mobile}>{maskMobile(member.mobile)}</span>
        </span>
        <span className={styles.chevron} aria-hidden />
      </button>

      <SettingsGroup title={t('set.groups.account')}>
        <SettingsRow label={t('set.rows.profile')} onClick={go('/mine/setUser')} />
        <SettingsRow label={t('set.rows.addresses')} onClick={go('/mine/setAddress')} />
        <SettingsRow label={t('set.rows.password')} onClick={go('/mine/setPassword')} />
        <SettingsRow label={t('set.rows.contract')} onClick={go('/mine/set/contract')} />
      </SettingsGroup>

      <SettingsGroup title={t('set.groups.app')}>
        <SettingsRow label={t('set.rows.newFunction')} onClick={go('/mine/newFunction')} />
        <SettingsRow label={t('set.rows.clearCache')} value={cache.label} onClick={() => void cache.clear.run()} disabled={cache.clear.busy} testId="clear-cache" />
        <SettingsRow label={t('set.rows.agreement')} onClick={go('/agreement')} />
        <SettingsRow label={t('set.rows.privacy')} onClick={go('/privacy')} />
        <SettingsRow label={t('set.rows.about')} onClick={about} />
      </SettingsGroup>

      <SettingsGroup title={t('set.groups.session')}>
        <SettingsRow label={t('set.rows.changeAccount')} onClick={go('/mine/changeAccount')} />
        <SettingsRow label={t('set.rows.logout')} onClick={go('/mine/logout')} />
      </SettingsGroup>

      <div className={styles.danger}>
        <SettingsRow label={t('set.rows.cancelAccount')} onClick={() => void cancel.start()} danger />
      </div>
      {cancel.sheet}
    </div>
  );
}

/** /mine/set: the settings list (profile, addresses, passwords, contract, cache, accounts, cancel account). */
export default function SetScreen() {
  const { t } = useI18n();
  const query = useGetInfoQuery();
  return (
    <div className={styles.page}>
      <PageHeader title={t('route./mine/set')} />
      <QueryView query={query}>{(member) => <Settings member={member} />}</QueryView>
    </div>
  );
}
