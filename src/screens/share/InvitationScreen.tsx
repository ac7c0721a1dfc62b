import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useGetInfoQuery } from '@/api/memberApi';
import type { MemberInfo } from '@/api/types/member';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { QueryView } from '@/components/QueryView';
import { EmptyState, StateAction } from '@/components/states';
import { useI18n } from '@/platform/i18n';
import { loginHref } from '@/routes';
import { shareOrigin } from '@/platform/shareOrigin';
import { selectIsLoggedIn } from '@/state/session';
import { useAppSelector } from '@/state/hooks';
import { CommandPanel } from './CommandPanel';
import { InvitationPoster } from './InvitationPoster';
import { invitationLink } from './invitationLink';
import { PosterActions } from './PosterActions';
import { usePosterImage } from './usePosterImage';
import styles from './InvitationScreen.module.css';
import '@/platform/i18n/areas/invitation';

/**
 * /share/invitation: the member's invitation poster (drawn on a canvas with the QR code of the
 * download page and their invite code), save it or copy its link, a share command to send, and
 * 识别口令 for a command a friend sent. A guest is asked to log in first.
 */
export default function InvitationScreen() {
  const { t } = useI18n();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return (
    <div className={styles.page}>
      <PageHeader title={t('route./share/invitation')} />
      {loggedIn ? <MemberInvitation /> : <GuestPrompt />}
    </div>
  );
}

function GuestPrompt() {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <EmptyState
      title={t('invitation.guestTitle')}
      description={t('invitation.guestBody')}
      action={<StateAction onClick={() => void navigate(loginHref('/share/invitation'))}>{t('invitation.goLogin')}</StateAction>}
    />
  );
}

function MemberInvitation() {
  const { t } = useI18n();
  const query = useGetInfoQuery();
  return (
    <QueryView query={query} isEmpty={(member) => !member.inviteCode} empty={<EmptyState title={t('invitation.noCode')} />}>
      {(member) => <InvitationView member={member} />}
    </QueryView>
  );
}

function InvitationView({ member }: { member: MemberInfo }) {
  const { t } = useI18n();
  const [attempt, setAttempt] = useState(0);
  const link = invitationLink(shareOrigin(), member.inviteCode);
  const poster = usePosterImage(
    member.avatar,
    {
      headline: t('invitation.poster.headline'),
      nickname: member.nickname,
      codeLine: t('invitation.poster.codeLine', { code: member.inviteCode }),
      copy: t('invitation.poster.copy'),
      scanHint: t('invitation.poster.scanHint'),
    },
    link,
    attempt,
  );
  return (
    <section className={styles.content} data-testid="invitation-content" aria-label={t('invitation.content')}>
      <p className={styles.intro}>{t('invitation.intro')}</p>
      <InvitationPoster
        state={poster}
        alt={t('invitation.posterAlt', { nickname: member.nickname, code: member.inviteCode })}
        onRetry={() => setAttempt((value) => value + 1)}
      />
      {poster.status === 'ready' && <p className={styles.hint}>{t('invitation.longPress')}</p>}
      <PosterActions dataUrl={poster.status === 'ready' ? poster.dataUrl : null} inviteCode={member.inviteCode} link={link} />
      <CommandPanel memberId={member.memberId} />
    </section>
  );
}
