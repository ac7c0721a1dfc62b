import { useState } from 'react';
import { useResetPasswordMutation } from '@/api/authApi';
import { useRetrievePasswordMutation } from '@/api/settlementApi';
import { useI18n } from '@/platform/i18n';
import { AuthBrand, AuthPage, CodeField, FormAlert, MobileField, ModeSwitch, NewPasswordFields, SubmitButton, type AuthMode } from './AuthForm';
import type { AuthLocationState } from './authState';
import { BackToLogin } from './BackToLogin';
import { href, paths } from '@/routes';
import { useAuthForm, type Rules } from './useAuthForm';
import { useAuthSubmit } from './useAuthSubmit';
import { useAuthRoute } from './useAuthRoute';
import { codeFormHandlers, useSendCode } from './useSendCode';
import { validateCode, validateConfirm, validateMobile, validatePassword } from './validation';
import '@/platform/i18n/areas/auth';

type PasswordValues = { mobile: string; code: string; password: string; confirm: string };

const rules: Rules<PasswordValues> = {
  mobile: (values) => validateMobile(values.mobile),
  code: (values) => validateCode(values.code),
  password: (values) => validatePassword(values.password),
  confirm: (values) => validateConfirm(values.confirm, values.password),
};

/** /password: reset the password with an SMS code, for the mall account or the settlement account. */
export default function PasswordScreen() {
  const { t } = useI18n();
  const { navigate, redirect, incoming } = useAuthRoute();
  const [mode, setMode] = useState<AuthMode>(incoming.mode ?? 'member');
  const form = useAuthForm<PasswordValues>({ mobile: incoming.mobile ?? '', code: '', password: '', confirm: '' }, rules);
  const { values, bind } = form;
  const code = useSendCode(mode, 'resetPassword');
  const [resetPassword] = useResetPasswordMutation();
  const [retrievePassword] = useRetrievePasswordMutation();

  /** The new password is set: on to the login page, mobile and account type filled in. */
  const submit = useAuthSubmit(
    form.validateAll,
    async () => {
      const payload = { mobile: values.mobile.trim(), code: values.code.trim(), password: values.password };
      if (mode === 'member') await resetPassword(payload).unwrap();
      else await retrievePassword(payload).unwrap();
      return { mobile: payload.mobile, mode };
    },
    {
      success: t('auth.password.success'),
      hold: () => true,
      onSuccess: (state: AuthLocationState) => void navigate(href(paths.login, { redirect }), { replace: true, state }),
    },
  );
  const { busy } = submit;
  const { changeMode, sendCode, onSubmit } = codeFormHandlers(form, code, submit, setMode);

  return (
    <AuthPage title={t('route./password')}>
      <AuthBrand heading={mode === 'member' ? t('auth.password.heading') : t('auth.password.settlementHeading')} intro={t('auth.password.intro')} />
      <ModeSwitch mode={mode} onChange={changeMode} disabled={busy} />
      <form noValidate onSubmit={onSubmit} aria-label={t('route./password')}>
        <MobileField {...bind('mobile')} autoComplete="username" />
        <CodeField {...bind('code')} code={code} onSend={() => void sendCode()} />
        <NewPasswordFields label={t('auth.field.newPassword')} password={bind('password')} confirm={bind('confirm')} />
        <FormAlert message={submit.failure ?? code.failure} />
        <SubmitButton busy={busy} label={t('auth.password.submit')} busyLabel={t('auth.password.submitting')} />
      </form>
      <BackToLogin lead={t('auth.password.backToLogin')} label={t('auth.password.toLogin')} redirect={redirect} mode={mode} mobile={values.mobile} />
    </AuthPage>
  );
}
