import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useCancelAccountMutation, useVerificationCodeMutation } from '@/api/memberApi';
import { Sheet } from '@/components/Sheet';
import { useAction } from '@/hooks/useAction';
import { digitsOnly } from '@/lib/mobile';
import { useI18n } from '@/platform/i18n';
import { useCountdown } from '@/hooks/useCountdown';
import { useSignOut } from './useSignOut';
import styles from './CancelAccountSheet.module.css';
import '@/platform/i18n/areas/set';

const CODE_LENGTH = 6;

/** The code sheet of 注销账号 (see useCancelAccount): the SMS code, then cancelAccount with it. */
export default function CancelAccountSheet({ visible, masked, onClose }: { visible: boolean; masked: string; onClose: () => void }) {
  const { t } = useI18n();
  const [code, setCode] = useState('');
  const [sentFor, setSentFor] = useState<number | null>(null);
  const wait = useCountdown();
  const [sendCode] = useVerificationCodeMutation();
  const [cancelAccount] = useCancelAccountMutation();
  const signOut = useSignOut();

  const send = useAction(() => sendCode({ type: 'cancelAccount' }).unwrap(), {
    success: t('set.cancel.codeSent'),
    wording: { fallback: 'set.cancel.sendFailed' },
    onSuccess: (sent) => {
      setSentFor(Math.max(1, Math.round(sent.expireSeconds / 60)));
      wait.start(sent.resendSeconds);
    },
  });
  const submit = useAction((typed: string) => cancelAccount({ code: typed }).unwrap(), {
    success: t('set.cancel.done'),
    wording: { fallback: 'set.cancel.failed' },
    hold: () => true,
    onSuccess: () => signOut('/home'),
  });

  const codeId = 'cancel-account-code';
  return (
    <Sheet visible={visible} onClose={onClose} onMaskClick={onClose} bodyClassName={styles.sheet} destroyOnClose>
      <form
        className={styles.form}
        aria-label={t('set.cancel.sheetTitle')}
        data-testid="cancel-account-sheet"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (code.length === CODE_LENGTH) void submit.run(code);
        }}
      >
        <div className={styles.head}>
          <h2 className={styles.title}>{t('set.cancel.sheetTitle')}</h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('set.cancel.close')} />
        </div>
        <p className={styles.sentTo} role="status">
          {sentFor === null ? t('set.cancel.sentTo', { mobile: masked }) : t('set.cancel.sentNow', { mobile: masked, minutes: sentFor })}
        </p>
        <div className={styles.codeRow}>
          <label className={styles.label} htmlFor={codeId}>
            {t('set.cancel.code')}
          </label>
          <input
            id={codeId}
            className={styles.input}
            value={code}
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder={t('set.cancel.codePlaceholder')}
            onChange={(event) => setCode(digitsOnly(event.target.value, CODE_LENGTH))}
          />
          <Button size="small" fill="outline" color="primary" loading={send.busy} loadingText={t('set.cancel.sending')} disabled={send.busy || wait.remaining > 0} onClick={() => void send.run()}>
            {wait.remaining > 0 ? t('set.cancel.resend', { seconds: wait.remaining }) : t('set.cancel.sendCode')}
          </Button>
        </div>
        <Button block type="submit" color="danger" shape="rounded" loading={submit.busy} loadingText={t('set.cancel.submitting')} disabled={submit.busy || code.length !== CODE_LENGTH}>
          {t('set.cancel.submit')}
        </Button>
      </form>
    </Sheet>
  );
}
