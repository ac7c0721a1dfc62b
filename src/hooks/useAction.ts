import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { DialogConfirmProps } from 'antd-mobile';
import { announcedByListener, userMessage, type CallOrigin, type FailureWording } from '@/api/userMessage';
import { ChunkLoadError } from '@/platform/chunkLoader';
import { confirmDialog, showToast } from '@/platform/feedback';
import { useI18n } from '@/platform/i18n';
import { useSingleFlight } from './useSingleFlight';

/*
 * The one way a screen writes: every button that sends something (a form's submit, an order
 * action, a favourite, a code) runs through `useAction`. It owns, so no screen codes them again:
 * - single flight: the lock is taken before the first re-render, so two taps in one frame send once;
 * - `busy` for the button while it runs (and after a `hold`: the screen is leaving);
 * - an optional confirmation first (destructive actions), nothing sent when it is declined;
 * - the failure told once, in the area's words: as a toast, or inline (`failure`, for a form to
 *   show by its button), never both, and never when the app's error listener has told it already
 *   (10001, 601, a mutation's code-0 message);
 * - a success toast, travelling with the page when the screen leaves afterwards;
 * - any throw inside the action (a call, a chunk that did not load offline, a bug) fails the action,
 *   never the route: `run` always resolves; a throw after the write succeeded (in `onSuccess`) is
 *   logged, never told as the write's failure.
 */

/** What `perform` returns when the user backed out half-way (a sheet closed): nothing was sent. */
export const CANCELLED: unique symbol = Symbol('action cancelled');
export type Cancelled = typeof CANCELLED;

/** How `run` ended. `message` is the failure's text when this hook told it (null when the listener did). */
export type ActionOutcome<Result> =
  | { status: 'done'; result: Result }
  | { status: 'failed'; error: unknown; message: string | null }
  | { status: 'cancelled' }
  | { status: 'ignored' };

/** The confirmation asked first: antd-mobile's confirm dialog with its texts. */
export type ConfirmStep = Pick<DialogConfirmProps, 'title' | 'content' | 'confirmText' | 'cancelText'>;

export interface ActionOptions<Args extends unknown[], Result> {
  /** asked before anything is sent (a function may return null: no question for these arguments) */
  confirm?: ConfirmStep | ((...args: Args) => ConfirmStep | null);
  /** said in a success toast once it worked (a function may return null: nothing said) */
  success?: string | ((result: Result, ...args: Args) => string | null);
  /** where a failure is told: a toast (default) or `failure`, for the screen to show in place */
  tell?: 'toast' | 'inline';
  /** the area's words for a failure (see `userMessage`), and the toast's icon */
  wording?: FailureWording & { icon?: 'fail' };
  /** the call that fails is a mutation (default) or a query sent on a tap (per arguments, for a family of actions) */
  origin?: CallOrigin | ((...args: Args) => CallOrigin);
  /**
   * the screen leaves after this result (an order was created, a form saved): the lock and `busy`
   * stay, so nothing is sent again before it is gone, and the success toast travels with the page
   */
  hold?: (result: Result) => boolean;
  /** after success (and its toast): navigate, reset a form */
  onSuccess?: (result: Result, ...args: Args) => void;
  /** after a failure was told (e.g. focus a field); `message` as in the outcome */
  onFailure?: (error: unknown, message: string | null) => void;
  /**
   * every run is sent, even while another is under way (no lock, and `busy` stays false): only for
   * an optimistic toggle or a debounced value (a cart tick, a line's quantity), where the user's
   * latest tap must reach the server and a dropped one would leave the screen showing what was not sent
   */
  overlap?: boolean;
}

export interface Action<Args extends unknown[], Result> {
  /** runs the action unless one is under way; always resolves, never throws */
  run: (...args: Args) => Promise<ActionOutcome<Result>>;
  /** true while it runs (or holds): the button's loading / disabled state */
  busy: boolean;
  /** with `tell: 'inline'`, the last failure's text; cleared by the next run or `clearFailure` */
  failure: string | null;
  clearFailure: () => void;
}

