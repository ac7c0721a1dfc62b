import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useResetPasswordMutation } from '@/api/memberApi';
import { useRetrievePasswordMutation } from '@/api/settlementApi';
import { useI18n } from '@/platform/i18n';
import { AuthBrand, AuthPage, CodeField, FormAlert, FormFooter, MobileField, ModeSwitch, PasswordField, SubmitButton, type AuthMode } from './AuthForm';
import { readAuthState, type AuthLocationState } from './authState';
import { failureMessage } from './failure';
import { withRedirect } from './redirect';
import { useAuthForm, type Rules } from './useAuthForm';
import { useSendCode } from './useSendCode';
import { PASSWORD_MAX_LENGTH, validateCode, validateConfirm, validateMobile, validatePassword } from './validation';
import { showToast } from '@/platform/feedback';
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
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');

  const [incoming] = useState<AuthLocationState>(() => readAuthState(location.state));
  const [mode, setMode] = useState<AuthMode>(incoming.mode ?? 'member');
  const form = useAuthForm<PasswordValues>({ mobile: incoming.mobile ?? '', code: '', password: '', confirm: '' }, rules);
  const { values, errors, idOf, setValue, blur } = form;
  const code = useSendCode(mode, 'resetPassword');
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const submitting = useRef(false);
  const [resetPassword] = useResetPasswordMutation();
  const [retrievePassword] = useRetrievePasswordMutation();

  const changeMode = (next: AuthMode) => {
    setMode(next);
    setAlert(null);
    code.reset();
    setValue('code', '');
  };

  const sendCode = async () => {
    setAlert(null);
    if (!form.check('mobile')) return;
    const failure = await code.send(values.mobile.trim());
    if (failure) setAlert(failureMessage(failure.error, t));
    else document.getElementById(idOf('code'))?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting.current) return;
    setAlert(null);
    if (!form.validateAll()) return;
    submitting.current = true;
    setBusy(true);
    const payload = { mobile: values.mobile.trim(), code: values.code.trim(), password: values.password };
    try {
      if (mode === 'member') await resetPassword(payload).unwrap();
      else await retrievePassword(payload).unwrap();
      showToast({ icon: 'success', content: t('auth.password.success') });
      void navigate(withRedirect('/login', redirect), { replace: true, state: { mobile: payload.mobile, mode } satisfies AuthLocationState });
    } catch (error) {
      setAlert(failureMessage(error, t));
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  };

  return (
    <AuthPage title={t('route./password')}>
      <AuthBrand heading={mode === 'member' ? t('auth.password.heading') : t('auth.password.settlementHeading')} intro={t('auth.password.intro')} />
      <ModeSwitch mode={mode} onChange={changeMode} disabled={busy} />
      <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('route./password')}>
        <MobileField
          id={idOf('mobile')}
          value={values.mobile}
          autoComplete="username"
          error={errors.mobile}
          onChange={(value) => setValue('mobile', value)}
          onBlur={() => blur('mobile')}
        />
        <CodeField
          id={idOf('code')}
          value={values.code}
          error={errors.code}
          onChange={(value) => setValue('code', value)}
          onBlur={() => blur('code')}
          code={code}
          onSend={() => void sendCode()}
        />
        <PasswordField
          id={idOf('password')}
          label={t('auth.field.newPassword')}
          value={values.password}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          placeholder={t('auth.field.passwordRulePlaceholder')}
          error={errors.password}
          onChange={(value) => setValue('password', value)}
          onBlur={() => blur('password')}
        />
        <PasswordField
          id={idOf('confirm')}
          label={t('auth.field.confirm')}
          value={values.confirm}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          placeholder={t('auth.field.confirmPlaceholder')}
          error={errors.confirm}
          onChange={(value) => setValue('confirm', value)}
          onBlur={() => blur('confirm')}
        />
        <FormAlert message={alert} />
        <SubmitButton busy={busy} label={t('auth.password.submit')} busyLabel={t('auth.password.submitting')} />
      </form>
      <FormFooter>
        {t('auth.password.backToLogin')}
        <Link to={withRedirect('/login', redirect)} replace state={{ mode, ...(values.mobile ? { mobile: values.mobile } : {}) } satisfies AuthLocationState}>
          {t('auth.password.toLogin')}
        </Link>
      </FormFooter>
    </AuthPage>
  );
}
