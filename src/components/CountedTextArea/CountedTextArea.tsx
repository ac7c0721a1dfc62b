import styles from './CountedTextArea.module.css';

export interface CountedTextAreaProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
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
 */
export function CountedTextArea({ id, value, onChange, maxLength, placeholder, rows = 3, invalid, describedBy }: CountedTextAreaProps) {
  return (
    <div className={styles.box}>
      <textarea
        id={id}
        className={styles.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={maxLength}
        placeholder={placeholder}
        rows={rows}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      />
      <span className={styles.count} aria-hidden>
        {Array.from(value).length}/{maxLength}
      </span>
    </div>
  );
}
