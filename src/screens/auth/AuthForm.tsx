import { DotLoading } from 'antd-mobile';
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import logoUrl from '@/assets/shop-logo.svg';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { useI18n } from '@/platform/i18n';
import { type AuthMode } from '@/routes';
import styles from './auth.module.css';
import type { FieldBinding } from './useAuthForm';
import type { CodeState } from './useSendCode';
import { digitsOnly, normaliseMobile } from '@/lib/mobile';
import { CODE_LENGTH, type ValidationKey } from './validation';
import '@/platform/i18n/areas/auth';

/** Which service an auth form talks to: the buyer service (mall account) or the settlement service. */
export type { AuthMode };

/** A top-level auth page: header with back arrow, white page, one main landmark. */
export function AuthPage({ title, children }: { title: string; children: ReactNode }) {
  const { locale } = useI18n();
  return (
    <div className={styles.page} data-locale={locale}>
      <PageHeader title={title} />
      <main className={styles.main}>{children}</main>
    </div>
  );
}

/** Logo, a heading and one line under it. */
export function AuthBrand({ heading, intro }: { heading: string; intro: string }) {
  const { t } = useI18n();
  return (
    <div className={styles.brand}>
      <img className={styles.logo} src={logoUrl} alt={t('auth.brand.logo')} width={56} height={56} />
      <h2 className={styles.heading}>{heading}</h2>
      <p className={styles.intro}>{intro}</p>
    </div>
  );
}

/** Mall account | settlement account. */
export function ModeSwitch({ mode, onChange, disabled }: { mode: AuthMode; onChange: (mode: AuthMode) => void; disabled?: boolean }) {
  const { t } = useI18n();
  const option = (value: AuthMode) => (
    <button
      type="button"
      className={styles.modeOption}
      aria-pressed={mode === value}
      disabled={disabled}
      data-testid={`mode-${value}`}
      onClick={() => mode !== value && onChange(value)}
    >
      {t(`auth.mode.${value}`)}
    </button>
  );
  return (
    <div className={styles.modeBlock}>
      <div className={styles.modeSwitch} role="group" aria-label={t('auth.mode.label')}>
        {option('member')}
        {option('settlement')}
      </div>
      {mode === 'settlement' && <p className={styles.modeHint}>{t('auth.mode.settlementHint')}</p>}
    </div>
  );
}

export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: ValidationKey | undefined;
  placeholder?: string;
  type?: 'text' | 'tel' | 'password';
  inputMode?: 'numeric' | 'text' | 'tel';
  autoComplete?: string;
  maxLength?: number;
  /** a button at the end of the row (send code, show password) */
  trailing?: ReactNode;
  /** a quiet line under the field (e.g. where the code was sent) */
  hint?: string;
}

/** One labelled input row with its message underneath; the message is tied to the input for screen readers. */
export function TextField({ id, label, value, onChange, onBlur, error, placeholder, type = 'text', inputMode, autoComplete, maxLength, trailing, hint }: TextFieldProps) {
  const { t } = useI18n();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = error ? errorId : hint ? hintId : undefined;
  return (
    <div className={styles.field} data-invalid={error ? 'true' : undefined}>
      <div className={styles.row}>
        <label className={styles.label} htmlFor={id}>
          {label}
        </label>
        <input
          id={id}
          className={styles.input}
          value={value}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          maxLength={maxLength}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
        {trailing}
      </div>
      {error && (
        <p className={styles.error} id={errorId}>
          {t(`auth.validation.${error}`)}
        </p>
      )}
      {hint && !error && (
        <p className={styles.hint} id={hintId} aria-live="polite">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A password row with a show / hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const { t } = useI18n();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className={styles.eye}
          aria-label={visible ? t('auth.field.hidePassword') : t('auth.field.showPassword')}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOutline /> : <EyeInvisibleOutline />}
        </button>
      }
    />
  );
}

/** The send-code button of a code row: 获取验证码, 发送中…, 重新发送(59s), 重新发送. */
export function SendCodeButton({ remaining, sending, everSent, onSend }: { remaining: number; sending: boolean; everSent: boolean; onSend: () => void }) {
  const { t } = useI18n();
  const label = sending
    ? t('auth.code.sending')
    : remaining > 0
      ? t('auth.code.resendIn', { seconds: remaining })
      : everSent
        ? t('auth.code.resend')
        : t('auth.code.send');
  const blocked = sending || remaining > 0;
  // aria-disabled rather than disabled: a disabled button drops the focus (and Chromium may
  // give it back later as a visible ring), which would lose a keyboard user's place
  return (
    <button type="button" className={styles.sendCode} aria-disabled={blocked} onClick={() => !blocked && onSend()} data-testid="send-code">
      {label}
    </button>
  );
}

