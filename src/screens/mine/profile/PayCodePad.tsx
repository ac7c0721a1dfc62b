import { NumberKeyboard, PasscodeInput } from 'antd-mobile';
import { useId } from 'react';
import { PAY_CODE_LENGTH } from './passwordRules';
import styles from './profile.module.css';

interface PayCodePadProps {
  /** what the six cells are for, e.g. 输入当前支付密码 */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** all six digits are in */
  onFill?: (value: string) => void;
  /** the rule's message under the cells */
  error?: string | null;
}

/**
 * Six cells of a payment code typed on the app's number keyboard (antd-mobile's PasscodeInput
 * with NumberKeyboard): the digits are never shown, the phone's own keyboard never opens.
 */
export function PayCodePad({ label, value, onChange, onFill, error }: PayCodePadProps) {
  const labelId = useId();
  const errorId = useId();
  return (
    <div className={styles.payCode} role="group" aria-labelledby={labelId}>
      <p id={labelId} className={styles.payCodeLabel}>
        {label}
      </p>
      <PasscodeInput
        length={PAY_CODE_LENGTH}
        seperated
        value={value}
        onChange={onChange}
        {...(onFill ? { onFill } : {})}
        error={Boolean(error)}
        aria-label={label}
        aria-describedby={error ? errorId : undefined}
        keyboard={<NumberKeyboard />}
      />
      {error ? (
        <p id={errorId} className={styles.payCodeError} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
