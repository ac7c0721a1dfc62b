import { useCallback, useId, useMemo, useState } from 'react';
import type { ValidationKey } from './validation';

export type Values = Record<string, string | boolean>;
export type Rules<V extends Values> = { [K in keyof V]?: (values: V) => ValidationKey | null };

/** The fields of V that hold text. */
type TextKey<V extends Values> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];

/** What a text field of the auth forms takes from the form (spread it on MobileField, PasswordField...). */
export interface FieldBinding {
  id: string;
  value: string;
  error?: ValidationKey | undefined;
  /** called with the cleaned value (digits only, cut to length) */
  onChange: (value: string) => void;
  onBlur: () => void;
}

export interface AuthForm<V extends Values> {
  values: V;
  /** the message key shown under each field (only fields the user has left or tried to submit) */
  errors: Partial<Record<keyof V, ValidationKey>>;
  /** DOM id of a field's input (labels, error ids, focusing the first bad field) */
  idOf: (field: keyof V) => string;
  setValue: <K extends keyof V>(field: K, value: V[K]) => void;
  /** leaving a field with something typed shows its message from then on */
  blur: (field: keyof V) => void;
  /** shows the message of the given field now (e.g. the mobile before sending a code) */
  check: (field: keyof V) => boolean;
  /** validates everything, shows every message, focuses the first bad field; true when all is fine */
  validateAll: () => boolean;
  reset: (values?: Partial<V>) => void;
  /** id, value, message and handlers of one text field */
  bind: (field: TextKey<V>) => FieldBinding;
}

function focusField(id: string): void {
  const element = document.getElementById(id);
  if (element instanceof HTMLElement) element.focus();
}

/**
 * Form state of the auth screens. Messages are derived from the current values, so a message
 * disappears as soon as the field is fixed (and the repeated password follows the first), but
 * only for fields the user has left or tried to submit: nobody is scolded while still typing.
 */
export function useAuthForm<V extends Values>(initial: V, rules: Rules<V>): AuthForm<V> {
  const prefix = useId();
  const [initialValues] = useState<V>(initial);
  const [values, setValues] = useState<V>(initial);
  const [shown, setShown] = useState<ReadonlySet<keyof V>>(() => new Set());

  const order = useMemo(() => Object.keys(rules) as (keyof V)[], [rules]);
  const errorOf = useCallback((field: keyof V, current: V) => rules[field]?.(current) ?? null, [rules]);

  const errors = useMemo(() => {
    const result: Partial<Record<keyof V, ValidationKey>> = {};
    for (const field of shown) {
      const error = errorOf(field, values);
      if (error) result[field] = error;
    }
    return result;
  }, [shown, values, errorOf]);

  const idOf = useCallback((field: keyof V) => `${prefix}-${String(field)}`, [prefix]);
  const show = useCallback((fields: (keyof V)[]) => setShown((previous) => new Set([...previous, ...fields])), []);

  const setValue = useCallback(<K extends keyof V>(field: K, value: V[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
  }, []);

  const blur = useCallback(
    (field: keyof V) => {
      const value = values[field];
      if (value !== '' && value !== false) show([field]);
    },
    [values, show],
  );

  const check = useCallback(
    (field: keyof V) => {
      show([field]);
      const ok = errorOf(field, values) === null;
      if (!ok) focusField(idOf(field));
      return ok;
    },
    [values, show, errorOf, idOf],
  );

  const validateAll = useCallback(() => {
    show(order);
    const firstBad = order.find((field) => errorOf(field, values) !== null);
    if (firstBad !== undefined) focusField(idOf(firstBad));
    return firstBad === undefined;
  }, [order, values, show, errorOf, idOf]);

  const reset = useCallback(
    (next?: Partial<V>) => {
      setValues({ ...initialValues, ...next });
      setShown(new Set());
    },
    [initialValues],
  );

  const bind = (field: TextKey<V>): FieldBinding => ({
    id: idOf(field),
    value: values[field] as string,
    error: errors[field],
    onChange: (value) => setValue(field, value as V[TextKey<V>]),
    onBlur: () => blur(field),
  });

  return { values, errors, idOf, setValue, blur, check, validateAll, reset, bind };
}
