import { Suspense, useState } from 'react';
import { ChoiceSheet, preloadChoiceSheet } from './choiceSheet';
import styles from './SetRefundScreen.module.css';

export interface ChoiceFieldProps {
  label: string;
  /** the chosen value ('' for none) and the text the row shows for it */
  value: string;
  valueText: string;
  /** what the row shows while nothing is chosen */
  placeholder: string;
  /** the field's problem, shown under the row (an alert), when there is one */
  error?: string;
  sheetTitle: string;
  options: readonly { label: string; value: string }[];
  onChoose: (value: string) => void;
  testId: string;
}

/**
 * A row of /setRefund that opens a picker sheet (the reason of a request, the carrier of a waybill).
 * The sheet's code loads when the row is first touched or focused; the sheet mounts on the first
 * open and stays (its closing animation, the next open).
 */
export function ChoiceField({ label, value, valueText, placeholder, error, sheetTitle, options, onChoose, testId }: ChoiceFieldProps) {
  const [open, setOpen] = useState(false);
  const [sheetUsed, setSheetUsed] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.row}
        onPointerDown={() => void preloadChoiceSheet()}
        onFocus={() => void preloadChoiceSheet()}
        onClick={() => {
          setSheetUsed(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
        data-testid={testId}
      >
        <span className={styles.rowLabel}>{label}</span>
        <span className={value ? styles.rowValue : styles.placeholder}>{value ? valueText : placeholder}</span>
        <span className={styles.chevron} aria-hidden />
      </button>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {sheetUsed && (
        <Suspense fallback={null}>
          <ChoiceSheet title={sheetTitle} options={options} value={value} visible={open} onClose={() => setOpen(false)} onChoose={onChoose} />
        </Suspense>
      )}
    </>
  );
}
