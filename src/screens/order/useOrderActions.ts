import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { orderApi } from '@/api/orderApi';
import { useOrderCancelMutation, useOrderConfirmMutation, useOrderDeleteMutation } from '@/api/orderLifeApi';
import type { Order } from '@/api/types/order';
import { useFailureToast } from '@/hooks/useFailureToast';
import { usePayOrder, type PayPhase } from '@/hooks/usePayOrder';
import { useSingleFlight } from '@/hooks/useSingleFlight';
import { confirmDialog, showToast } from '@/platform/feedback';
import { useI18n } from '@/platform/i18n';
import { href, paths, type RouteState } from '@/routes';
import { useAppDispatch } from '@/state/hooks';
import { askCancelReason } from './cancelReason';
import type { OrderActionKind } from './orderRules';
import '@/platform/i18n/areas/orderActions';
import '@/platform/i18n/areas/payment';

export interface OrderActionsOptions {
  /** after the order was deleted (details goes back to the list) */
  onDeleted?: () => void;
}

export interface OrderActionsApi {
  /** runs an action; a tap while another action of this order runs does nothing */
  run: (kind: OrderActionKind) => Promise<void>;
  /** the action under way, for its busy button (the others are disabled meanwhile) */
  running: OrderActionKind | null;
}

const CANCEL_REASONS = ['notWanted', 'wrongItem', 'wrongAddress', 'price', 'other'] as const;

/**
 * Every action on one order, one at a time: the destructive ones ask first (cancel with its
 * reason, confirm receipt, delete), each says in a toast that it worked, and a refusal (the
 * server's code 0) is toasted by the app's listener. The order's detail and lists update through
 * the cache (orderLifeApi); nothing reloads the page.
 */
export function useOrderActions(order: Order, { onDeleted }: OrderActionsOptions = {}): OrderActionsApi {
  const { t } = useI18n();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [orderCancel] = useOrderCancelMutation();
  const [orderConfirm] = useOrderConfirmMutation();
  const [orderDelete] = useOrderDeleteMutation();
  const payment = usePayOrder();
  const tellFailure = useFailureToast({ fallback: 'orderActions.failedRetry' });
  const tellQueryFailure = useFailureToast({ fallback: 'orderActions.failedRetry', origin: 'query' });
  const [running, setRunning] = useState<OrderActionKind | null>(null);

  // a payment that reached the host (or the cashier) and failed there is said here; one the
  // server refused before that was already said by the listener
  const reachedHost = useRef(false);
  useEffect(() => {
    if (payment.phase === 'paying') reachedHost.current = true;
  }, [payment.phase]);

  const { orderId } = order;

  const sayPayment = useCallback(
    async (phase: PayPhase): Promise<void> => {
      if (phase === 'paid') showToast({ icon: 'success', content: t('payment.phase.paid') });
      else if (phase === 'cancelled') showToast({ content: t('payment.phase.cancelled') });
      else if (phase === 'failed' && reachedHost.current) showToast({ icon: 'fail', content: t('payment.phase.failed') });
      else if (phase === 'pending') {
        const again = await confirmDialog({
          title: t('orderActions.pendingTitle'),
          content: t('orderActions.pendingBody'),
          confirmText: t('payment.phase.recheck'),
          cancelText: t('orderActions.pendingLater'),
        });
        if (!again) return;
        const next = await payment.recheck();
        showToast(next === 'paid' ? { icon: 'success', content: t('payment.phase.paid') } : { content: t('payment.phase.pending') });
      }
    },
    [payment, t],
  );

  const perform = useCallback(
    async (kind: OrderActionKind): Promise<void> => {
      switch (kind) {
        case 'cancel': {
          const reason = await askCancelReason({
            title: t('orderActions.cancelTitle'),
            body: t('orderActions.cancelBody'),
            reasons: CANCEL_REASONS.map((key) => t(`orderActions.cancelReasons.${key}`)),
            confirm: t('orderActions.cancelConfirm'),
            keep: t('orderActions.keep'),
          });
          if (reason === null) return;
          await orderCancel({ orderId, cancelReason: reason }).unwrap();
          showToast({ icon: 'success', content: t('orderActions.cancelled') });
          return;
        }
        case 'pay': {
          reachedHost.current = false;
          await sayPayment(await payment.pay({ orderId, channel: 'wechat', amount: order.payAmount }));
          return;
        }
        case 'confirm': {
          const sure = await confirmDialog({
            title: t('orderActions.confirmTitle'),
            content: t('orderActions.confirmBody'),
            confirmText: t('orderActions.confirmOk'),
            cancelText: t('orderActions.keep'),
          });
          if (!sure) return;
          await orderConfirm({ orderId }).unwrap();
          showToast({ icon: 'success', content: t('orderActions.confirmed') });
          return;
        }
        case 'delete': {
          const sure = await confirmDialog({
            title: t('orderActions.deleteTitle'),
            content: t('orderActions.deleteBody'),
            confirmText: t('orderActions.deleteOk'),
            cancelText: t('orderActions.keep'),
          });
          if (!sure) return;
          await orderDelete({ orderId }).unwrap();
          // the page may leave now (details goes back to the list): the toast goes with it
          showToast({ icon: 'success', content: t('orderActions.deleted') }, { travels: onDeleted !== undefined });
          onDeleted?.();
          return;
        }
        case 'rebuy': {
          // the settle preview confirm order shows, asked here first: a refusal stays on this page
          try {
            await dispatch(orderApi.endpoints.rebuySettle.initiate({ orderId }, { subscribe: false, forceRefetch: true })).unwrap();
          } catch (failure) {
            tellQueryFailure(failure);
            return;
          }
          const state: RouteState['confirmOrder'] = { source: 'rebuy', orderId };
          void navigate(href(paths.confirmOrder, { rebuy: orderId }), { state });
          return;
        }
        case 'logistics':
          void navigate(href(paths.logistics, { orderId }));
          return;
        case 'review':
          void navigate(href(paths.comment, { orderId }));
          return;
        case 'refund':
        case 'return':
          void navigate(href(paths.setRefund, { orderId, type: kind }));
          return;
        case 'returnLogistics':
          void navigate(href(paths.setRefund, { orderId, type: 'logistics' }));
          return;
      }
    },
    [dispatch, navigate, onDeleted, orderCancel, orderConfirm, orderDelete, orderId, order.payAmount, payment, sayPayment, t, tellQueryFailure],
  );

  const flight = useSingleFlight(async (kind: OrderActionKind) => {
    setRunning(kind);
    try {
      await perform(kind);
    } catch (failure) {
      tellFailure(failure);
    } finally {
      setRunning(null);
    }
  });

  const run = useCallback(async (kind: OrderActionKind) => {
    await flight.run(kind);
  }, [flight]);

  return { run, running: flight.pending ? running : null };
}
