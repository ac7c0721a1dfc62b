import type { HTMLAttributes } from 'react';
import { describedIds, textLimit } from '@/components/CountedTextArea/textLimit';
import { cleanUserText } from '@/lib/text';
import { useI18n } from '@/platform/i18n';
import styles from './CountedInput.module.css';
import '@/platform/i18n/areas/input';

export interface CountedInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** the most characters the form takes; not the native attribute: nothing typed is ever cut */
  maxLength: number;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  onBlur?: () => void;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * The single-line CountedTextArea: a text input with its "3/20" counter at the end. Bidi controls
 * are taken out on every change (`cleanUserText`); over the limit nothing is cut, the counter turns
 * red and the field says by how much (textLimit.ts), and the form refuses to send until it fits.
 * Label it with a `<label htmlFor={id}>`.
 */
export function CountedInput({ id, value, onChange, maxLength, placeholder, autoComplete, inputMode, onBlur, invalid, describedBy }: CountedInputProps) {
  const { t } = useI18n();
  const { count, over } = textLimit(value, maxLength);
  return (
    <div className={styles.field} data-over={over > 0 || undefined}>
      <div className={styles.box}>
        <input
          id={id}
          className={styles.input}
          value={value}
          onChange={(event) => onChange(cleanUserText(event.target.value))}
          onBlur={onBlur}
          placeholder={placeholder}
          autoComplete={autoComplete}
          inputMode={inputMode}
          aria-invalid={invalid || over > 0 || undefined}
          aria-describedby={describedIds(id, over, describedBy)}
        />
        <span className={styles.count} aria-hidden data-testid="text-count">
          {count}/{maxLength}
        </span>
      </div>
      {over > 0 && (
        <p id={`${id}-limit`} className={styles.limit} role="alert">
          {t('input.overLimit', { over, max: maxLength })}
        </p>
      )}
    </div>
  );
}
