import { useI18n } from '@/platform/i18n';
import styles from './profile.module.css';
import '@/platform/i18n/areas/mineProfile';

interface CodeButtonProps {
  sending: boolean;
  remaining: number;
  everSent: boolean;
  onSend: () => void;
}

/** 获取验证码, then the seconds until another may be asked for, then 重新发送. */
export function CodeButton({ sending, remaining, everSent, onSend }: CodeButtonProps) {
  const { t } = useI18n();
  const waiting = remaining > 0;
  const label = sending ? t('mineProfile.code.sending') : waiting ? t('mineProfile.code.wait', { seconds: remaining }) : everSent ? t('mineProfile.code.resend') : t('mineProfile.code.send');
  return (
    <button type="button" className={styles.codeButton} disabled={sending || waiting} onClick={onSend}>
      {label}
    </button>
  );
}
