import { useState } from 'react';
import { useLoginMutation, useRegisterMutation } from '@/api/authApi';
import { useUserRegisterMutation } from '@/api/settlementApi';
import { useI18n } from '@/platform/i18n';
import { AgreementCheck, AuthBrand, AuthPage, CodeField, FormAlert, MobileField, ModeSwitch, NewPasswordFields, SubmitButton, TextField, type AuthMode } from './AuthForm';
import type { AuthLocationState } from './authState';
import { BackToLogin } from './BackToLogin';
import { sanitizeRedirect } from './redirect';
import { href, paths } from '@/routes';
import { useAuthForm, type Rules } from './useAuthForm';
import { useAuthSubmit } from './useAuthSubmit';
import { useAuthRoute } from './useAuthRoute';
import { codeFormHandlers, useSendCode } from './useSendCode';
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

/** How a registration ended: signed in at once (mall account), or on to the login page. */
type Registered = { account: AuthMode; mobile: string; signedIn: boolean };

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
  const { navigate, searchParams, redirect, incoming } = useAuthRoute();
  const signIn = useSignIn();
  const [mode, setMode] = useState<AuthMode>(incoming.mode ?? 'member');
  const form = useAuthForm<RegisterValues>(
    { mobile: incoming.mobile ?? '', code: '', password: '', confirm: '', inviteCode: searchParams.get('inviteCode')?.slice(0, INVITE_CODE_MAX_LENGTH) ?? '', agreed: false },
    mode === 'member' ? memberRules : settlementRules,
  );
  const { values, errors, idOf, setValue, bind } = form;
  const code = useSendCode(mode, 'register');
  const [register] = useRegisterMutation();
  const [login] = useLoginMutation();
  const [userRegister] = useUserRegisterMutation();

  /** Leaves the kept-alive screen clean for the next visit. */
  const finish = () => {
    form.reset();
    code.reset();
    setMode('member');
  };

  const submit = useAuthSubmit(
    form.validateAll,
    async (): Promise<Registered> => {
      const mobile = values.mobile.trim();
      const password = values.password;
      if (mode === 'settlement') {
        await userRegister({ mobile, code: values.code.trim(), password }).unwrap();
        finish();
        return { account: 'settlement', mobile, signedIn: false };
      }
      const inviteCode = values.inviteCode.trim();
      await register({ mobile, code: values.code.trim(), password, ...(inviteCode ? { inviteCode } : {}) }).unwrap();
      finish();
      try {
        signIn(await login({ mobile, password }).unwrap());
        return { account: 'member', mobile, signedIn: true };
      } catch {
        // registered, but the automatic login did not go through: log in by hand, mobile filled in
        return { account: 'member', mobile, signedIn: false };
      }
    },
    {
      // no `hold`: the screen is kept alive, and a held lock would still be taken on the next visit;
      // so the success toast, which must travel with the page, is said here
      onSuccess: ({ account, mobile, signedIn }) => {
        const said = account === 'settlement' ? 'auth.register.settlementSuccess' : signedIn ? 'auth.register.success' : 'auth.register.successLogin';
        showToast({ icon: 'success', content: t(said) }, { travels: true });
        if (signedIn) void navigate(sanitizeRedirect(redirect), { replace: true });
        else {
          const state: AuthLocationState = account === 'settlement' ? { mobile, mode: 'settlement' } : { mobile };
          void navigate(href(paths.login, { redirect }), { replace: true, state });
        }
      },
    },
  );
  const { busy } = submit;
  const { changeMode, sendCode, onSubmit } = codeFormHandlers(form, code, submit, setMode);

  return (
    <AuthPage title={t('route./register')}>
      <AuthBrand heading={mode === 'member' ? t('auth.register.heading') : t('auth.register.settlementHeading')} intro={t('auth.register.intro')} />
      <ModeSwitch mode={mode} onChange={changeMode} disabled={busy} />
      <form noValidate onSubmit={onSubmit} aria-label={t('route./register')}>
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
        <FormAlert message={submit.failure ?? code.failure} />
        <SubmitButton busy={busy} label={t('auth.register.submit')} busyLabel={t('auth.register.submitting')} />
      </form>
      <BackToLogin lead={t('auth.register.hasAccount')} label={t('auth.register.toLogin')} redirect={redirect} mode={mode} mobile={values.mobile} />
    </AuthPage>
  );
}