/**
 * The write hook (see the comment at the top of this file).
 *
 *   const remove = useAction((id: string) => deleteAddress({ id }).unwrap(), {
 *     confirm: { content: t('address.deleteBody'), confirmText: t('address.delete'), cancelText: t('address.keep') },
 *     success: t('address.deleted'),
 *     wording: { fallback: 'address.failedRetry' },
 *   });
 *   <Button loading={remove.busy} onClick={() => void remove.run(address.id)} />
 */
export function useAction<Args extends unknown[], Result>(
  perform: (...args: Args) => Promise<Result | Cancelled>,
  options: ActionOptions<Args, Result> = {},
): Action<Args, Result> {
  const { t } = useI18n();
  const [failure, setFailure] = useState<string | null>(null);
  const latest = useRef({ perform, options, t });
  useLayoutEffect(() => {
    latest.current = { perform, options, t };
  });

  const attempt = useCallback(async (...args: Args): Promise<ActionOutcome<Result>> => {
    const { perform: act, options: opts, t: text } = latest.current;
    setFailure(null);
    try {
      const step = typeof opts.confirm === 'function' ? opts.confirm(...args) : opts.confirm;
      if (step && !(await confirmDialog(step))) return { status: 'cancelled' };
      const result = await act(...args);
      if (result === CANCELLED) return { status: 'cancelled' };
      afterSuccess(opts, result, args);
      return { status: 'done', result };
    } catch (error) {
      const origin = typeof opts.origin === 'function' ? opts.origin(...args) : opts.origin;
      const message = failureText(error, text, origin, opts.wording);
      if (message !== null) {
        if (opts.tell === 'inline') setFailure(message);
        else showToast(opts.wording?.icon ? { icon: opts.wording.icon, content: message } : { content: message });
      }
      // a call's failure is an ApiError object; an Error thrown is a bug or a module that did not load
      if (error instanceof Error && !isLoadFailure(error)) console.warn('[action] failed', error);
      opts.onFailure?.(error, message);
      return { status: 'failed', error, message };
    }
  }, []);

  const flight = useSingleFlight(attempt, {
    holdWhen: (outcome) => outcome.status === 'done' && (latest.current.options.hold?.(outcome.result) ?? false),
  });
  const { run: runFlight } = flight;
  const run = useCallback(
    async (...args: Args): Promise<ActionOutcome<Result>> =>
      latest.current.options.overlap ? attempt(...args) : ((await runFlight(...args)) ?? { status: 'ignored' }),
    [runFlight, attempt],
  );
  const clearFailure = useCallback(() => setFailure(null), []);

  return { run, busy: flight.pending, failure, clearFailure };
}

/**
 * The success toast and the screen's follow-up. The write has happened by now: a throw here (a bug
 * in a navigation or a form reset) must not be told as the write's failure, which would invite the
 * user to send it again (a second order, a second review). It is logged, and the action is done.
 */
function afterSuccess<Args extends unknown[], Result>(opts: ActionOptions<Args, Result>, result: Result, args: Args): void {
  try {
    const said = typeof opts.success === 'function' ? opts.success(result, ...args) : opts.success;
    if (said) showToast({ icon: 'success', content: said }, { travels: opts.hold?.(result) ?? false });
    opts.onSuccess?.(result, ...args);
  } catch (error) {
    console.warn('[action] done, but its follow-up failed', error);
  }
}

type Translate = ReturnType<typeof useI18n>['t'];

/** The failure's text in the area's words, or null when the app's listener has told it. */
function failureText(error: unknown, t: Translate, origin: CallOrigin | undefined, wording: FailureWording = {}): string | null {
  if (announcedByListener(error, origin)) return null;
  if (isLoadFailure(error)) return t(wording.network ?? 'state.networkError');
  return userMessage(error, t, wording);
}

/**
 * A module the action needed did not load (offline): said as the network failure it is. An action
 * loads its parts through the chunk loader (`loadChunk`, `lazyPart`), which types that failure.
 */
function isLoadFailure(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}
