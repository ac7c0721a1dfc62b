import { useCallback, useState } from 'react';

/*
 * Drafts of the orders area's forms (a review, an after-sale request), kept in session storage per
 * order: a failed submit, a 10001 (the login round trip comes back with `?redirect=`) or a reload
 * finds what the buyer typed. Each draft is read back through its own parser, so a stale or foreign
 * value becomes the empty draft instead of a broken form.
 */

const PREFIX = 'tm.orderForm.';

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled: drafts are simply not kept
  }
}

export function readFormDraft<T>(key: string, parse: (value: unknown) => T): T {
  const raw = session()?.getItem(PREFIX + key) ?? null;
  let value: unknown = null;
  try {
    value = raw === null ? null : JSON.parse(raw);
  } catch {
    value = null;
  }
  return parse(value);
}

export function writeFormDraft(key: string, value: unknown): void {
  try {
    session()?.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    /* quota exceeded: the page keeps working, the draft is not kept */
  }
}

export function clearFormDraft(key: string): void {
  try {
    session()?.removeItem(PREFIX + key);
  } catch {
    /* storage disabled */
  }
}

/** A form's draft: the value, a change that is saved at once, and clear (after a successful submit). */
export function useFormDraft<T extends object>(key: string, parse: (value: unknown) => T) {
  const [draft, setDraft] = useState<T>(() => readFormDraft(key, parse));
  const update = useCallback(
    (change: Partial<T> | ((current: T) => Partial<T>)) => {
      setDraft((current) => {
        const next = { ...current, ...(typeof change === 'function' ? change(current) : change) };
        writeFormDraft(key, next);
        return next;
      });
    },
    [key],
  );
  const clear = useCallback(() => clearFormDraft(key), [key]);
  return [draft, update, clear] as const;
}

// ------------------------------------------------------------------ field readers for the parsers

export const textField = (value: unknown, max: number): string => (typeof value === 'string' ? value.slice(0, max) : '');

export const pathList = (value: unknown, max: number): string[] =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string' && entry !== '').slice(0, max) : [];

export const recordOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
