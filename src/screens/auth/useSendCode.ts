import { useCallback, useState, type FormEvent } from 'react';
import { useSendMessageMutation } from '@/api/authApi';
import { useSettlementSendMessageMutation } from '@/api/settlementApi';
import { useAction, type ActionOutcome } from '@/hooks/useAction';
import type { AuthMode } from './AuthForm';
import type { AuthForm, Values } from './useAuthForm';
import { authFailureWording } from './useAuthSubmit';
import { useCountdown } from '@/hooks/useCountdown';

/** Wait before another code may be requested when the server does not say. */
export const DEFAULT_RESEND_SECONDS = 60;

export type CodePurpose = 'register' | 'resetPassword';

interface CodeSent {
  mobile: string;
  expireSeconds: number;
  resendSeconds?: number;
}

/** What the code field shows (CodeField). */
export interface CodeState {
  /** seconds until a new code may be requested */
  remaining: number;
  sending: boolean;
  /** a code was sent at least once (the button then says 重新发送) */
  everSent: boolean;
  /** masked mobile and validity of the last code sent */
  sentTo: { mobile: string; minutes: number } | null;
}

export interface SendCode extends CodeState {
  /** sends a code (once, however fast it is tapped); a failure lands in `failure` */
  send: (mobile: string) => Promise<ActionOutcome<CodeSent>>;
  /** the last send's failure, in the auth forms' words, for the form's alert (null when the app told it) */
  failure: string | null;
  clearFailure: () => void;
  reset: () => void;
}

/**
 * The verification-code button of register and reset password, for either service: a `useAction`
 * (one send at a time, the failure told inline), then the countdown of the server's resend wait.
 */
export function useSendCode(mode: AuthMode, purpose: CodePurpose): SendCode {
  const [sendMember] = useSendMessageMutation();
  const [sendSettlement] = useSettlementSendMessageMutation();
  const countdown = useCountdown();
  const [sentTo, setSentTo] = useState<SendCode['sentTo']>(null);
  const [everSent, setEverSent] = useState(false);
  const { start } = countdown;

  const action = useAction(
    (mobile: string): Promise<CodeSent> =>
      mode === 'member'
        ? sendMember({ mobile, type: purpose }).unwrap()
        : sendSettlement({ mobile, type: purpose === 'register' ? 'register' : 'retrievePassword' }).unwrap(),
    {
      tell: 'inline',
      wording: authFailureWording,
      onSuccess: (result) => {
        start(result.resendSeconds || DEFAULT_RESEND_SECONDS);
        setEverSent(true);
        setSentTo({ mobile: result.mobile, minutes: Math.max(1, Math.round(result.expireSeconds / 60)) });
      },
    },
  );

  const { reset: resetCountdown } = countdown;
  const { clearFailure } = action;
  const reset = useCallback(() => {
    resetCountdown();
    setSentTo(null);
    setEverSent(false);
    clearFailure();
  }, [resetCountdown, clearFailure]);

  return { remaining: countdown.remaining, sending: action.busy, everSent, sentTo, send: action.run, failure: action.failure, clearFailure, reset };
}

/** The send-code tap of a form: the mobile is checked first; a sent code moves the focus to the code field. */
export async function sendCodeFor<V extends Values & { mobile: string; code: string }>(form: AuthForm<V>, code: SendCode): Promise<void> {
  if (!form.check('mobile')) return;
  const outcome = await code.send(form.values.mobile.trim());
  if (outcome.status === 'done') document.getElementById(form.idOf('code'))?.focus();
}

/** The parts of an SMS-code form's submit that its code handlers touch (`useAuthSubmit`). */
interface CodeFormSubmit {
  clearFailure: () => void;
  onSubmit: (event: FormEvent) => void;
}

/**
 * The handlers of a form that sends an SMS code (register, reset password): switching the account
 * type drops the code (codes are per service) and the alert; sending a code clears the submit's
 * failure; submitting clears the code's.
 */
export function codeFormHandlers<V extends Values & { mobile: string; code: string }>(form: AuthForm<V>, code: SendCode, submit: CodeFormSubmit, setMode: (mode: AuthMode) => void) {
  return {
    changeMode: (next: AuthMode) => {
      setMode(next);
      submit.clearFailure();
      code.reset();
      form.setValue('code', '');
    },
    sendCode: () => {
      submit.clearFailure();
      return sendCodeFor(form, code);
    },
    onSubmit: (event: FormEvent) => {
      code.clearFailure();
      submit.onSubmit(event);
    },
  };
}
