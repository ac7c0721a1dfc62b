import { useState } from 'react';
import { formatFen } from '@/lib/money';
import { parseMoneyInput, SHOWN_WHILE_TYPING, type MoneyBounds, type MoneyProblem } from '@/lib/moneyInput';
import { useI18n } from '@/platform/i18n';
import styles from './MoneyInput.module.css';
import '@/platform/i18n/areas/input';

export interface MoneyInputProps {
  id: string;
  label: string;
  /** the text exactly as typed (a form keeps this, and reads fen with `parseMoneyInput` on submit) */
  value: string;
  onChange: (text: string) => void;
  /** the most the field takes and whether 0 is an amount; the form passes the same to `parseMoneyInput` */
  bounds?: MoneyBounds;
  /** under the field while nothing is wrong, e.g. "最多 ¥128.00，含运费" */
  hint?: string;
  /** every problem is shown (a submit was tried); before that, only what typing shows, and all once the field is left */
  revealAll?: boolean;
  /** the field's own words for a problem, in place of the shared ones */
  messages?: Partial<Record<MoneyProblem, string>>;
}

/**
 * A yuan amount field: "¥" and a decimal keyboard, its label on the left. It never rewrites what
 * is typed ("12。5" stays "12。5"): `parseMoneyInput` reads it, and a text that is not a plain amount
 * gets its reason under the field (a sign, a third decimal, a letter or 。, too large, over the
 * maximum) at once; an empty field or 0 is said once the field is left or a submit was tried.
 */
export function MoneyInput({ id, label, value, onChange, bounds, hint, revealAll = false, messages }: MoneyInputProps) {
  const { t } = useI18n();
  const [left, setLeft] = useState(false);
  const reading = parseMoneyInput(value, bounds);
  const problem = 'problem' in reading && (revealAll || left || SHOWN_WHILE_TYPING.has(reading.problem)) ? reading.problem : null;
  const max = bounds?.max === undefined ? '' : formatFen(bounds.max);
  const text = problem ? (messages?.[problem] ?? t(`input.money.${problem}`, { max })) : hint;
  const messageId = `${id}-message`;
  return (
    <div className={styles.field} data-testid="money-input">
      <div className={styles.row}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        <span className={styles.box}>
          <span className={styles.symbol} aria-hidden>
            ¥
          </span>
          <input
            id={id}
            className={styles.input}
            inputMode="decimal"
            autoComplete="off"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onBlur={() => setLeft(true)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={text ? messageId : undefined}
          />
        </span>
      </div>
      {text && (
        <p id={messageId} className={problem ? styles.error : styles.hint} role={problem ? 'alert' : undefined}>
          {text}
        </p>
      )}
    </div>
  );
}
