import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useUpdatePasswordMutation } from '@/api/memberApi';
import type { MemberInfo } from '@/api/types/member';
import { FormRow, formRowClasses } from '@/components/FormRow/FormRow';
import { ActionSlot, lazyPart } from '@/components/ActionSlot';
import { canGoBack, PageHeader } from '@/components/PageHeader/PageHeader';
import { TabRow } from '@/components/TabRow/TabRow';
import { useDiscardGuard, useForm, type Rules } from '@/hooks/form';
import { useAction } from '@/hooks/useAction';
import { showToast } from '@/platform/feedback';
import { useI18n } from '@/platform/i18n';
import { MemberPage } from './profile/MemberPage';
import { PASSWORD_MAX, PASSWORD_MIN, passwordProblem, passwordStrength } from './profile/passwordRules';
import profile from './profile/profile.module.css';
import styles from './SetPasswordScreen.module.css';
import '@/platform/i18n/areas/setPassword';

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  repeat: string;
}

const EMPTY: PasswordValues = { oldPassword: '', newPassword: '', repeat: '' };

const rules: Rules<PasswordValues> = {
  oldPassword: (value) => (value ? null : 'setPassword.oldRequired'),
  newPassword: (value, values) => {
    const problem = passwordProblem(value);
    if (problem === 'length') return { key: 'setPassword.ruleLength', params: { min: PASSWORD_MIN, max: PASSWORD_MAX } };
    if (problem === 'space') return 'setPassword.ruleSpace';
    if (problem === 'mix') return 'setPassword.ruleMix';
    return value === values.oldPassword ? 'setPassword.ruleSame' : null;
  },
  repeat: (value, values) => (value === values.newPassword ? null : 'setPassword.ruleRepeat'),
};

/** Passwords are secrets: the form keeps no draft in storage, only what is on the screen. */
const noDraft = () => null;

type Tab = 'login' | 'payCode';

const PayCodeSection = lazyPart(() => import('./profile/PayCodeSection'));

const noop = () => undefined;

/** The login password: the current one, the new one twice, its rule and a strength hint. */
function LoginPassword({ onDone, onDirty }: { onDone: () => void; onDirty: (dirty: boolean) => void }) {
  const { t } = useI18n();
  const form = useForm({ id: 'set-password', draft: null, initial: EMPTY, parse: noDraft, rules });
  const [updatePassword] = useUpdatePasswordMutation();
  const save = useAction((values: PasswordValues) => updatePassword({ oldPassword: values.oldPassword, newPassword: values.newPassword }).unwrap(), {
    success: t('setPassword.done'),
    wording: { fallback: 'setPassword.failed' },
    hold: () => true,
    onSuccess: onDone,
  });
  const { dirty } = form;
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  const strength = passwordStrength(form.values.newPassword);
  const field = (name: keyof PasswordValues, label: string, placeholder: string, autoComplete: string) => (
    <FormRow id={form.idOf(name)} label={label} error={form.error(name)}>
      <input
        id={form.idOf(name)}
        className={formRowClasses.control}
        type="password"
        autoComplete={autoComplete}
        placeholder={placeholder}
        value={form.values[name]}
        onChange={(event) => form.set(name, event.target.value)}
        onBlur={() => form.touch(name)}
        {...form.described(name)}
      />
    </FormRow>
  );
  return (
    <form aria-label={t('setPassword.form')} noValidate onSubmit={form.handleSubmit(save.run)}>
      <div className={`${profile.card} ${profile.formCard}`}>
        {field('oldPassword', t('setPassword.oldPassword'), t('setPassword.oldPlaceholder'), 'current-password')}
        {field('newPassword', t('setPassword.newPassword'), t('setPassword.newPlaceholder', { min: PASSWORD_MIN, max: PASSWORD_MAX }), 'new-password')}
        {field('repeat', t('setPassword.repeat'), t('setPassword.repeatPlaceholder'), 'new-password')}
      </div>
      <p className={profile.note}>{t('setPassword.rule', { min: PASSWORD_MIN, max: PASSWORD_MAX })}</p>
      {strength ? (
        <p className={styles.strength} data-strength={strength} data-testid="password-strength" aria-live="polite">
          {t('setPassword.strength', { level: t(`setPassword.strength_${strength}`) })}
          <span className={styles.meter} aria-hidden>
            <span />
            <span />
            <span />
          </span>
        </p>
      ) : null}
      <div className={profile.actions}>
        <Button block type="submit" color="primary" shape="rounded" loading={save.busy} loadingText={t('setPassword.submitting')} disabled={!form.dirty || save.busy}>
          {t('setPassword.submit')}
        </Button>
      </div>
    </form>
  );
}

function Passwords({ member }: { member: MemberInfo }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { key: locationKey } = useLocation();
  const [tab, setTab] = useState<Tab>('login');
  const leave = () => {
    if (canGoBack(locationKey)) void navigate(-1);
    else void navigate('/mine/set', { replace: true });
  };
  // the login form's changes ask before leaving; it keeps no draft, so there is nothing to drop
  const [dirty, setDirty] = useState(false);
  const leaveForm = useDiscardGuard(tab === 'login' && dirty, noop);
  return (
    <div className={profile.page}>
      <PageHeader title={t('route./mine/setPassword')} onBack={() => void leaveForm(leave)} />
      <TabRow
        label={t('setPassword.tabs')}
        items={[
          { key: 'login', label: t('setPassword.loginTab') },
          { key: 'payCode', label: t('setPassword.payCodeTab') },
        ]}
        active={tab}
        onChange={setTab}
      />
      {tab === 'login' ? <LoginPassword onDone={leave} onDirty={setDirty} /> : null}
      <ActionSlot
        onFailed={() => {
          setTab('login');
          showToast({ content: t('state.networkError') });
        }}
      >
        {tab === 'payCode' ? <PayCodeSection member={member} onDone={leave} /> : null}
      </ActionSlot>
    </div>
  );
}

/** /mine/setPassword: the login password and the six-digit payment code, the current one asked first. */
export default function SetPasswordScreen() {
  const { t } = useI18n();
  return <MemberPage title={t('route./mine/setPassword')}>{(member) => <Passwords member={member} />}</MemberPage>;
}
