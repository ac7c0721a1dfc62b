import type { RegionPlace } from '@/api/types/region';
import type { Problem, Rules } from '@/hooks/form';
import { MOBILE_PATTERN, normaliseMobile } from '@/lib/mobile';
import { textLength } from '@/lib/text';
import type { MessageKey } from '@/platform/i18n';

/*
 * The rules of a contact and a place, shared by every form that asks for them (the address form,
 * the shop application's step 1). They are the server's own: a name of 2-20 characters, an
 * 11-digit mainland mobile (pasted spaces, dashes and +86 allowed), a province + city + district,
 * and 5-100 characters of street address. Each form words the messages in its own area, so a
 * verdict here is a short name that the form maps to its message key.
 */

export const NAME_MIN = 2;
export const NAME_MAX = 20;
export const DETAIL_MIN = 5;
export const DETAIL_MAX = 100;

/** A person's or a shop's name: empty, or outside 2-20 characters (bidi controls do not count). */
export function nameProblem(value: string): 'required' | 'length' | null {
  const count = textLength(value);
  if (count === 0) return 'required';
  return count < NAME_MIN || count > NAME_MAX ? 'length' : null;
}

/** A mainland mobile, read as typed or pasted. */
export function mobileProblem(value: string): 'required' | 'invalid' | null {
  const mobile = normaliseMobile(value);
  if (!mobile) return 'required';
  return MOBILE_PATTERN.test(mobile) ? null : 'invalid';
}

/** Province, city and district were all chosen (the cascade gives a region only when they were). */
export function regionProblem(value: RegionPlace | null): 'required' | null {
  return value ? null : 'required';
}

/** The street address: empty, shorter than 5 or longer than 100 characters. */
export function detailProblem(value: string): 'required' | 'short' | 'long' | null {
  const count = textLength(value);
  if (count === 0) return 'required';
  if (count < DETAIL_MIN) return 'short';
  return count > DETAIL_MAX ? 'long' : null;
}

/** The fields of V whose values are exactly T. */
export type FieldsOf<V, T> = { [K in keyof V]-?: [V[K]] extends [T] ? ([T] extends [V[K]] ? K : never) : never }[keyof V];

interface Row<F> {
  /** the form's value the row holds */
  field: F;
  label: MessageKey;
  placeholder: MessageKey;
}

/**
 * The four rows of a form: which of its values each holds, its words and its rule's messages, all
 * in the form's own area (the address form says 收货人, the shop application 联系人).
 */
export interface ContactAddressSpec<V> {
  name: Row<FieldsOf<V, string>> & { messages: Record<'required' | 'length', MessageKey> };
  /** pasted numbers are normalised as they are typed */
  mobile: Row<FieldsOf<V, string>> & { messages: Record<'required' | 'invalid', MessageKey> };
  /** `title`: the cascade's title; `unavailable`: the toast when the regions could not be loaded */
  region: Row<FieldsOf<V, RegionPlace | null>> & { title: MessageKey; unavailable: MessageKey; messages: Record<'required', MessageKey> };
  detail: Row<FieldsOf<V, string>> & { messages: Record<'required' | 'short' | 'long', MessageKey> };
}

type FieldRule<V> = (value: unknown, values: V) => Problem | null;

/** The four fields' rules for the form kit (src/hooks/form), with the form's messages. */
export function contactAddressRules<V>({ name, mobile, region, detail }: ContactAddressSpec<V>): Rules<V> {
  const text = (values: V, field: FieldsOf<V, string>) => values[field] as string;
  const keyOf = <P extends string>(problem: P | null, keys: Record<P, MessageKey>): Problem | null => (problem ? keys[problem] : null);
  // in the order the fields stand: a failed submit focuses the first field with a problem
  const rules: Partial<Record<keyof V, FieldRule<V>>> = {};
  rules[name.field] = (_value, values) => keyOf(nameProblem(text(values, name.field)), name.messages);
  rules[mobile.field] = (_value, values) => keyOf(mobileProblem(text(values, mobile.field)), mobile.messages);
  rules[region.field] = (_value, values) => keyOf(regionProblem(values[region.field] as RegionPlace | null), region.messages);
  rules[detail.field] = (_value, values) => keyOf(detailProblem(text(values, detail.field)), detail.messages);
  return rules;
}
