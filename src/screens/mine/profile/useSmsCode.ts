import { useState } from 'react';
import type { SendMessageResult } from '@/api/types/member';
import { useAction } from '@/hooks/useAction';
import { useCountdown } from '@/hooks/useCountdown';
import '@/platform/i18n/areas/mineProfile';

/** Wait before another code may be asked for when the server does not say. */
export const DEFAULT_RESEND_SECONDS = 60;

export interface SmsCode {
  /** asks for a code (once however fast it is tapped); a refusal is told by the app or as a toast */
  send: () => Promise<unknown>;
  sending: boolean;
  /** seconds until another code may be asked for */
  remaining: number;
  /** the masked mobile the last code went to, null before the first */
  sentTo: string | null;
}

/**
 * An SMS code button's state for the personal area: the send goes through the write kit, and a
 * sent code starts the resend countdown the server asks for (the clock-based countdown shared
 * with the sign-in screens).
 */
export function useSmsCode(request: () => Promise<SendMessageResult>): SmsCode {
  const countdown = useCountdown();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { start } = countdown;
  const action = useAction(request, {
    wording: { fallback: 'mineProfile.code.failed' },
    onSuccess: (result) => {
      start(result.resendSeconds || DEFAULT_RESEND_SECONDS);
      setSentTo(result.mobile);
    },
  });
  return { send: action.run, sending: action.busy, remaining: countdown.remaining, sentTo };
}
