import { Button } from 'antd-mobile';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSendMessageMutation } from '@/api/authApi';
import { useChangeMobileMutation, useCommonValidateCodeMutation, useVerificationCodeMutation } from '@/api/memberApi';
import type { MemberInfo } from '@/api/types/member';
import { FormRow, formRowClasses } from '@/components/FormRow/FormRow';
import { canGoBack, PageHeader } from '@/components/PageHeader/PageHeader';
import { useDiscardGuard, useForm, type Rules } from '@/hooks/form';
import { useAction } from '@/hooks/useAction';
import { digitsOnly, MOBILE_PATTERN, normaliseMobile } from '@/lib/mobile';
import { refreshDeviceAccount } from '@/platform/deviceAccounts';
import { useI18n } from '@/platform/i18n';
import { useAppDispatch } from '@/state/hooks';
import { userInfoChanged } from '@/state/session';
import { CodeButton } from './profile/CodeButton';
import { maskedMobile } from './profile/maskedMobile';
import { MemberPage } from './profile/MemberPage';
import profile from './profile/profile.module.css';
import { useSmsCode } from './profile/useSmsCode';
import styles from './SetMobileScreen.module.css';
import '@/platform/i18n/areas/mineProfile';
import '@/platform/i18n/areas/setMobile';

const CODE_LENGTH = 6;

/** Step one: the code sent to the current mobile, and whether the server took it. */
interface VerifyValues {
  oldCode: string;
  verified: boolean;
}

/** Step two: the new mobile and the code sent to it. */
interface NewMobileValues {
  mobile: string;
  code: string;
}

const codeRule = (value: string) => (/^\d{6}$/.test(value) ? null : 'setMobile.codeInvalid');
const verifyRules: Rules<VerifyValues> = { oldCode: codeRule };
const newRules: Rules<NewMobileValues> = {
  mobile: (value) => (value === '' ? 'setMobile.mobileRequired' : MOBILE_PATTERN.test(value) ? null : 'setMobile.mobileInvalid'),
  code: codeRule,
};

function parseVerify(stored: unknown): VerifyValues | null {
  const record = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : null;
  return record && typeof record.oldCode === 'string' && typeof record.verified === 'boolean' ? { oldCode: record.oldCode, verified: record.verified } : null;
}

function parseNew(stored: unknown): NewMobileValues | null {
  const record = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : null;
  return record && typeof record.mobile === 'string' && typeof record.code === 'string' ? { mobile: record.mobile, code: record.code } : null;
}

/**
 * Two steps: the current mobile proves the owner (its SMS code, checked by the server), then the
 * new mobile and its own code move the account. Both steps are kept as drafts, so a failed save or
 * the login round trip of an expired session comes back to the same step with what was typed.
 */
