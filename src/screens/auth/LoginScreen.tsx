import { Button, Result } from 'antd-mobile';
import { useState } from 'react';
import { useStore } from 'react-redux';
import { Link } from 'react-router-dom';
import { useLoginMutation } from '@/api/authApi';
import { useUserLoginMutation } from '@/api/settlementApi';
import { useI18n } from '@/platform/i18n';
import { AgreementCheck, AuthBrand, AuthPage, authStyles as styles, FormAlert, FormFooter, MobileField, ModeSwitch, PasswordField, SubmitButton, type AuthMode } from './AuthForm';
import type { AuthLocationState } from './authState';
import { maskMobile } from './mask';
import { sanitizeRedirect } from './redirect';
import { href, paths } from '@/routes';
import { useAuthForm, type Rules } from './useAuthForm';
import { useAuthRoute } from './useAuthRoute';
import { useAuthSubmit } from './useAuthSubmit';
import { useSignIn } from './useSignIn';
import { validateAgreement, validateMobile, validatePassword } from './validation';
import '@/platform/i18n/areas/auth';

type LoginValues = { mobile: string; password: string; agreed: boolean };
type LoginOutcome = { account: 'member' } | { account: 'settlement'; mobile: string };

const rules: Rules<LoginValues> = {
  mobile: (values) => validateMobile(values.mobile),
  password: (values) => validatePassword(values.password),
  agreed: (values) => validateAgreement(values.agreed),
};

/**
 * What the user had entered before opening the agreement (login is not kept alive): the mobile,
 * the tick and the account type, never the password. Kept per app store, so every story and
 * test (each with its own store) starts clean.
 */
interface LoginDraft {
  mobile: string;
  agreed: boolean;
  mode: AuthMode;
}
const drafts = new WeakMap<object, LoginDraft>();

/** /login: mall-account login (buyer service) or settlement-account login (RSA body). */
export default function LoginScreen() {
  const { t } = useI18n();
  const { navigate, redirect, incoming } = useAuthRoute();
  const signIn = useSignIn();
  const store = useStore();

  const [initial] = useState<LoginDraft>(() => {
    const draft = drafts.get(store);
    return {
      mobile: incoming.mobile ?? draft?.mobile ?? '',
      agreed: draft?.agreed ?? false,
      mode: incoming.mode ?? draft?.mode ?? 'member',
    };
  });
  const [mode, setMode] = useState<AuthMode>(initial.mode);
  const form = useAuthForm<LoginValues>({ mobile: initial.mobile, password: '', agreed: initial.agreed }, rules);
  const { values, errors, idOf, setValue, bind } = form;
  const [settlementAccount, setSettlementAccount] = useState<string | null>(null);
  const [login] = useLoginMutation();
  const [userLogin] = useUserLoginMutation();

  /** A mall account is signed in and leaves for where it was going; a settlement account stays on its result. */
  const submit = useAuthSubmit(
    form.validateAll,
    async (): Promise<LoginOutcome> => {
      const mobile = values.mobile.trim();
      if (mode === 'member') {
        signIn(await login({ mobile, password: values.password }).unwrap());
        drafts.delete(store);
        return { account: 'member' };
      }
      const result = await userLogin({ mobile, password: values.password }).unwrap();
      drafts.delete(store);
      return { account: 'settlement', mobile: result.mobile };
    },
    {
      success: (outcome) => (outcome.account === 'member' ? t('auth.login.success') : null),
      hold: (outcome) => outcome.account === 'member',
      onSuccess: (outcome) => {
        if (outcome.account === 'member') void navigate(sanitizeRedirect(redirect), { replace: true });
        else setSettlementAccount(maskMobile(outcome.mobile));
      },
    },
  );
  const { busy, clearFailure } = submit;

  const remember = (change: Partial<LoginDraft>) => {
    drafts.set(store, { mobile: values.mobile, agreed: values.agreed, mode, ...change });
  };

  const changeMode = (next: AuthMode) => {
    setMode(next);
    clearFailure();
    remember({ mode: next });
  };

  if (settlementAccount) {
    return (
      <AuthPage title={t('route./login')}>
        <div className={styles.result} data-testid="settlement-logged-in">
          <Result status="success" title={t('auth.login.settlementSuccessTitle')} description={t('auth.login.settlementSuccessBody', { mobile: settlementAccount })} />
          <div className={styles.resultActions}>
            <Button color="primary" shape="rounded" size="large" block onClick={() => void navigate(paths.home, { replace: true })}>
              {t('auth.login.backHome')}
            </Button>
            <Button
              shape="rounded"
              size="large"
              block
              onClick={() => {
                setSettlementAccount(null);
                changeMode('member');
                setValue('password', '');
              }}
            >
              {t('auth.login.useMember')}
            </Button>
          </div>
        </div>
      </AuthPage>
    );
  }

  const linkState: AuthLocationState = { mode, ...(values.mobile ? { mobile: values.mobile } : {}) };
  return (
    <AuthPage title={t('route./login')}>
      <AuthBrand heading={t('auth.brand.welcome')} intro={t('auth.brand.slogan')} />
      <ModeSwitch mode={mode} onChange={changeMode} disabled={busy} />
      <form noValidate onSubmit={submit.onSubmit} aria-label={t('route./login')}>
        <MobileField
          {...bind('mobile')}
          autoComplete="username"
          onChange={(mobile) => {
            setValue('mobile', mobile);
            remember({ mobile });
          }}
        />
        <PasswordField
          {...bind('password')}
          label={t('auth.field.password')}
          autoComplete="current-password"
          placeholder={t('auth.field.passwordPlaceholder')}
        />
        <div className={styles.links}>
          <Link className={styles.link} to={href('/password', { redirect })} state={linkState}>
            {t('auth.login.forgot')}
          </Link>
        </div>
        <AgreementCheck
          id={idOf('agreed')}
          checked={values.agreed}
          error={errors.agreed}
          onChange={(agreed) => {
            setValue('agreed', agreed);
            remember({ agreed });
          }}
        />
        <FormAlert message={submit.failure} />
        <SubmitButton busy={busy} label={t('auth.login.submit')} busyLabel={t('auth.login.submitting')} />
      </form>
      <FormFooter>
        {t('auth.login.noAccount')}
        <Link to={href('/register', { redirect })} state={linkState}>
          {t('auth.login.toRegister')}
        </Link>
      </FormFooter>
    </AuthPage>
  );
}
