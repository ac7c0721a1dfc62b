import { Dialog } from 'antd-mobile';
import { useState } from 'react';
import { CountedTextArea } from '@/components/CountedTextArea/CountedTextArea';
import { textLimit } from '@/components/CountedTextArea/textLimit';
import { useI18n } from '@/platform/i18n';
import styles from './LackDialog.module.css';
import '@/platform/i18n/areas/sendOrder';

export const LACK_REASON_MAX = 100;

export interface LackDialogProps {
  visible: boolean;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}

/**
 * Asks why the order cannot be delivered: the reason is required, and the buyer sees it. Over
 * `LACK_REASON_MAX` nothing is cut: the field says by how much, and the dialog refuses to send.
 */
export default function LackDialog({ visible, onSubmit, onClose }: LackDialogProps) {
  const { t } = useI18n();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const missing = tried && !reason.trim();
  const fits = textLimit(reason, LACK_REASON_MAX).over === 0;
  return (
    <Dialog
      visible={visible}
      title={t('sendOrder.lack.title')}
      onClose={onClose}
      afterClose={() => {
        setReason('');
        setTried(false);
      }}
      content={
        <div className={styles.body}>
          <label htmlFor="lack-reason" className={styles.label}>
            {t('sendOrder.lack.label')}
          </label>
          <CountedTextArea
            id="lack-reason"
            value={reason}
            onChange={setReason}
            placeholder={t('sendOrder.lack.placeholder')}
            maxLength={LACK_REASON_MAX}
            invalid={missing}
            {...(missing ? { describedBy: 'lack-reason-error' } : {})}
          />
          {missing && (
            <p className={styles.error} id="lack-reason-error">
              {t('sendOrder.lack.required')}
            </p>
          )}
        </div>
      }
      actions={[
        [
          { key: 'cancel', text: t('sendOrder.confirm.cancel'), onClick: onClose },
          {
            key: 'submit',
            text: t('sendOrder.lack.submit'),
            bold: true,
            onClick: () => {
              setTried(true);
              if (reason.trim() && fits) onSubmit(reason.trim());
            },
          },
        ],
      ]}
    />
  );
}
