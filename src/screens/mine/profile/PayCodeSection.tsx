import { Button, DotLoading } from 'antd-mobile';
import { useState } from 'react';
import { useCommonValidateCodeMutation, useSetPayPasswordMutation, useValidatePayCodeMutation, useVerificationCodeMutation } from '@/api/memberApi';
import type { MemberInfo } from '@/api/types/member';
import { FormRow, formRowClasses } from '@/components/FormRow/FormRow';
import { useAction } from '@/hooks/useAction';
import { digitsOnly } from '@/lib/mobile';
import { useI18n } from '@/platform/i18n';
import { CodeButton } from './CodeButton';
import { maskedMobile } from './maskedMobile';
import { PAY_CODE_LENGTH, payCodeProblem } from './passwordRules';
import { PayCodePad } from './PayCodePad';
import profile from './profile.module.css';
import { useSmsCode } from './useSmsCode';
import '@/platform/i18n/areas/setPassword';

/** How the member proved it is them: the current payment code, or an SMS code when there is none. */
type Proof = { oldPayCode: string } | { code: string };

type Step = { name: 'current' } | { name: 'sms' } | { name: 'new'; proof: Proof } | { name: 'repeat'; proof: Proof; payCode: string };

const SMS_CODE_LENGTH = 6;

/**
 * The payment code: the current one first when the member has one (validatePayCode), else an SMS
 * code to the member's mobile; then the new six digits twice, on the app's number keyboard, saved
 * with setPayPassword. Nothing of it is kept in storage: a code typed is a secret. Loaded when its
 * tab is chosen, with the number keyboard and its animation library.
 */
export default function PayCodeSection({ member, onDone }: { member: MemberInfo; onDone: () => void }) {
  const { t } = useI18n();
  const [step, setStep] = useState<Step>(member.hasPayPassword ? { name: 'current' } : { name: 'sms' });
  const [cells, setCells] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [smsCode, setSmsCode] = useState('');
  const [validatePayCode] = useValidatePayCodeMutation();
  const [requestCode] = useVerificationCodeMutation();
  const [validateCode] = useCommonValidateCodeMutation();
  const [setPayPassword] = useSetPayPasswordMutation();
  const sms = useSmsCode(() => requestCode({ type: 'payPassword' }).unwrap());

  const goTo = (next: Step) => {
    setCells('');
    setProblem(null);
    setStep(next);
  };
  const checkCurrent = useAction((payCode: string) => validatePayCode({ payCode }).unwrap(), {
    wording: { fallback: 'setPassword.failed' },
    onSuccess: (_result, payCode) => goTo({ name: 'new', proof: { oldPayCode: payCode } }),
    onFailure: () => setCells(''),
  });
  const checkSms = useAction((code: string) => validateCode({ mobile: member.mobile, code, type: 'payPassword' }).unwrap(), {
    wording: { fallback: 'setPassword.failed' },
    onSuccess: (_result, code) => goTo({ name: 'new', proof: { code } }),
  });
  const save = useAction((proof: Proof, payCode: string) => setPayPassword({ payCode, ...proof }).unwrap(), {
    success: t('setPassword.payCodeDone'),
    wording: { fallback: 'setPassword.failed' },
    hold: () => true,
    onSuccess: onDone,
    onFailure: () => setCells(''),
  });

  const filled = (value: string) => {
    if (step.name === 'current') void checkCurrent.run(value);
    else if (step.name === 'new') {
      const refused = payCodeProblem(value);
      if (refused) {
        setCells('');
        setProblem(t(refused === 'simple' ? 'setPassword.payCodeSimple' : 'setPassword.payCodeLength'));
      } else goTo({ name: 'repeat', proof: step.proof, payCode: value });
    } else if (step.name === 'repeat') {
      if (value === step.payCode) void save.run(step.proof, value);
      else {
        goTo({ name: 'new', proof: step.proof });
        setProblem(t('setPassword.payCodeMismatch'));
      }
    }
  };

  if (step.name === 'sms') {
    return (
      <form aria-label={t('setPassword.smsForm')} noValidate onSubmit={(event) => {
        event.preventDefault();
        if (smsCode.length === SMS_CODE_LENGTH) void checkSms.run(smsCode);
        else setProblem(t('setPassword.smsCodeInvalid'));
      }}>
        <p className={profile.note}>{t('setPassword.smsNote', { mobile: maskedMobile(member.mobile) })}</p>
        <div className={`${profile.card} ${profile.formCard}`}>
          <FormRow id="pay-sms-code" label={t('setPassword.smsCode')} error={problem ?? undefined}>
            <input
              id="pay-sms-code"
              className={formRowClasses.control}
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder={t('setPassword.smsCodePlaceholder')}
              value={smsCode}
              onChange={(event) => {
                setProblem(null);
                setSmsCode(digitsOnly(event.target.value, SMS_CODE_LENGTH));
              }}
              {...(problem ? { 'aria-invalid': true, 'aria-describedby': 'pay-sms-code-error' } : {})}
            />
            <CodeButton sending={sms.sending} remaining={sms.remaining} everSent={sms.sentTo !== null} onSend={() => void sms.send()} />
          </FormRow>
        </div>
        <div className={profile.actions}>
          <Button block type="submit" color="primary" shape="rounded" loading={checkSms.busy} loadingText={t('setPassword.checking')} disabled={checkSms.busy}>
            {t('setPassword.next')}
          </Button>
        </div>
      </form>
    );
  }

  const label = step.name === 'current' ? t('setPassword.payCodeCurrent') : step.name === 'new' ? t('setPassword.payCodeNew') : t('setPassword.payCodeRepeat');
  const busy = checkCurrent.busy || save.busy;
  return (
    <section aria-label={t('setPassword.payCodeTab')} aria-busy={busy || undefined} data-testid="pay-code" data-step={step.name}>
      <PayCodePad key={step.name} label={label} value={cells} onChange={(value) => {
        setProblem(null);
        setCells(value.slice(0, PAY_CODE_LENGTH));
      }} onFill={filled} error={problem} />
      {busy ? (
        <p className={`${profile.note} ${profile.status}`} role="status">
          {checkCurrent.busy ? t('setPassword.checking') : t('setPassword.saving')}
          <DotLoading color="currentColor" aria-hidden />
        </p>
      ) : (
        <p className={profile.note}>{step.name === 'current' ? t('setPassword.payCodeCurrentNote') : t('setPassword.payCodeRule')}</p>
      )}
    </section>
  );
}