/** The agreement tick with links to /agreement and /privacy. */
export function AgreementCheck({ id, checked, onChange, error }: { id: string; checked: boolean; onChange: (checked: boolean) => void; error?: ValidationKey | undefined }) {
  const { t } = useI18n();
  const errorId = `${id}-error`;
  return (
    <div className={styles.agreementBlock} data-invalid={error ? 'true' : undefined}>
      <div className={styles.agreement}>
        <span className={styles.checkWrap}>
          <input
            id={id}
            type="checkbox"
            className={styles.checkInput}
            checked={checked}
            aria-label={t('auth.agreement.checkbox')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => onChange(event.target.checked)}
          />
          <span className={styles.checkMark} aria-hidden="true" />
        </span>
        <p className={styles.agreementText}>
          <label htmlFor={id}>{t('auth.agreement.prefix')}</label>
          <Link className={styles.docLink} to={'/agreement'}>
            {t('auth.agreement.user')}
          </Link>
          {t('auth.agreement.and')}
          <Link className={styles.docLink} to={'/privacy'}>
            {t('auth.agreement.privacy')}
          </Link>
        </p>
      </div>
      {error && (
        <p className={`${styles.error} ${styles.agreementError}`} id={errorId}>
          {t(`auth.validation.${error}`)}
        </p>
      )}
    </div>
  );
}

/** A failure the app's listener does not already show (network, refused before sending, ...). */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className={styles.alert} role="alert" data-testid="form-alert">
      {message}
    </p>
  );
}

/**
 * The one submit button: busy and inert while the call runs (the form's own guard drops any
 * further submit). aria-disabled rather than disabled, so the focus stays on it.
 */
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button className={styles.submit} type="submit" aria-disabled={busy} aria-busy={busy}>
      {busy && <DotLoading color="currentColor" />}
      {busy ? busyLabel : label}
    </button>
  );
}

/** The quiet line under a form: text and a link. */
export function FormFooter({ children }: { children: ReactNode }) {
  return <p className={styles.footer}>{children}</p>;
}

/*
 * No auth field sets maxLength on its input: the browser would cut a pasted '138 0013 8000' to its
 * first 11 characters before the field could take out the spaces, and a pasted 24-character
 * password to 20 without a word (saved cut, it would never match the password manager's again).
 * The field normalises what arrives (validation.ts) and its rule refuses what is too long.
 */

/** The mobile field of every auth form: 11 digits, numeric keyboard. */
export function MobileField({ autoComplete, ...field }: FieldBinding & { autoComplete: 'username' | 'tel' }) {
  const { t } = useI18n();
  return (
    <TextField
      {...field}
      label={t('auth.field.mobile')}
      type="tel"
      inputMode="numeric"
      autoComplete={autoComplete}
      placeholder={t('auth.field.mobilePlaceholder')}
      onChange={(value) => field.onChange(normaliseMobile(value))}
    />
  );
}

/** The SMS code field with its send / countdown button (register and reset password). */
export function CodeField({ code, onSend, ...field }: FieldBinding & { code: CodeState; onSend: () => void }) {
  const { t } = useI18n();
  return (
    <TextField
      {...field}
      label={t('auth.field.code')}
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder={t('auth.field.codePlaceholder')}
      hint={code.sentTo ? t('auth.code.sent', code.sentTo) : undefined}
      onChange={(value) => field.onChange(digitsOnly(value, CODE_LENGTH))}
      trailing={<SendCodeButton remaining={code.remaining} sending={code.sending} everSent={code.everSent} onSend={onSend} />}
    />
  );
}

export { styles as authStyles };

/** A new password and its repetition (register, reset password); `label` names the first. */
export function NewPasswordFields({ label, password, confirm }: { label: string; password: FieldBinding; confirm: FieldBinding }) {
  const { t } = useI18n();
  return (
    <>
      <PasswordField
        {...password}
        label={label}
        autoComplete="new-password"
        placeholder={t('auth.field.passwordRulePlaceholder')}
      />
      <PasswordField
        {...confirm}
        label={t('auth.field.confirm')}
        autoComplete="new-password"
        placeholder={t('auth.field.confirmPlaceholder')}
      />
    </>
  );
}
