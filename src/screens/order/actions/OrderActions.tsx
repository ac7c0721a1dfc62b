import { Button } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import type { Order } from '@/api/types/order';
import { useI18n } from '@/platform/i18n';
import { orderActions, PRIMARY_ACTIONS, type ActionPlace } from '../common/orderRules';
import { useOrderActions, type OrderActionsOptions } from './useOrderActions';
import styles from './OrderActions.module.css';
import '@/platform/i18n/areas/orderActions';

export interface OrderActionsProps extends OrderActionsOptions {
  order: Order;
  place: ActionPlace;
  /**
   * Opens the payment at once (the order just placed: the cashier comes up without a tap on 去支付),
   * once, if the order allows paying; `onStart` is told first, for the page to drop its flag.
   */
  autoPay?: { onStart: () => void } | undefined;
}

/**
 * The buttons of the actions an order allows where it is shown (a list card or the details bar),
 * the primary one last. The running one is busy and the others wait until it is done.
 */
export function OrderActions({ order, place, autoPay, ...options }: OrderActionsProps) {
  const { t } = useI18n();
  const { run, running, slot } = useOrderActions(order, options);
  const kinds = orderActions(order, place);
  const canPay = kinds.includes('pay');
  const autoPaid = useRef(false);
  useEffect(() => {
    if (!autoPay || !canPay || autoPaid.current) return;
    autoPaid.current = true;
    autoPay.onStart();
    void run('pay');
  }, [autoPay, canPay, run]);
  if (kinds.length === 0) return null;
  return (
    <div className={styles.bar} data-testid="order-actions">
      {kinds.map((kind) => {
        const label = t(`orderActions.action.${kind}`);
        return (
          <Button
            key={kind}
            size="small"
            shape="rounded"
            color={PRIMARY_ACTIONS.includes(kind) ? 'primary' : 'default'}
            fill="outline"
            className={styles.button}
            loading={running === kind}
            loadingText={label}
            data-action={kind}
            disabled={running !== null && running !== kind}
            onClick={(event) => {
              event.stopPropagation();
              void run(kind);
            }}
          >
            {label}
          </Button>
        );
      })}
      {slot}
    </div>
  );
}
