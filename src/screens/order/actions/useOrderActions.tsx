import { useCallback, useState, type ComponentType, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PayOrderRequest } from '@/hooks/usePayOrder';
import { CANCELLED, useAction } from '@/hooks/useAction';
import type { Order } from '@/api/types/order';
import { ActionSlot, lazyPart } from '@/components/ActionSlot';
import { loadChunk } from '@/platform/chunkLoader';
import { useI18n } from '@/platform/i18n';
import { useAppDispatch } from '@/state/hooks';
import type { OrderActionKind } from '../common/orderRules';
import type { OrderPayChannel } from './payChannels';
import type { PayChannelSheetProps } from './PayChannelSheet';
import '@/platform/i18n/areas/orderActions';

export interface OrderActionsOptions {
  /** after the order was deleted (details goes back to the list) */
  onDeleted?: () => void;
  /** after the order was paid: the page shows the payment's result (without it, a toast says 支付成功) */
  onPaid?: () => void;
}

export interface OrderActionsApi {
  /** runs an action; a tap while another action of this order runs does nothing */
  run: (kind: OrderActionKind) => Promise<void>;
  /** the action under way, for its busy button (the others are disabled meanwhile) */
  running: OrderActionKind | null;
  /** what an action needs on the page while it runs (the payment): render it next to the buttons */
  slot: ReactNode;
}

const PayRunner = lazyPart(() => import('./PayRunner'));

interface Payment {
  request: PayOrderRequest;
  /** the payment ended, and what came of it was said */
  done: () => void;
  /** it failed before reaching the host (offline, refused): the action tells it */
  fail: (failure: unknown) => void;
}

/** The 选择支付方式 sheet open, loaded on the tap; `done` gets the channel, or null when it was closed. */
interface ChannelChoice {
  Sheet: ComponentType<PayChannelSheetProps>;
  done: (channel: OrderPayChannel | null) => void;
  /** the sheet could not be shown (its part failed) */
  fail: (failure: unknown) => void;
}

/**
 * Every action on one order, one at a time. The actions themselves (orderActionRunner, the
 * 选择支付方式 sheet, PayRunner) load on the first tap, not with the page: 去支付 asks the channel
 * first (closing the sheet ends the action, nothing sent), then pays with it; the destructive ones
 * ask first, each says in a toast that it worked, and a refusal (the server's code 0) is toasted by
 * the app's listener. The order's detail and lists update through the cache (orderLifeApi); nothing
 * reloads the page.
 */
export function useOrderActions(order: Order, { onDeleted, onPaid }: OrderActionsOptions = {}): OrderActionsApi {
  const { t } = useI18n();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [running, setRunning] = useState<OrderActionKind | null>(null);
  const [payment, setPayment] = useState<Payment | null>(null);
  const [choice, setChoice] = useState<ChannelChoice | null>(null);

  const action = useAction(
    async (kind: OrderActionKind) => {
      setRunning(kind);
      try {
        if (kind === 'pay') {
          // the channel first (nothing is sent until it is confirmed; closing the sheet ends the action)
          const { default: Sheet } = await loadChunk(() => import('./PayChannelSheet'));
          const channel = await new Promise<OrderPayChannel | null>((done, fail) => setChoice({ Sheet, done, fail }));
          setChoice(null);
          if (!channel) return CANCELLED;
          const request = { orderId: order.orderId, channel, amount: order.payAmount };
          await new Promise<void>((done, fail) => setPayment({ request, done, fail }));
          return;
        }
        const { performOrderAction } = await loadChunk(() => import('./orderActionRunner'));
        return await performOrderAction(kind, { order, t, navigate, dispatch, ...(onDeleted ? { onDeleted } : {}) });
      } finally {
        setChoice(null);
        setPayment(null);
        setRunning(null);
      }
    },
    // rebuy asks for the settle preview: a query, whose code-0 message the app's listener leaves to us
    { wording: { fallback: 'orderActions.failedRetry' }, origin: (kind) => (kind === 'rebuy' ? 'query' : 'mutation') },
  );

  const run = useCallback(
    async (kind: OrderActionKind) => {
      await action.run(kind);
    },
    [action],
  );

  // a part that fails to render (PayRunner's chunk offline) fails the action with a toast, not the page
  const partFailed = (failure: unknown) => {
    choice?.fail(failure);
    payment?.fail(failure);
  };
  const slot = (
    <ActionSlot onFailed={partFailed}>
      {choice ? (
        <choice.Sheet amount={order.payAmount} onDone={choice.done} />
      ) : payment ? (
        <PayRunner request={payment.request} onDone={payment.done} onFailed={payment.fail} onPaid={onPaid} />
      ) : null}
    </ActionSlot>
  );

  return { run, running: action.busy ? running : null, slot };
}
