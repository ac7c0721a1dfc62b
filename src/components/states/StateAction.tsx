import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import styles from './states.module.css';

export interface StateActionProps {
  /**
   * `primary`: the way forward (返回首页, 去逛逛, 返回购物车, 去登录), filled tea red;
   * `secondary`: another try next to it or alone (重新加载), tea-red outline
   */
  kind?: 'primary' | 'secondary';
  onClick: () => void;
  loading?: boolean;
  loadingText?: string;
  disabled?: boolean;
  children: ReactNode;
}

/**
 * The button of an empty, error or coming-soon state. Every state button is this one: a pill of
 * one size, filled red for the way forward and red-outlined for a retry, so two buttons of one
 * kind never differ in shape or colour between screens.
 */
export function StateAction({ kind = 'primary', onClick, loading, loadingText, disabled, children }: StateActionProps) {
  return (
    <Button
      className={styles.stateAction}
      color="primary"
      fill={kind === 'primary' ? 'solid' : 'outline'}
      shape="rounded"
      onClick={onClick}
      loading={loading}
      loadingText={loadingText}
      disabled={disabled}
      data-state-action={kind}
    >
      {children}
    </Button>
  );
}
