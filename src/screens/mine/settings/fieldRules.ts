import { textLength } from '@/lib/text';

/*
 * The length rules of the single-field editors, counted in user-perceived characters (an emoji is
 * one) after trimming: the same count the counter shows. The limits are the member service's: a
 * nickname 2-16, a signature at most 30 (may be empty), an agent's tea-house or tea-room name 2-20.
 */

export interface LengthRule {
  min: number;
  max: number;
}

export const NICKNAME_RULE: LengthRule = { min: 2, max: 16 };
export const SIGNATURE_RULE: LengthRule = { min: 0, max: 30 };
export const AGENT_NAME_RULE: LengthRule = { min: 2, max: 20 };

/** What is wrong with a value's length: empty (and required), too short, too long, or null when it fits. */
export type LengthProblem = { kind: 'required' } | { kind: 'short'; min: number } | { kind: 'long'; max: number; over: number } | null;

export function checkLength(value: string, rule: LengthRule): LengthProblem {
  const length = textLength(value.trim());
  if (length === 0) return rule.min > 0 ? { kind: 'required' } : null;
  if (length < rule.min) return { kind: 'short', min: rule.min };
  if (length > rule.max) return { kind: 'long', max: rule.max, over: length - rule.max };
  return null;
}

/** Whether `value` says something other than `saved` (surrounding spaces are not a change). */
export function changed(value: string, saved: string): boolean {
  return value.trim() !== saved.trim();
}
