import type { FeedbackType, SuggestionFeedbackArg } from '@/api/types/member';
import { MOBILE_PATTERN, normaliseMobile } from '@/lib/mobile';
import { cleanUserText, textLength } from '@/lib/text';

/*
 * The suggestion feedback form (/mine/feedback): its values, rules and what it sends. Pure, so the
 * rules are tested without a page.
 */

export const FEEDBACK_TYPES: readonly FeedbackType[] = ['bug', 'idea', 'goods', 'service', 'other'];
export const FEEDBACK_MIN = 10;
export const FEEDBACK_MAX = 500;
export const FEEDBACK_PHOTOS = 4;

export interface FeedbackValues {
  type: FeedbackType | '';
  content: string;
  images: string[];
  contact: string;
}

export const EMPTY_FEEDBACK: FeedbackValues = { type: '', content: '', images: [], contact: '' };

/** WeChat ids: 6-20 characters, a letter first, then letters, digits, '_' or '-'. */
const WECHAT_ID = /^[a-zA-Z][-_a-zA-Z0-9]{5,19}$/;

/**
 * A contact is optional; when given it is a mainland mobile (spaces, dashes and +86 allowed) or a
 * WeChat id. Loose on purpose: it is for a person to read, not to dial automatically.
 */
export function contactProblem(contact: string): 'contactInvalid' | null {
  const value = contact.trim();
  if (!value) return null;
  if (/^[+\d\s()-]+$/.test(value)) return MOBILE_PATTERN.test(normaliseMobile(value)) ? null : 'contactInvalid';
  return WECHAT_ID.test(value) ? null : 'contactInvalid';
}

export function contentProblem(content: string): 'contentTooShort' | 'contentTooLong' | null {
  const length = textLength(content.trim());
  if (length < FEEDBACK_MIN) return 'contentTooShort';
  if (length > FEEDBACK_MAX) return 'contentTooLong';
  return null;
}

/** What suggestionFeedback sends for valid values (a mobile contact normalised to its 11 digits). */
export function feedbackArg(values: FeedbackValues): SuggestionFeedbackArg {
  const contact = values.contact.trim();
  const mobile = /^[+\d\s()-]+$/.test(contact) ? normaliseMobile(contact) : null;
  return {
    ...(values.type ? { type: values.type } : {}),
    content: cleanUserText(values.content).trim(),
    ...(values.images.length > 0 ? { images: values.images.slice(0, FEEDBACK_PHOTOS) } : {}),
    ...(contact ? { contact: mobile ?? contact } : {}),
  };
}

/** A kept draft read back; anything that does not fit is dropped field by field. */
export function parseFeedbackDraft(stored: unknown): FeedbackValues | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const record = stored as Record<string, unknown>;
  const type = FEEDBACK_TYPES.find((candidate) => candidate === record.type) ?? '';
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const images = Array.isArray(record.images) ? record.images.filter((path): path is string => typeof path === 'string' && path !== '').slice(0, FEEDBACK_PHOTOS) : [];
  return { type, content: text(record.content), images, contact: text(record.contact) };
}
