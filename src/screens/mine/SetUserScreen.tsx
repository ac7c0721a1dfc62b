import { DotLoading } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useGetInfoQuery, useUpdateInfoSelectiveMutation } from '@/api/memberApi';
import type { Gender, MemberInfo, UpdateInfoSelectiveArg } from '@/api/types/member';
import { ActionSlot, lazyPart } from '@/components/ActionSlot';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { QueryView } from '@/components/QueryView';
import { useAction } from '@/hooks/useAction';
import { showToast } from '@/platform/feedback';
import { useI18n } from '@/platform/i18n';
import { AvatarRow } from './profile/AvatarRow';
import { maskedMobile } from './profile/maskedMobile';
import profile from './profile/profile.module.css';
import styles from './SetUserScreen.module.css';
import '@/platform/i18n/areas/mineProfile';
import '@/platform/i18n/areas/setUser';

/* The sheet and the picker (with antd-mobile's animation library) load on the tap that opens them. */
const GenderSheet = lazyPart(() => import('./profile/GenderSheet'));
const BirthdayPicker = lazyPart(() => import('./profile/BirthdayPicker'));

/** A settings row that opens something: label, the current value (or a placeholder), a chevron. */
function Row({ label, value, empty, onOpen, saving }: { label: string; value: string; empty: string; onOpen: () => void; saving?: string }) {
  return (
    <button type="button" className={profile.row} onClick={onOpen} disabled={Boolean(saving)}>
      <span className={profile.rowLabel}>{label}</span>
      {saving ? (
        <span className={`${profile.rowValue} ${profile.rowSaving}`} role="status">
          {saving}
          <DotLoading color="currentColor" aria-hidden />
        </span>
      ) : (
        <span className={`${profile.rowValue} ${value ? '' : profile.rowEmpty}`}>{value || empty}</span>
      )}
      <span className={profile.chevron} aria-hidden />
    </button>
  );
}

/** The member's profile rows; gender and birthday are saved here, the rest on their own screens. */
function Profile({ member }: { member: MemberInfo }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [updateInfo] = useUpdateInfoSelectiveMutation();
  const [open, setOpen] = useState<'gender' | 'birthday' | null>(null);
  const save = useAction((change: UpdateInfoSelectiveArg) => updateInfo(change).unwrap(), {
    success: t('setUser.saved'),
    wording: { fallback: 'setUser.failed' },
  });
  // the row being saved says so (a spinner, 保存中) until the answer, and does not open meanwhile
  const [saving, setSaving] = useState<'gender' | 'birthday' | null>(null);
  const saveField = (field: 'gender' | 'birthday', change: UpdateInfoSelectiveArg) => {
    setSaving(field);
    void save.run(change).finally(() => setSaving(null));
  };
  const savingText = (field: 'gender' | 'birthday') => (saving === field ? t('setUser.saving') : undefined);
  const pickGender = (gender: Gender) => {
    setOpen(null);
    if (gender !== member.gender) saveField('gender', { gender });
  };
  const pickBirthday = (birthday: string) => {
    setOpen(null);
    if (birthday !== member.birthday) saveField('birthday', { birthday });
  };

  return (
    <section aria-label={t('setUser.content')} data-testid="set-user-content" aria-busy={save.busy || undefined}>
      <div className={profile.card}>
        <AvatarRow avatar={member.avatar} />
        <Row label={t('setUser.nickname')} value={member.nickname} empty={t('setUser.notSet')} onOpen={() => void navigate('/mine/setName')} />
        <Row label={t('setUser.gender')} value={member.gender ? t(`mineProfile.gender.${member.gender}`) : ''} empty={t('setUser.notSet')} onOpen={() => setOpen('gender')} saving={savingText('gender')} />
        <Row label={t('setUser.birthday')} value={member.birthday} empty={t('setUser.notSet')} onOpen={() => setOpen('birthday')} saving={savingText('birthday')} />
        <Row label={t('setUser.signature')} value={member.signature} empty={t('setUser.noSignature')} onOpen={() => void navigate('/mine/setSign')} />
      </div>
      <div className={profile.card}>
        <Row label={t('setUser.mobile')} value={maskedMobile(member.mobile)} empty={t('setUser.notSet')} onOpen={() => void navigate('/mine/setMobile')} />
        <Row label={t('setUser.inviter')} value={member.inviterNickname ?? ''} empty={t('setUser.notSet')} onOpen={() => void navigate('/mine/setInviter')} />
      </div>
      <ActionSlot
        onFailed={() => {
          setOpen(null);
          showToast({ content: t('state.networkError') });
        }}
      >
        {open === 'gender' ? <GenderSheet value={member.gender} onPick={pickGender} onClose={() => setOpen(null)} /> : null}
        {open === 'birthday' ? <BirthdayPicker value={member.birthday} onPick={pickBirthday} onClose={() => setOpen(null)} /> : null}
      </ActionSlot>
    </section>
  );
}

/** /mine/setUser: the member's profile: avatar (pick, crop, upload), nickname, gender, birthday, signature. */
export default function SetUserScreen() {
  const { t } = useI18n();
  const query = useGetInfoQuery();
  return (
    <div className={styles.page}>
      <PageHeader title={t('route./mine/setUser')} />
      <QueryView query={query}>{(data) => <Profile member={data} />}</QueryView>
    </div>
  );
}
