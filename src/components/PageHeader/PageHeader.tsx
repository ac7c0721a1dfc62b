import { LeftOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useI18n } from '@/platform/i18n';
import { paths } from '@/routes';
import styles from './PageHeader.module.css';

export interface PageHeaderProps {
  title: ReactNode;
  /** optional right icon with its action, e.g. share or search */
  right?: { icon: ReactNode; label: string; onClick: () => void };
  /** replaces the default back behaviour (history back, or /home when there is no history) */
  onBack?: () => void;
  /** hide the back arrow on root pages */
  hideBack?: boolean;
}

/**
 * Whether a back step stays inside the app. The browser router keeps `{ key, idx }` in
 * `history.state` (idx 0 = the app's first entry); a memory router (stories, tests) does not,
 * and there only the initial location has the key 'default'.
 */
export function canGoBack(locationKey: string): boolean {
  const state: unknown = window.history.state;
  if (typeof state === 'object' && state !== null && 'key' in state && 'idx' in state && state.key === locationKey) {
    return Number(state.idx) > 0;
  }
  return locationKey !== 'default';
}

/** Page header: back arrow, title, optional right icon. Sits below the status bar. */
export function PageHeader({ title, right, onBack, hideBack = false }: PageHeaderProps) {
  const navigate = useNavigate();
  const { key } = useLocation();
  const { t } = useI18n();
  const back = onBack ?? (() => void (canGoBack(key) ? navigate(-1) : navigate(paths.home, { replace: true })));

  return (
    <header className={styles.header} data-testid="page-header">
      {/* antd-mobile's NavBar gives its left slot role="button", which would nest our real back
          button (axe: nested-interactive); the three-slot bar is simple enough to lay out here. */}
      <div className={styles.bar}>
        <div className={styles.side}>
          {!hideBack && (
            <button type="button" className={styles.iconButton} aria-label={t('header.back')} onClick={back}>
              <LeftOutline />
            </button>
          )}
        </div>
        <h1 className={styles.title}>{title}</h1>
        <div className={`${styles.side} ${styles.right}`}>
          {right && (
            <button type="button" className={styles.iconButton} aria-label={right.label} onClick={right.onClick}>
              {right.icon}
            </button>
          )}
        </div>
      </div>
    </header>
  );
}
