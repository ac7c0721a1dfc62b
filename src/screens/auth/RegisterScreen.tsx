import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useLoginMutation, useRegisterMutation } from '@/api/memberApi';
import { useUserRegisterMutation } from '@/api/settlementApi';
import { useAppDispatch } from '@/app/hooks';
import { loggedIn } from '@/app/slices/session';
import { useI18n } from '@/platform/i18n';
import { writeStored } from '@/platform/storage';
import { AgreementCheck, AuthBrand, AuthPage, CodeField, FormAlert, FormFooter, MobileField, ModeSwitch, PasswordField, SubmitButton, TextField, type AuthMode } from './AuthForm';
import { readAuthState, type AuthLocationState } from './authState';
import { failureMessage } from './failure';
import { sanitizeRedirect, withRedirect } from './redirect';
import { useAuthForm, type Rules } from './useAuthForm';
import { useSendCode } from './useSendCode';
import {
  PASSWORD_MAX_LENGTH,
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
  const dispatch = useAppDispatch();

  const [incoming] = useState<AuthLocationState>(() => readAuthState(location.state));
  const [mode, setMode] = useState<AuthMode>(incoming.mode ?? 'member');
  const form = useAuthForm<RegisterValues>(
    { mobile: incoming.mobile ?? '', code: '', password: '', confirm: '', inviteCode: searchParams.get('inviteCode')?.slice(0, INVITE_CODE_MAX_LENGTH) ?? '', agreed: false },
    mode === 'member' ? memberRules : settlementRules,
  );
  const { values, errors, idOf, setValue, blur } = form;
  const code = useSendCode(mode, 'register');
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const submitting = useRef(false);
  const [register] = useRegisterMutation();
  const [login] = useLoginMutation();
  const [userRegister] = useUserRegisterMutation();

  const changeMode = (next: AuthMode) => {
    setMode(next);
    setAlert(null);
    // codes are per service: a code of the other service is no use here
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

  /** Leaves the kept-alive screen clean for the next visit. */
  const finish = () => {
    form.reset();
    code.reset();
    setMode('member');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting.current) return;
    setAlert(null);
    if (!form.validateAll()) return;
    submitting.current = true;
    setBusy(true);
    const mobile = values.mobile.trim();
    const password = values.password;
    try {
      if (mode === 'settlement') {
        await userRegister({ mobile, code: values.code.trim(), password }).unwrap();
        finish();
        showToast({ icon: 'success', content: t('auth.register.settlementSuccess') });
        void navigate(withRedirect('/login', redirect), { replace: true, state: { mobile, mode: 'settlement' } satisfies AuthLocationState });
        return;
      }
      const inviteCode = values.inviteCode.trim();
      await register({ mobile, code: values.code.trim(), password, ...(inviteCode ? { inviteCode } : {}) }).unwrap();
      finish();
      try {
        const session = await login({ mobile, password }).unwrap();
        writeStored('imToken', session.imToken);
        dispatch(loggedIn({ sid: session.sid, userInfo: session.userInfo }));
        showToast({ icon: 'success', content: t('auth.register.success') });
        void navigate(sanitizeRedirect(redirect), { replace: true });
      } catch {
        // registered, but the automatic login did not go through: log in by hand, mobile filled in
        showToast({ icon: 'success', content: t('auth.register.successLogin') });
        void navigate(withRedirect('/login', redirect), { replace: true, state: { mobile } satisfies AuthLocationState });
      }
    } catch (error) {
      setAlert(failureMessage(error, t));
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  };

  return (
    <AuthPage title={t('route./register')}>
      <AuthBrand heading={mode === 'member' ? t('auth.register.heading') : t('auth.register.settlementHeading')} intro={t('auth.register.intro')} />
      <ModeSwitch mode={mode} onChange={changeMode} disabled={busy} />
      <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('route./register')}>
        <MobileField
          id={idOf('mobile')}
          value={values.mobile}
          autoComplete="tel"
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
          label={t('auth.field.setPassword')}
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
        {mode === 'member' && (
          <TextField
            id={idOf('inviteCode')}
            label={t('auth.field.inviteCode')}
            value={values.inviteCode}
            autoComplete="off"
            maxLength={INVITE_CODE_MAX_LENGTH}
            placeholder={t('auth.field.inviteCodePlaceholder')}
            error={errors.inviteCode}
            onChange={(value) => setValue('inviteCode', value.replace(/\s/g, ''))}
            onBlur={() => blur('inviteCode')}
          />
        )}
        <AgreementCheck id={idOf('agreed')} checked={values.agreed} error={errors.agreed} onChange={(agreed) => setValue('agreed', agreed)} />
        <FormAlert message={alert} />
        <SubmitButton busy={busy} label={t('auth.register.submit')} busyLabel={t('auth.register.submitting')} />
      </form>
      <FormFooter>
        {t('auth.register.hasAccount')}
        <Link to={withRedirect('/login', redirect)} replace state={{ mode, ...(values.mobile ? { mobile: values.mobile } : {}) } satisfies AuthLocationState}>
          {t('auth.register.toLogin')}
        </Link>
      </FormFooter>
    </AuthPage>
  );
}
