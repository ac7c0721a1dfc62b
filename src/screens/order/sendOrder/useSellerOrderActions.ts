import { useState } from 'react';
import { useConfirmRefundMutation, useDeliveryConfirmMutation, useDeliveryConfirmPickMutation, useDeliveryLackMutation } from '@/api/orderLifeApi';
import type { Order } from '@/api/types/order';
import { useAction } from '@/hooks/useAction';
import { formatYuan } from '@/lib/money';
import { useI18n } from '@/platform/i18n';
import type { SellerAction } from './sellerActions';
import '@/platform/i18n/areas/sendOrder';

export interface SellerOrderActions {
  /** asks first (a dialog, or the out-of-stock reason), then runs the action once */
  start: (action: SellerAction, order: Order) => void;
  /** the action running now and its order */
  running: { action: SellerAction; orderId: string } | null;
  /** the order waiting for its out-of-stock reason (the reason dialog is open) */
  lackFor: Order | null;
  submitLack: (reason: string) => void;
  closeLack: () => void;
}

/**
 * The tea house's actions on its distribution orders: each asks first, runs one at a time (its
 * button busy, every other waiting), toasts when done, and the lists follow through the cache
 * (orderLifeApi writes the answer into every loaded list, then refetches them).
 */
export function useSellerOrderActions(): SellerOrderActions {
  const { t } = useI18n();
  const [confirmDelivery] = useDeliveryConfirmMutation();
  const [confirmPick] = useDeliveryConfirmPickMutation();
  const [agreeRefund] = useConfirmRefundMutation();
  const [markLack] = useDeliveryLackMutation();
  const [running, setRunning] = useState<SellerOrderActions['running']>(null);
  const [lackFor, setLackFor] = useState<Order | null>(null);

  /** What each action asks first (the out-of-stock reason was asked in its own dialog already). */
  const question = (action: SellerAction, order: Order) => {
    if (action === 'markLack') return null;
    const amount = formatYuan(order.afterSale?.refundAmount ?? order.payAmount);
    const texts = {
      confirmDelivery: [t('sendOrder.confirm.confirmDeliveryTitle'), t('sendOrder.confirm.confirmDeliveryBody', { orderNo: order.orderNo })],
      confirmPick: [t('sendOrder.confirm.confirmPickTitle'), t('sendOrder.confirm.confirmPickBody', { orderNo: order.orderNo })],
      agreeRefund: [t('sendOrder.confirm.agreeRefundTitle'), t('sendOrder.confirm.agreeRefundBody', { amount })],
    } as const;
    const [title, content] = texts[action];
    return { title, content, confirmText: t('sendOrder.confirm.ok'), cancelText: t('sendOrder.confirm.cancel') };
  };

  const act = useAction(
    async (action: SellerAction, order: Order, reason: string) => {
      const { orderId } = order;
      setRunning({ action, orderId });
      try {
        if (action === 'confirmDelivery') await confirmDelivery({ orderId }).unwrap();
        else if (action === 'confirmPick') await confirmPick({ orderId }).unwrap();
        else if (action === 'agreeRefund') await agreeRefund({ orderId }).unwrap();
        else await markLack({ orderId, lackReason: reason }).unwrap();
      } finally {
        setRunning(null);
      }
    },
    {
      confirm: question,
      success: (_result, action) => t(`sendOrder.done.${action}`),
      wording: { fallback: 'sendOrder.failedRetry' },
    },
  );

  return {
    running,
    lackFor,
    start: (action, order) => {
      if (act.busy) return;
      if (action === 'markLack') setLackFor(order);
      else void act.run(action, order, '');
    },
    submitLack: (reason) => {
      const order = lackFor;
      setLackFor(null);
      if (order) void act.run('markLack', order, reason);
    },
    closeLack: () => setLackFor(null),
  };
}
