import type { ReactNode } from 'react';
import styles from './SettingsRows.module.css';

/** A titled group of rows, as one white card. */
export function SettingsGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.group} aria-label={title}>
      <h2 className={styles.groupTitle}>{title}</h2>
      <div className={styles.card}>{children}</div>
    </section>
  );
}

export interface SettingsRowProps {
  label: string;
  /** what the row says on its right (a size, a version) */
  value?: string;
  onClick: () => void;
  /** a row whose action cannot be undone reads in the brand red, without the chevron */
  danger?: boolean;
  disabled?: boolean;
  testId?: string;
}

/** One settings entry: a full-width button, its label left, its value and a chevron right. */
export function SettingsRow({ label, value, onClick, danger = false, disabled = false, testId }: SettingsRowProps) {
  return (
    <button type="button" className={styles.row} data-danger={danger || undefined} onClick={onClick} disabled={disabled} data-testid={testId}>
      <span className={styles.label}>{label}</span>
      {value !== undefined && <span className={styles.value}>{value}</span>}
      {!danger && <span className={styles.chevron} aria-hidden />}
    </button>
  );
}
