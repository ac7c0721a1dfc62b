import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useLoginMutation, useRegisterMutation } from '@/api/memberApi';
import { useUserRegisterMutation } from '@/api/settlementApi';
import { useI18n } from '@/platform/i18n';
import { AgreementCheck, AuthBrand, AuthPage, CodeField, FormAlert, FormFooter, MobileField, ModeSwitch, NewPasswordFields, SubmitButton, TextField, type AuthMode } from './AuthForm';
import { readAuthState, type AuthLocationState } from './authState';
import { sanitizeRedirect } from './redirect';
import { href, paths } from '@/routes';
import { useAuthForm, type Rules } from './useAuthForm';
import { useAuthSubmit } from './useAuthSubmit';
import { sendCodeFor, useSendCode } from './useSendCode';
import { useSignIn } from './useSignIn';
import {
  validateAgreement,
  validateCode,
  validateConfirm,
  validateInviteCode,
  validateMobile,
  validatePassword,
} from './validation';
import { showToast } from '@/platform/feedback';
import '@/platform/i18n/areas/auth';

type RegisterValues = { mobile: string; code: string; password: string; confirm: string; inviteCode: string; agreed: boolean };

const settlementRules: Rules<RegisterValues> = {
  mobile: (values) => validateMobile(values.mobile),
  code: (values) => validateCode(values.code),
  password: (values) => validatePassword(values.password),
  confirm: (values) => validateConfirm(values.confirm, values.password),
  agreed: (values) => validateAgreement(values.agreed),
};

/** The mall account also takes an optional invite code. */
const memberRules: Rules<RegisterValues> = {
  mobile: settlementRules.mobile,
  code: settlementRules.code,
  password: settlementRules.password,
  confirm: settlementRules.confirm,
  inviteCode: (values) => validateInviteCode(values.inviteCode),
  agreed: settlementRules.agreed,
};

const INVITE_CODE_MAX_LENGTH = 20;

/**
 * /register (kept alive: what was typed survives a visit to the agreement): mall account
 * (buyer service, then logged in at once) or settlement account (RSA body, then /login).
 */
export default function RegisterScreen() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  const signIn = useSignIn();

  const [incoming] = useState<AuthLocationState>(() => readAuthState(location.state));
  const [mode, setMode] = useState<AuthMode>(incoming.mode ?? 'member');
  const form = useAuthForm<RegisterValues>(
    { mobile: incoming.mobile ?? '', code: '', password: '', confirm: '', inviteCode: searchParams.get('inviteCode')?.slice(0, INVITE_CODE_MAX_LENGTH) ?? '', agreed: false },
    mode === 'member' ? memberRules : settlementRules,
  );
  const { values, errors, idOf, setValue, bind } = form;
  const code = useSendCode(mode, 'register');
  const { busy, alert, clearAlert, showFailure, handleSubmit } = useAuthSubmit(form.validateAll);
  const [register] = useRegisterMutation();
  const [login] = useLoginMutation();
  const [userRegister] = useUserRegisterMutation();

  const changeMode = (next: AuthMode) => {
    setMode(next);
    clearAlert();
    // codes are per service: a code of the other service is no use here
    code.reset();
    setValue('code', '');
  };

  const sendCode = () => {
    clearAlert();
    return sendCodeFor(form, code, showFailure);
  };

  /** Leaves the kept-alive screen clean for the next visit. */
  const finish = () => {
    form.reset();
    code.reset();
    setMode('member');
  };

  const submit = handleSubmit(async () => {
    const mobile = values.mobile.trim();
    const password = values.password;
    if (mode === 'settlement') {
      await userRegister({ mobile, code: values.code.trim(), password }).unwrap();
      finish();
      showToast({ icon: 'success', content: t('auth.register.settlementSuccess') }, { travels: true });
      void navigate(href(paths.login, { redirect }), { replace: true, state: { mobile, mode: 'settlement' } satisfies AuthLocationState });
      return;
    }
    const inviteCode = values.inviteCode.trim();
    await register({ mobile, code: values.code.trim(), password, ...(inviteCode ? { inviteCode } : {}) }).unwrap();
    finish();
    try {
      signIn(await login({ mobile, password }).unwrap());
      showToast({ icon: 'success', content: t('auth.register.success') }, { travels: true });
      void navigate(sanitizeRedirect(redirect), { replace: true });
    } catch {
      // registered, but the automatic login did not go through: log in by hand, mobile filled in
      showToast({ icon: 'success', content: t('auth.register.successLogin') }, { travels: true });
      void navigate(href(paths.login, { redirect }), { replace: true, state: { mobile } satisfies AuthLocationState });
    }
  });

  return (
    <AuthPage title={t('route./register')}>
      <AuthBrand heading={mode === 'member' ? t('auth.register.heading') : t('auth.register.settlementHeading')} intro={t('auth.register.intro')} />
      <ModeSwitch mode={mode} onChange={changeMode} disabled={busy} />
      <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('route./register')}>
        <MobileField {...bind('mobile')} autoComplete="tel" />
        <CodeField {...bind('code')} code={code} onSend={() => void sendCode()} />
        <NewPasswordFields label={t('auth.field.setPassword')} password={bind('password')} confirm={bind('confirm')} />
        {mode === 'member' && (
          <TextField
            {...bind('inviteCode')}
            label={t('auth.field.inviteCode')}
            autoComplete="off"
            maxLength={INVITE_CODE_MAX_LENGTH}
            placeholder={t('auth.field.inviteCodePlaceholder')}
            onChange={(value) => setValue('inviteCode', value.replace(/\s/g, ''))}
          />
        )}
        <AgreementCheck id={idOf('agreed')} checked={values.agreed} error={errors.agreed} onChange={(agreed) => setValue('agreed', agreed)} />
        <FormAlert message={alert} />
        <SubmitButton busy={busy} label={t('auth.register.submit')} busyLabel={t('auth.register.submitting')} />
      </form>
      <FormFooter>
        {t('auth.register.hasAccount')}
        <Link to={href(paths.login, { redirect })} replace state={{ mode, ...(values.mobile ? { mobile: values.mobile } : {}) } satisfies AuthLocationState}>
          {t('auth.register.toLogin')}
        </Link>
      </FormFooter>
    </AuthPage>
  );
}
