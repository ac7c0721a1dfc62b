import type { ReactNode } from 'react';
import styles from './FormRow.module.css';

export interface FormRowProps {
  /** the control's element id: the label points at it, the message is `<id>-error` */
  id: string;
  label: string;
  /** the field's rule message, shown under the row (the form kit's `form.error(field)`) */
  error: string | undefined;
  /** the control, styled with `formRowClasses.control` */
  children: ReactNode;
}

/** The class names a row's control uses: `control`, and `placeholder` for a picker's empty text. */
export const formRowClasses = { control: styles.control, placeholder: styles.placeholder };

/**
 * A labelled form row with its rule's message under it (label left, control right), the layout
 * every settings-style form uses. The control carries the form kit's `described(field)` so a
 * screen reader reads the message with it.
 */
export function FormRow({ id, label, error, children }: FormRowProps) {
  return (
    <div className={styles.field} data-invalid={error ? 'true' : undefined} data-field={id}>
      <div className={styles.row}>
        <label className={styles.label} htmlFor={id}>
          {label}
        </label>
        {children}
      </div>
      {error && (
        <p className={styles.error} id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
