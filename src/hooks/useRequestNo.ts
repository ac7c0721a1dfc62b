import { useCallback, useMemo, useRef } from 'react';
import { isApiError } from '@/api/errors';

/** 32 hex characters from the platform's random source (`crypto.randomUUID` needs a secure context, a webview page may not be one). */
export function newRequestNo(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface RequestNo {
  /** the number of the intent `intent` names: the same until `settle()` or until the intent changes */
  of: (intent: string) => string;
  /** the intent reached the server's answer (done, or refused): its next attempt is a new request */
  settle: () => void;
  /** after a failed attempt: settles unless the answer may have been lost (a network failure), which a retry repeats */
  failed: (error: unknown) => void;
}

/**
 * Exactly once for a write that takes effect on the server (receive a coupon, create an order, pay
 * a fee). Single flight (`useAction`) stops a second tap while a request runs; this covers the
 * request whose answer was lost: a retry after a network failure carries the same `requestNo`, and
 * the server answers a repeated number with the first outcome instead of acting again
 * (docs/forms.md, "Exactly once"). An intent is a string naming what is asked (a coupon id, a
 * package and address): asking for something else is a new request.
 */
export function useRequestNo(): RequestNo {
  const current = useRef<{ intent: string; requestNo: string } | null>(null);
  const of = useCallback((intent: string) => {
    if (current.current?.intent !== intent) current.current = { intent, requestNo: newRequestNo() };
    return current.current.requestNo;
  }, []);
  const settle = useCallback(() => {
    current.current = null;
  }, []);
  const failed = useCallback((error: unknown) => {
    if (!isApiError(error) || error.kind !== 'network') current.current = null;
  }, []);
  return useMemo(() => ({ of, settle, failed }), [of, settle, failed]);
}
