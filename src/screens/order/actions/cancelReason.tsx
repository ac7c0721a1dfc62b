import { Radio, Space } from 'antd-mobile';
import { useState } from 'react';
import { confirmDialog } from '@/platform/feedback';
import styles from './OrderActions.module.css';

export interface CancelReasonTexts {
  title: string;
  /** the question above the reasons */
  body: string;
  reasons: readonly string[];
  confirm: string;
  keep: string;
}

function ReasonChoice({ question, reasons, onChange }: { question: string; reasons: readonly string[]; onChange: (reason: string) => void }) {
  const [chosen, setChosen] = useState(reasons[0] ?? '');
  return (
    <div role="radiogroup" aria-label={question} className={styles.reasons} data-testid="cancel-reasons">
      <p className={styles.reasonsQuestion}>{question}</p>
      <Radio.Group
        value={chosen}
        onChange={(value) => {
          setChosen(String(value));
          onChange(String(value));
        }}
      >
        <Space direction="vertical" block>
          {reasons.map((reason) => (
            <Radio key={reason} value={reason} className={styles.reason}>
              {reason}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
    </div>
  );
}

/**
 * Asks why the order is cancelled (the first reason chosen to start with) and whether to cancel:
 * resolves with the reason, or null when the buyer keeps the order.
 */
export async function askCancelReason({ title, body, reasons, confirm, keep }: CancelReasonTexts): Promise<string | null> {
  let chosen = reasons[0] ?? '';
  const confirmed = await confirmDialog({
    title,
    content: <ReasonChoice question={body} reasons={reasons} onChange={(reason) => (chosen = reason)} />,
    confirmText: confirm,
    cancelText: keep,
  });
  return confirmed ? chosen : null;
}
