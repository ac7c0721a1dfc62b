import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { clearDraft, readDraft, writeDraft } from '@/platform/formDraft';
import { useI18n, type MessageKey } from '@/platform/i18n';
import '@/platform/i18n/areas/form';

/*
 * The form kit's state: typed values, each field's rule and its message in the user's language,
 * `dirty` (save stays disabled until something changed), and the draft that keeps what was typed
 * across a failed save, a dropped network and the login round trip of an expired session. The
 * submit itself goes through `useAction` (src/hooks/useAction.ts):
 *
 *   const form = useForm({ id: 'address', draft: draftKey, initial, parse: parseAddress, rules });
 *   const save = useAction((values: AddressValues) => add(inputOf(values)).unwrap(), { hold: () => true, onSuccess: () => form.discard() });
 *   <form onSubmit={form.handleSubmit(save.run)}> ... <input id={form.idOf('receiver')} {...form.described('receiver')} /> ...
 *   <Button type="submit" disabled={!form.dirty} loading={save.busy} />
 */

/** A rule's verdict: a message key, with its parameters when it has any. */
export type Problem = MessageKey | { key: MessageKey; params: Record<string, string | number> };

/** One rule per field that has one: the problem with its value, or null when it is fine. */
export type Rules<V> = { [K in keyof V]?: (value: V[K], values: V) => Problem | null };

export interface FormOptions<V extends object> {
  /** the form's id: each field's element id is `<id>-<field>` */
  id: string;
  /** session-storage key of the draft (one per record edited), or null to keep none */
  draft: string | null;
  /** what the form starts from when no draft is kept: the record edited, or the empty values */
  initial: V;
  /** a kept draft's shape check: null when the stored value does not fit the form */
  parse: (stored: unknown) => V | null;
  rules: Rules<V>;
}

export interface Form<V extends object> {
  values: V;
  set: <K extends keyof V>(field: K, value: V[K]) => void;
  patch: (values: Partial<V>) => void;
  /** the values differ from `initial` (a restored draft counts as a change) */
  dirty: boolean;
  /** the field's message, once it was left (`touch`) or a submit was tried */
  error: (field: keyof V) => string | undefined;
  /** the field was left: its rule's message may show */
  touch: (field: keyof V) => void;
  idOf: (field: keyof V) => string;
  /** aria-invalid and aria-describedby for the field's control while its message shows */
  described: (field: keyof V) => { 'aria-invalid'?: true; 'aria-describedby'?: string };
  /** every rule checked and shown; the first field with a problem brought into view; true when none has */
  check: () => boolean;
  /** a form's onSubmit: `check`, then `send` with the values when every rule passes */
  handleSubmit: (send: (values: V) => unknown) => (event?: { preventDefault: () => void }) => void;
  /** drops the draft: after a save, or when the user leaves on purpose */
  discard: () => void;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function useForm<V extends object>({ id, draft, initial, parse, rules }: FormOptions<V>): Form<V> {
  const { t } = useI18n();
  const [values, setValues] = useState<V>(() => (draft ? readDraft(draft, parse) : null) ?? initial);
  const [shown, setShown] = useState<Partial<Record<keyof V, true>>>({});
  const latest = useRef({ values, rules });
  useLayoutEffect(() => {
    latest.current = { values, rules };
  });

  const update = useCallback(
    (change: (current: V) => V) => {
      setValues((current) => {
        const next = change(current);
        if (draft) writeDraft(draft, next);
        return next;
      });
    },
    [draft],
  );

  const problemOf = useCallback((field: keyof V, all: V): Problem | null => {
    const rule = latest.current.rules[field];
    return rule ? rule(all[field], all) : null;
  }, []);

  const text = useCallback((problem: Problem) => (typeof problem === 'string' ? t(problem) : t(problem.key, problem.params)), [t]);
  const idOf = useCallback((field: keyof V) => `${id}-${String(field)}`, [id]);

  const check = useCallback((): boolean => {
    const all = latest.current.values;
    const fields = Object.keys(latest.current.rules) as (keyof V)[];
    setShown(Object.fromEntries(fields.map((field) => [field, true])) as Partial<Record<keyof V, true>>);
    const first = fields.find((field) => problemOf(field, all) !== null);
    if (first === undefined) return true;
    const element = document.getElementById(idOf(first));
    element?.scrollIntoView?.({ block: 'center' });
    element?.focus({ preventScroll: true });
    return false;
  }, [idOf, problemOf]);

  return useMemo(() => {
    const error = (field: keyof V) => {
      if (!shown[field]) return undefined;
      const problem = problemOf(field, values);
      return problem ? text(problem) : undefined;
    };
    return {
      values,
      set: (field, value) => update((current) => ({ ...current, [field]: value })),
      patch: (patch) => update((current) => ({ ...current, ...patch })),
      dirty: !same(values, initial),
      error,
      touch: (field) => setShown((current) => (current[field] ? current : { ...current, [field]: true })),
      idOf,
      described: (field) => (error(field) ? { 'aria-invalid': true, 'aria-describedby': `${idOf(field)}-error` } : {}),
      check,
      handleSubmit: (send) => (event) => {
        event?.preventDefault();
        if (check()) void send(latest.current.values);
      },
      discard: () => {
        if (draft) clearDraft(draft);
      },
    } satisfies Form<V>;
  }, [values, shown, initial, draft, update, problemOf, text, idOf, check]);
}
