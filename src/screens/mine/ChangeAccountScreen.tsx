import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useGetInfoQuery } from '@/api/memberApi';
import type { MemberInfo } from '@/api/types/member';
import { maskMobile } from '@/components/AddressCard/address';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { QueryView } from '@/components/QueryView';
import { useAction } from '@/hooks/useAction';
import { forgetDeviceAccount, listDeviceAccounts, recordDeviceAccount, refreshDeviceAccount, type DeviceAccount } from '@/platform/deviceAccounts';
import { useI18n } from '@/platform/i18n';
import { paths } from '@/routes';
import { AccountCard } from './settings/AccountCard';
import { useSignOut } from './settings/useSignOut';
import styles from './ChangeAccountScreen.module.css';
import '@/platform/i18n/areas/changeAccount';

/** The device's accounts, the signed-in one brought up to date (or added, when it signed in before the list was kept). */
function accountsWith(member: MemberInfo): DeviceAccount[] {
  const update = { memberId: member.memberId, nickname: member.nickname, mobile: member.mobile, avatar: member.avatar };
  if (listDeviceAccounts().some((account) => account.memberId === member.memberId)) refreshDeviceAccount(update);
  else recordDeviceAccount(update);
  return listDeviceAccounts();
}

function Accounts({ member }: { member: MemberInfo }) {
  const { t } = useI18n();
  const [accounts, setAccounts] = useState(() => accountsWith(member));
  const signOut = useSignOut();
  const current = accounts.find((account) => account.memberId === member.memberId);
  const others = accounts.filter((account) => account.memberId !== member.memberId);

  const switchTo = useAction((account: DeviceAccount | null) => Promise.resolve(signOut(paths.login, account ? { mobile: account.mobile } : {})), {
    confirm: (account) => ({
      title: t('changeAccount.switchTitle'),
      content: account ? t('changeAccount.switchBody', { name: account.nickname, mobile: maskMobile(account.mobile) }) : t('changeAccount.otherBody'),
      confirmText: t('changeAccount.switchConfirm'),
      cancelText: t('changeAccount.cancel'),
    }),
    hold: () => true,
  });
  const remove = useAction((account: DeviceAccount) => Promise.resolve(setAccounts(forgetDeviceAccount(account.memberId))), {
    confirm: (account) => ({
      title: t('changeAccount.removeTitle'),
      content: t('changeAccount.removeBody', { name: account.nickname, mobile: maskMobile(account.mobile) }),
      confirmText: t('changeAccount.removeConfirm'),
      cancelText: t('changeAccount.cancel'),
    }),
    success: t('changeAccount.removed'),
  });

  return (
    <section className={styles.content} data-testid="change-account-content" aria-label={t('changeAccount.content')}>
      <ul className={styles.list} aria-label={t('changeAccount.listLabel')}>
        {current && (
          <li className={styles.row}>
            <AccountCard nickname={current.nickname} mobile={current.mobile} avatar={current.avatar}>
              <span className={styles.current}>{t('changeAccount.current')}</span>
            </AccountCard>
          </li>
        )}
        {others.map((account) => (
          <li className={styles.row} key={account.memberId} data-testid="device-account">
            <AccountCard nickname={account.nickname} mobile={account.mobile} avatar={account.avatar}>
              <span className={styles.actions}>
                <Button size="small" color="primary" fill="outline" disabled={switchTo.busy} onClick={() => void switchTo.run(account)} aria-label={t('changeAccount.switchTo', { name: account.nickname })}>
                  {t('changeAccount.switch')}
                </Button>
                <Button className={styles.remove} size="mini" fill="none" disabled={remove.busy} onClick={() => void remove.run(account)} aria-label={t('changeAccount.removeOf', { name: account.nickname })}>
                  {t('changeAccount.remove')}
                </Button>
              </span>
            </AccountCard>
          </li>
        ))}
      </ul>
      {others.length === 0 && <p className={styles.note}>{t('changeAccount.onlyOne')}</p>}
      <p className={styles.note}>{t('changeAccount.noPassword')}</p>
      <Button block shape="rounded" color="primary" fill="outline" disabled={switchTo.busy} onClick={() => void switchTo.run(null)}>
        {t('changeAccount.other')}
      </Button>
    </section>
  );
}

/** /mine/changeAccount: the accounts used on this device (kept locally, never a password); switching logs out and opens the login with the mobile filled in. */
export default function ChangeAccountScreen() {
  const { t } = useI18n();
  const query = useGetInfoQuery();
  return (
    <div className={styles.page}>
      <PageHeader title={t('route./mine/changeAccount')} />
      <QueryView query={query}>{(member) => <Accounts member={member} />}</QueryView>
    </div>
  );
}
