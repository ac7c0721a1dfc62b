import { useCallback, useState } from 'react';
import { clearDraft, readDraft, writeDraft } from '@/platform/formDraft';

/*
 * Drafts of the orders area's multi-part forms (a review of several lines, an after-sale request
 * with photos), kept per order through the form kit's draft storage (src/platform/formDraft.ts): a
 * failed submit, a 10001 (the login round trip comes back with `?redirect=`) or a reload finds what
 * the buyer typed. Each draft is read back through its own parser, so a stale or foreign value
 * becomes the empty draft instead of a broken form.
 */

const PREFIX = 'orderForm.';

/** The draft kept under `key` through its parser (an empty draft when none fits). */
export function readFormDraft<T>(key: string, parse: (value: unknown) => T): T {
  return parse(readDraft(PREFIX + key, (stored) => stored));
}

/** A form's draft: the value, a change that is saved at once, and clear (after a successful submit). */
export function useFormDraft<T extends object>(key: string, parse: (value: unknown) => T) {
  const [draft, setDraft] = useState<T>(() => readFormDraft(key, parse));
  const update = useCallback(
    (change: Partial<T> | ((current: T) => Partial<T>)) => {
      setDraft((current) => {
        const next = { ...current, ...(typeof change === 'function' ? change(current) : change) };
        writeDraft(PREFIX + key, next);
        return next;
      });
    },
    [key],
  );
  const clear = useCallback(() => clearDraft(PREFIX + key), [key]);
  return [draft, update, clear] as const;
}

// ------------------------------------------------------------------ field readers for the parsers

/**
 * A stored text as the user typed it. Never cut: a text over its limit comes back over it, and the
 * form's rule says by how much (a cut here would drop the end of what was pasted, without a word).
 */
export const textField = (value: unknown): string => (typeof value === 'string' ? value : '');

export const pathList = (value: unknown, max: number): string[] =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string' && entry !== '').slice(0, max) : [];

export const recordOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
