import type { NavigateFunction } from 'react-router-dom';
import { orderApi } from '@/api/orderApi';
import { orderLifeApi } from '@/api/orderLifeApi';
import type { Order } from '@/api/types/order';
import { CANCELLED, type Cancelled } from '@/hooks/useAction';
import { confirmDialog, showToast } from '@/platform/feedback';
import type { Translate } from '@/platform/i18n';
import { href, type RouteState } from '@/routes';
import type { AppDispatch } from '@/state/root';
import { askCancelReason } from './cancelReason';
import '@/platform/i18n/areas/orderActions';
import '@/platform/i18n/areas/refundOrders';
import type { OrderActionKind } from '../common/orderRules';

/*
 * What each order action does, loaded on the first tap of an action (not on the lists' first
 * paint): the destructive ones ask first (a declined question ends as CANCELLED, nothing sent),
 * each says in a toast that it worked. A failure rejects: the write hook that runs the action
 * (useAction, in useOrderActions) tells it once, unless the app's listener already did.
 */

export interface RunnerContext {
  order: Order;
  t: Translate;
  navigate: NavigateFunction;
  dispatch: AppDispatch;
  /** after a delete (details goes back to the list) */
  onDeleted?: () => void;
}

/** An action ended: done, or declined before anything was sent. */
type Done = void | Cancelled;

const CANCEL_REASONS = ['notWanted', 'wrongItem', 'wrongAddress', 'price', 'other'] as const;

async function cancel({ order, t, dispatch }: RunnerContext): Promise<Done> {
  const reason = await askCancelReason({
    title: t('orderActions.cancelTitle'),
    body: t('orderActions.cancelBody'),
    reasons: CANCEL_REASONS.map((key) => t(`orderActions.cancelReasons.${key}`)),
    confirm: t('orderActions.cancelConfirm'),
    keep: t('orderActions.keep'),
  });
  if (reason === null) return CANCELLED;
  await dispatch(orderLifeApi.endpoints.orderCancel.initiate({ orderId: order.orderId, cancelReason: reason })).unwrap();
  showToast({ icon: 'success', content: t('orderActions.cancelled') });
}

/** The question before confirming receipt or deleting: the action's title, body and OK, 再想想 to keep the order; true to go on. */
function askFirst(t: Translate, action: 'confirm' | 'delete'): Promise<boolean> {
  return confirmDialog({
    title: t(`orderActions.${action}Title`),
    content: t(`orderActions.${action}Body`),
    confirmText: t(`orderActions.${action}Ok`),
    cancelText: t('orderActions.keep'),
  });
}

async function confirmReceipt({ order, t, dispatch }: RunnerContext): Promise<Done> {
  if (!(await askFirst(t, 'confirm'))) return CANCELLED;
  await dispatch(orderLifeApi.endpoints.orderConfirm.initiate({ orderId: order.orderId })).unwrap();
  showToast({ icon: 'success', content: t('orderActions.confirmed') });
}

async function remove({ order, t, dispatch, onDeleted }: RunnerContext): Promise<Done> {
  if (!(await askFirst(t, 'delete'))) return CANCELLED;
  await dispatch(orderLifeApi.endpoints.orderDelete.initiate({ orderId: order.orderId })).unwrap();
  // the page may leave now (details goes back to the list): the toast goes with it
  showToast({ icon: 'success', content: t('orderActions.deleted') }, { travels: onDeleted !== undefined });
  onDeleted?.();
}

/**
 * 撤销申请 on the details of an order in after-sale: the same question, call and words as the
 * after-sale list's card (afterSaleRemove); the order goes back to its status through the cache.
 */
async function withdraw({ order, t, dispatch }: RunnerContext): Promise<Done> {
  const sure = await confirmDialog({
    title: t('refundOrders.cancelTitle'),
    content: t('refundOrders.cancelBody'),
    confirmText: t('refundOrders.cancelConfirm'),
    cancelText: t('refundOrders.keep'),
  });
  if (!sure) return CANCELLED;
  await dispatch(orderLifeApi.endpoints.afterSaleRemove.initiate({ orderId: order.orderId })).unwrap();
  showToast({ icon: 'success', content: t('refundOrders.cancelled') });
}

/** The settle preview confirm order shows, asked here first: a refusal (a query's) stays on this page. */
async function rebuy({ order, navigate, dispatch }: RunnerContext): Promise<Done> {
  const { orderId } = order;
  await dispatch(orderApi.endpoints.rebuySettle.initiate({ orderId }, { subscribe: false, forceRefetch: true })).unwrap();
  const state: RouteState['confirmOrder'] = { source: 'rebuy', orderId };
  void navigate(href('/shoppingCart/confirmOrder', { rebuy: orderId }), { state });
}

/** Runs one action (pay has its own runner, PayRunner); a failure rejects, a declined question is CANCELLED. */
export function performOrderAction(kind: Exclude<OrderActionKind, 'pay'>, context: RunnerContext): Promise<Done> {
  return perform(kind, context);
}

async function perform(kind: Exclude<OrderActionKind, 'pay'>, context: RunnerContext): Promise<Done> {
  const { order, navigate } = context;
  const { orderId } = order;
  switch (kind) {
    case 'cancel':
      return cancel(context);
    case 'confirm':
      return confirmReceipt(context);
    case 'delete':
      return remove(context);
    case 'rebuy':
      return rebuy(context);
    case 'withdraw':
      return withdraw(context);
    case 'viewRefund':
      void navigate('/refundOrder');
      return;
    case 'logistics':
      void navigate(href('/logistics', { orderId }));
      return;
    case 'review':
      void navigate(href('/comment', { orderId }));
      return;
    case 'refund':
    case 'return':
      void navigate(href('/setRefund', { orderId, type: kind }));
      return;
    case 'returnLogistics':
      void navigate(href('/setRefund', { orderId, type: 'logistics' }));
      return;
  }
}
