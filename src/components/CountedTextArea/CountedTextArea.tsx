import { cleanUserText } from '@/lib/text';
import { useI18n } from '@/platform/i18n';
import { describedIds, textLimit } from './textLimit';
import styles from './CountedTextArea.module.css';
import '@/platform/i18n/areas/input';

export interface CountedTextAreaProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** the most characters the form takes; not the native attribute: nothing typed is ever cut */
  maxLength: number;
  placeholder?: string;
  /** visible lines (default 3) */
  rows?: number;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * A native textarea with its "12/500" counter: what antd-mobile's TextArea with `showCount` shows,
 * without its code in the screen chunk. Label it with a `<label htmlFor={id}>`.
 *
 * What is typed is kept as typed, bidi controls aside (`cleanUserText`, on every change). Over the
 * limit nothing is cut: the counter turns red and the field says by how much (textLimit.ts); the
 * form refuses to send until it fits.
 */
export function CountedTextArea({ id, value, onChange, maxLength, placeholder, rows = 3, invalid, describedBy }: CountedTextAreaProps) {
  const { t } = useI18n();
  const { count, over } = textLimit(value, maxLength);
  return (
    <div className={styles.box} data-over={over > 0 || undefined}>
      <textarea
        id={id}
        className={styles.input}
        value={value}
        onChange={(event) => onChange(cleanUserText(event.target.value))}
        placeholder={placeholder}
        rows={rows}
        aria-invalid={invalid || over > 0 || undefined}
        aria-describedby={describedIds(id, over, describedBy)}
      />
      {over > 0 && (
        <p id={`${id}-limit`} className={styles.limit} role="alert">
          {t('input.overLimit', { over, max: maxLength })}
        </p>
      )}
      <span className={styles.count} aria-hidden data-testid="text-count">
        {count}/{maxLength}
      </span>
    </div>
  );
}
