import type { FormEvent } from 'react';
import { useAction, type ActionOptions } from '@/hooks/useAction';
import '@/platform/i18n/areas/auth';

/** The auth forms' own words for a failure (`useAction`'s `wording`). */
export const authFailureWording: NonNullable<ActionOptions<[], unknown>['wording']> = {
  network: 'auth.error.network',
  fallback: 'auth.error.server',
  invalidRequest: 'auth.error.invalidRequest',
};

/** What an auth form may add to its submit: the success toast, the hold while it leaves, what follows. */
export type AuthSubmitOptions<Result> = Pick<ActionOptions<[], Result>, 'success' | 'hold' | 'onSuccess'>;

/**
 * The submit of an auth form, a `useAction`: every field checked first, one request at a time
 * however fast the button is tapped, `busy` while it runs, and a failure told inline in the form's
 * alert (`failure`; what was typed stays), never when the app's listener already told it.
 */
export function useAuthSubmit<Result>(validateAll: () => boolean, send: () => Promise<Result>, options: AuthSubmitOptions<Result> = {}) {
  const action = useAction(send, { ...options, tell: 'inline', wording: authFailureWording });
  const { busy, clearFailure, run } = action;

  /** The form's onSubmit: clears the last failure, then sends when every field is valid. */
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    clearFailure();
    if (!validateAll()) return;
    void run();
  };

  return { busy, failure: action.failure, clearFailure, onSubmit };
}