function ChangeMobile({ member }: { member: MemberInfo }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { key: locationKey } = useLocation();
  const verify = useForm({ id: 'set-mobile-verify', draft: 'setMobile.verify', initial: { oldCode: '', verified: false }, parse: parseVerify, rules: verifyRules });
  const next = useForm({ id: 'set-mobile-new', draft: 'setMobile.new', initial: { mobile: '', code: '' }, parse: parseNew, rules: newRules });
  const [requestOwnCode] = useVerificationCodeMutation();
  const [requestCode] = useSendMessageMutation();
  const [validate] = useCommonValidateCodeMutation();
  const [changeMobile] = useChangeMobileMutation();
  const ownCode = useSmsCode(() => requestOwnCode({ type: 'changeMobile' }).unwrap());
  const newCode = useSmsCode(() => requestCode({ mobile: next.values.mobile, type: 'changeMobile' }).unwrap());

  const discard = () => {
    verify.discard();
    next.discard();
  };
  const leave = () => {
    if (canGoBack(locationKey)) void navigate(-1);
    else void navigate('/mine/setUser', { replace: true });
  };
  const leaveForm = useDiscardGuard(verify.dirty || next.dirty, discard);

  const check = useAction((values: VerifyValues) => validate({ mobile: member.mobile, code: values.oldCode, type: 'changeMobile' }).unwrap(), {
    wording: { fallback: 'setMobile.failed' },
    onSuccess: () => verify.set('verified', true),
  });
  const save = useAction((values: NewMobileValues) => changeMobile({ oldCode: verify.values.oldCode, mobile: values.mobile, code: values.code }).unwrap(), {
    success: t('setMobile.done'),
    wording: { fallback: 'setMobile.failed' },
    hold: () => true,
    onSuccess: (_result, values) => {
      // the kept user and this device's account list show the new number at once, not after the next login
      dispatch(userInfoChanged({ mobile: values.mobile }));
      refreshDeviceAccount({ memberId: member.memberId, mobile: values.mobile });
      discard();
      leave();
    },
  });

  const sendNewCode = () => {
    next.touch('mobile');
    if (MOBILE_PATTERN.test(next.values.mobile)) void newCode.send();
  };

  const { verified } = verify.values;
  return (
    <div className={profile.page}>
      <PageHeader title={t('route./mine/setMobile')} onBack={() => void leaveForm(leave)} />
      <ol className={styles.steps} aria-label={t('setMobile.steps')}>
        <li aria-current={verified ? undefined : 'step'}>{t('setMobile.stepVerify')}</li>
        <li aria-current={verified ? 'step' : undefined}>{t('setMobile.stepNew')}</li>
      </ol>
      {verified ? (
        <form key="new" aria-label={t('setMobile.newForm')} noValidate onSubmit={next.handleSubmit(save.run)}>
          <div className={`${profile.card} ${profile.formCard}`}>
            <FormRow id={next.idOf('mobile')} label={t('setMobile.newMobile')} error={next.error('mobile')}>
              <input
                id={next.idOf('mobile')}
                className={formRowClasses.control}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                placeholder={t('setMobile.newMobilePlaceholder')}
                value={next.values.mobile}
                onChange={(event) => next.set('mobile', normaliseMobile(event.target.value))}
                onBlur={() => next.touch('mobile')}
                {...next.described('mobile')}
              />
            </FormRow>
            <FormRow id={next.idOf('code')} label={t('setMobile.code')} error={next.error('code')}>
              <input
                id={next.idOf('code')}
                className={formRowClasses.control}
                inputMode="numeric"
                autoComplete="one-time-code"
                placeholder={t('setMobile.codePlaceholder')}
                value={next.values.code}
                onChange={(event) => next.set('code', digitsOnly(event.target.value, CODE_LENGTH))}
                onBlur={() => next.touch('code')}
                {...next.described('code')}
              />
              <CodeButton sending={newCode.sending} remaining={newCode.remaining} everSent={newCode.sentTo !== null} onSend={sendNewCode} />
            </FormRow>
          </div>
          {newCode.sentTo ? <p className={profile.note}>{t('mineProfile.code.sentTo', { mobile: newCode.sentTo })}</p> : null}
          <div className={profile.actions}>
            <Button block type="submit" color="primary" shape="rounded" loading={save.busy} loadingText={t('setMobile.saving')} disabled={save.busy}>
              {t('setMobile.save')}
            </Button>
          </div>
        </form>
      ) : (
        <form key="verify" aria-label={t('setMobile.verifyForm')} noValidate onSubmit={verify.handleSubmit(check.run)}>
          <div className={profile.card}>
            <div className={profile.row} data-testid="current-mobile">
              <span className={profile.rowLabel}>{t('setMobile.current')}</span>
              <span className={profile.rowValue}>{maskedMobile(member.mobile)}</span>
            </div>
          </div>
          <div className={`${profile.card} ${profile.formCard}`}>
            <FormRow id={verify.idOf('oldCode')} label={t('setMobile.code')} error={verify.error('oldCode')}>
              <input
                id={verify.idOf('oldCode')}
                className={formRowClasses.control}
                inputMode="numeric"
                autoComplete="one-time-code"
                placeholder={t('setMobile.codePlaceholder')}
                value={verify.values.oldCode}
                onChange={(event) => verify.set('oldCode', digitsOnly(event.target.value, CODE_LENGTH))}
                onBlur={() => verify.touch('oldCode')}
                {...verify.described('oldCode')}
              />
              <CodeButton sending={ownCode.sending} remaining={ownCode.remaining} everSent={ownCode.sentTo !== null} onSend={() => void ownCode.send()} />
            </FormRow>
          </div>
          <p className={profile.note}>{ownCode.sentTo ? t('mineProfile.code.sentTo', { mobile: ownCode.sentTo }) : t('setMobile.verifyNote')}</p>
          <div className={profile.actions}>
            <Button block type="submit" color="primary" shape="rounded" loading={check.busy} loadingText={t('setMobile.checking')} disabled={check.busy}>
              {t('setMobile.next')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

/** /mine/setMobile: verify the current mobile by SMS code, then move the account to a new one. */
export default function SetMobileScreen() {
  const { t } = useI18n();
  return <MemberPage title={t('route./mine/setMobile')}>{(member) => <ChangeMobile member={member} />}</MemberPage>;
}
