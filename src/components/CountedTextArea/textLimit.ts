import { textLength } from '@/lib/text';

/** Where a text stands against its limit: the count shown, and how many characters it is over (0 when it fits). */
export interface TextLimit {
  count: number;
  over: number;
}

/**
 * The counted fields' rule for over-limit text: nothing is cut. What was typed or pasted stays in
 * the field, the counter turns red and the field says by how much it is over; the form's own rule
 * (the same `textLength`) keeps it from being sent until it fits. A silent cut at the limit used to
 * drop the end of a pasted text without a word.
 */
export function textLimit(value: string, max: number): TextLimit {
  const count = textLength(value);
  return { count, over: Math.max(0, count - max) };
}

/** The ids a counted field is described by: the form's own message, then the over-limit message. */
export function describedIds(id: string, over: number, describedBy: string | undefined): string | undefined {
  const ids = [describedBy, over > 0 ? `${id}-limit` : undefined].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
