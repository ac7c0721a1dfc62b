import type { MessageKey, Translate } from '@/platform/i18n';
import { isApiError } from './errors';

/*
 * What a failed call means for the user: whether the app's error listener has already told them,
 * and otherwise the text to show. Kept apart from errors.ts (which every page loads) because only
 * screens that act need it.
 */

/**
 * True when the app's error listener (src/app/effects.ts) already tells the user about `error`:
 * 10001 toasts and goes to /login, 601 shows its dialog, and a code-0 message with data of a
 * mutation is toasted. A query's code-0 message is not (its screen shows it in place), so a screen
 * that sends a query on a tap (buy now's settle) passes `origin: 'query'` and tells it itself.
 * A screen then says nothing more, so the user never reads the same failure twice.
 */
export function announcedByListener(error: unknown, origin: CallOrigin = 'mutation'): boolean {
  if (!isApiError(error)) return false;
  switch (error.kind) {
    case 'sessionExpired':
    case 'forcedOffline':
      return true;
    case 'business':
      return origin === 'mutation' && error.notify && error.message !== '';
    default:
      return false;
  }
}

/** Whether a failed call was a mutation or a query (see `announcedByListener`). */
export type CallOrigin = 'mutation' | 'query';

/**
 * The words a screen area uses instead of the common ones, as message keys: `network` for no answer
 * (offline or timed out), `fallback` for anything without a better text, `invalidRequest` (given the
 * reason as `{message}`) for a request refused before sending. Without `invalidRequest` that case
 * reads as the fallback.
 */
export interface FailureWording {
  network?: MessageKey;
  fallback?: MessageKey;
  invalidRequest?: MessageKey;
}

/**
 * The text a screen shows for any failure of a call: the server's message for a business error,
 * the network text when no answer came, and the fallback for the rest (a malformed answer's
 * technical detail is never shown). Use it together with `announcedByListener`.
 */
export function userMessage(error: unknown, t: Translate, wording: FailureWording = {}): string {
  const fallback = t(wording.fallback ?? 'state.serverError');
  if (!isApiError(error)) return fallback;
  switch (error.kind) {
    case 'business':
    case 'sessionExpired':
    case 'forcedOffline':
      return error.message || fallback;
    case 'network':
      return t(wording.network ?? 'state.networkError');
    case 'invalidRequest':
      return wording.invalidRequest ? t(wording.invalidRequest, { message: error.message }) : fallback;
    case 'malformed':
      return fallback;
  }
}
