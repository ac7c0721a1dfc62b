import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useGetInfoQuery, useLazyFindByNicknameQuery, useLazyFindByUsernameQuery } from '@/api/memberApi';
import { useUpdateRecommenderMutation } from '@/api/payApi';
import type { MemberBrief, MemberInfo } from '@/api/types/member';
import { FormRow, formRowClasses } from '@/components/FormRow/FormRow';
import { canGoBack, PageHeader } from '@/components/PageHeader/PageHeader';
import { TabRow } from '@/components/TabRow/TabRow';
import { useDiscardGuard, useForm, type Rules } from '@/hooks/form';
import { useAction } from '@/hooks/useAction';
import { useI18n } from '@/platform/i18n';
import { imageUrl } from '@/platform/imageHost';
import { inviterDraftOf, type InviterSearch, type LookupBy } from './profile/inviterDraft';
import { MemberPage } from './profile/MemberPage';
import profile from './profile/profile.module.css';
import styles from './SetInviterScreen.module.css';
import '@/platform/i18n/areas/setInviter';

const EMPTY: InviterSearch = { by: 'username', keyword: '', found: null };

const rules: Rules<InviterSearch> = {
  keyword: (value, values) => (value.trim() ? null : values.by === 'username' ? 'setInviter.usernameRequired' : 'setInviter.nicknameRequired'),
};

/** The member's card as the lookup shows it: avatar, nickname, masked mobile, invite code. */
function InviterCard({ member, label }: { member: Pick<MemberBrief, 'nickname' | 'avatar'> & Partial<MemberBrief>; label: string }) {
  const { t } = useI18n();
  return (
    <section className={styles.card} aria-label={label} data-testid="inviter-card">
      <img className={styles.avatar} src={imageUrl(member.avatar)} alt="" />
      <div className={styles.who}>
        <p className={styles.nickname}>{member.nickname}</p>
        {member.mobile ? <p className={styles.detail}>{t('setInviter.mobile', { mobile: member.mobile })}</p> : null}
        {member.inviteCode ? <p className={styles.detail}>{t('setInviter.inviteCode', { code: member.inviteCode })}</p> : null}
      </div>
    </section>
  );
}

/** Once set, the inviter is shown and cannot be changed. */
function InviterSet({ member }: { member: MemberInfo }) {
  const { t } = useI18n();
  return (
    <div className={profile.page}>
      <PageHeader title={t('route./mine/setInviter')} />
      <InviterCard member={{ nickname: member.inviterNickname ?? t('setInviter.unknown'), avatar: '' }} label={t('setInviter.yourInviter')} />
      <p className={profile.note} data-testid="inviter-locked">
        {t('setInviter.locked')}
      </p>
    </div>
  );
}

/**
 * Find the inviter by username (mobile or invite code) or by nickname, confirm, and the payment
 * service records them as the member's recommender. The search and the card found are kept as a
 * draft until it is saved.
 */
function FindInviter({ member }: { member: MemberInfo }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { key: locationKey } = useLocation();
  const form = useForm({ id: 'set-inviter', draft: 'setInviter', initial: EMPTY, parse: inviterDraftOf, rules });
  const [findByUsername] = useLazyFindByUsernameQuery();
  const [findByNickname] = useLazyFindByNicknameQuery();
  const [updateRecommender] = useUpdateRecommenderMutation();
  const { refetch } = useGetInfoQuery();
  const [notFound, setNotFound] = useState<string | null>(null);
  const leave = () => {
    if (canGoBack(locationKey)) void navigate(-1);
    else void navigate('/mine/setUser', { replace: true });
  };
  const leaveForm = useDiscardGuard(form.dirty, form.discard);

  const lookup = useAction(
    ({ by, keyword }: InviterSearch) => (by === 'username' ? findByUsername({ username: keyword.trim() }).unwrap() : findByNickname({ nickname: keyword.trim() }).unwrap()),
    {
      origin: 'query',
      tell: 'inline',
      wording: { fallback: 'setInviter.lookupFailed' },
      onSuccess: (found) => form.set('found', found),
    },
  );
  const bind = useAction((found: MemberBrief) => updateRecommender({ recommenderId: found.memberId }).unwrap(), {
    confirm: (found) => ({
      title: t('setInviter.confirmTitle'),
      content: t('setInviter.confirmBody', { nickname: found.nickname }),
      confirmText: t('setInviter.confirm'),
      cancelText: t('setInviter.cancel'),
    }),
    success: t('setInviter.done'),
    wording: { fallback: 'setInviter.failed' },
    onSuccess: () => {
      form.discard();
      void refetch();
    },
  });

  const search = (values: InviterSearch) => {
    form.set('found', null);
    setNotFound(null);
    void lookup.run(values).then((outcome) => {
      if (outcome.status === 'failed') setNotFound(outcome.message);
    });
  };
  const { found, by } = form.values;
  const self = found?.memberId === member.memberId;

  return (
    <div className={profile.page}>
      <PageHeader title={t('route./mine/setInviter')} onBack={() => void leaveForm(leave)} />
      <form aria-label={t('setInviter.form')} noValidate onSubmit={form.handleSubmit(search)}>
        <TabRow
          label={t('setInviter.by')}
          items={[
            { key: 'username', label: t('setInviter.byUsername') },
            { key: 'nickname', label: t('setInviter.byNickname') },
          ]}
          active={by}
          onChange={(next: LookupBy) => {
            form.patch({ by: next, found: null });
            setNotFound(null);
          }}
        />
        <div className={`${profile.card} ${profile.formCard}`}>
          <FormRow id={form.idOf('keyword')} label={by === 'username' ? t('setInviter.username') : t('setInviter.nickname')} error={form.error('keyword')}>
            <input
              id={form.idOf('keyword')}
              className={formRowClasses.control}
              placeholder={by === 'username' ? t('setInviter.usernamePlaceholder') : t('setInviter.nicknamePlaceholder')}
              value={form.values.keyword}
              onChange={(event) => form.set('keyword', event.target.value)}
              onBlur={() => form.touch('keyword')}
              {...form.described('keyword')}
            />
            <button type="submit" className={`${profile.codeButton} ${profile.searchButton}`} disabled={lookup.busy}>
              {lookup.busy ? t('setInviter.searching') : t('setInviter.search')}
            </button>
          </FormRow>
        </div>
      </form>
      {notFound ? (
        <p className={styles.notFound} role="alert" data-testid="inviter-not-found">
          {notFound}
        </p>
      ) : null}
      {found ? (
        <>
          <InviterCard member={found} label={t('setInviter.found')} />
          {self ? <p className={styles.notFound}>{t('setInviter.notYourself')}</p> : null}
          <div className={profile.actions}>
            <Button block color="primary" shape="rounded" loading={bind.busy} loadingText={t('setInviter.binding')} disabled={bind.busy || self} onClick={() => void bind.run(found)}>
              {t('setInviter.bind')}
            </Button>
          </div>
        </>
      ) : (
        <p className={profile.note}>{t('setInviter.hint')}</p>
      )}
    </div>
  );
}

/** /mine/setInviter: find and confirm the member's inviter; read-only once one is set. */
export default function SetInviterScreen() {
  const { t } = useI18n();
  return <MemberPage title={t('route./mine/setInviter')}>{(member) => (member.inviterId ? <InviterSet member={member} /> : <FindInviter member={member} />)}</MemberPage>;
}
