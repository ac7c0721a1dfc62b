import type { Order, OrderLine } from '@/api/types/order';
import type { SaveGoodsEvaluationArg } from '@/api/types/shop';
import { cleanUserText, textLength } from '@/lib/text';
import { pathList, recordOf, textField } from '../common/draft';
import { isGoodsLine } from '../common/orderRules';

/*
 * The review form of an order (/comment): which lines still need a review, the draft, the rules,
 * and the calls it makes. Pure, so the rules are tested without a page.
 */

export const REVIEW_MIN = 5;
export const REVIEW_MAX = 500;
export const REVIEW_PHOTOS = 6;

export interface LineReview {
  /** 0: not rated yet */
  rating: number;
  content: string;
  images: string[];
}

export interface ReviewDraft {
  anonymous: boolean;
  lines: Record<string, LineReview>;
}

export const emptyLineReview: LineReview = { rating: 0, content: '', images: [] };

/**
 * The lines still to review: one per goods (the server takes one review per goods and order); a
 * gift package or a fee is not a goods and is not reviewed.
 */
export function linesToReview(order: Order): OrderLine[] {
  const seen = new Set<string>();
  return order.lines.filter((line) => {
    if (line.evaluated === 1 || seen.has(line.goodsId) || !isGoodsLine(order, line)) return false;
    seen.add(line.goodsId);
    return true;
  });
}

/** What the page shows for an order: the form, "all reviewed", or "not completed yet". */
export function reviewState(order: Order): 'form' | 'done' | 'notCompleted' {
  if (order.status !== 3) return order.lines.length > 0 && order.lines.every((line) => line.evaluated === 1) ? 'done' : 'notCompleted';
  return linesToReview(order).length > 0 ? 'form' : 'done';
}

export type ReviewProblem = 'ratingRequired' | 'contentTooShort' | 'contentTooLong';

/** What is wrong with one line's review (none: it can be sent). */
export function reviewProblems(review: LineReview): ReviewProblem[] {
  const problems: ReviewProblem[] = [];
  if (!Number.isInteger(review.rating) || review.rating < 1 || review.rating > 5) problems.push('ratingRequired');
  const length = textLength(review.content);
  if (length < REVIEW_MIN) problems.push('contentTooShort');
  if (length > REVIEW_MAX) problems.push('contentTooLong');
  return problems;
}

/** The saveGoodsEvaluation argument of one line. */
export function evaluationArg(order: Order, line: OrderLine, review: LineReview, anonymous: boolean): SaveGoodsEvaluationArg {
  return {
    goodsId: line.goodsId,
    goodsName: line.goodsName,
    orderId: order.orderId,
    rating: review.rating,
    content: cleanUserText(review.content).trim(),
    ...(review.images.length > 0 ? { images: review.images.slice(0, REVIEW_PHOTOS) } : {}),
    anonymous: anonymous ? 1 : 0,
    ...(line.specText ? { specName: line.specText } : {}),
  };
}

/** A stored draft read back: anything that does not fit becomes empty. */
export function parseReviewDraft(value: unknown): ReviewDraft {
  const record = recordOf(value);
  const lines: Record<string, LineReview> = {};
  for (const [lineId, raw] of Object.entries(recordOf(record.lines))) {
    const line = recordOf(raw);
    const rating = typeof line.rating === 'number' && Number.isInteger(line.rating) && line.rating >= 0 && line.rating <= 5 ? line.rating : 0;
    lines[lineId] = { rating, content: textField(line.content), images: pathList(line.images, REVIEW_PHOTOS) };
  }
  return { anonymous: record.anonymous === true, lines };
}

export const reviewDraftKey = (orderId: string) => `review.${orderId}`;
