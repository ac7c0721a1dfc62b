import { useCallback, useRef, useState } from 'react';
import { useSendMessageMutation } from '@/api/memberApi';
import { useSettlementSendMessageMutation } from '@/api/settlementApi';
import type { AuthMode } from './AuthForm';
import type { AuthForm, Values } from './useAuthForm';
import { useCountdown } from './useCountdown';

/** Wait before another code may be requested when the server does not say. */
export const DEFAULT_RESEND_SECONDS = 60;

export type CodePurpose = 'register' | 'resetPassword';

export interface SendCode {
  /** seconds until a new code may be requested */
  remaining: number;
  sending: boolean;
  /** a code was sent at least once (the button then says 重新发送) */
  everSent: boolean;
  /** masked mobile and validity of the last code sent */
  sentTo: { mobile: string; minutes: number } | null;
  /** sends a code; resolves with the failure (for the screen to show) or null */
  send: (mobile: string) => Promise<{ error: unknown } | null>;
  reset: () => void;
}

/**
 * The verification-code button of register and reset password, for either service: sends once
 * however fast it is tapped, then counts down the server's resend wait.
 */
export function useSendCode(mode: AuthMode, purpose: CodePurpose): SendCode {
  const [sendMember] = useSendMessageMutation();
  const [sendSettlement] = useSettlementSendMessageMutation();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<SendCode['sentTo']>(null);
  const [everSent, setEverSent] = useState(false);
  const inFlight = useRef(false);
  const { start } = countdown;

  const send = useCallback(
    async (mobile: string) => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setSending(true);
      try {
        let result: { mobile: string; expireSeconds: number; resendSeconds?: number };
        if (mode === 'member') result = await sendMember({ mobile, type: purpose }).unwrap();
        else result = await sendSettlement({ mobile, type: purpose === 'register' ? 'register' : 'retrievePassword' }).unwrap();
        start(result.resendSeconds || DEFAULT_RESEND_SECONDS);
        setEverSent(true);
        setSentTo({ mobile: result.mobile, minutes: Math.max(1, Math.round(result.expireSeconds / 60)) });
        return null;
      } catch (error) {
        return { error };
      } finally {
        inFlight.current = false;
        setSending(false);
      }
    },
    [mode, purpose, sendMember, sendSettlement, start],
  );

  const { reset: resetCountdown } = countdown;
  const reset = useCallback(() => {
    resetCountdown();
    setSentTo(null);
    setEverSent(false);
  }, [resetCountdown]);

  return { remaining: countdown.remaining, sending, everSent, sentTo, send, reset };
}

/**
 * The send-code tap of a form: the mobile is checked first; a failure goes to `onFailure`, a sent
 * code moves the focus to the code field.
 */
export async function sendCodeFor<V extends Values & { mobile: string; code: string }>(
  form: AuthForm<V>,
  code: SendCode,
  onFailure: (error: unknown) => void,
): Promise<void> {
  if (!form.check('mobile')) return;
  const failure = await code.send(form.values.mobile.trim());
  if (failure) onFailure(failure.error);
  else document.getElementById(form.idOf('code'))?.focus();
}
