import type { AfterSaleRequestArg, Order } from '@/api/types/order';
import { fen, formatFen, toYuan, type Fen } from '@/lib/money';
import { setRefundZhCN } from '@/platform/i18n/areas/setRefund';
import { pathList, recordOf, textField } from './draft';
import type { RequestKind } from './afterSale';

/*
 * The /setRefund forms as pure rules: the reasons offered, the amount (integer fen, capped at what
 * was paid), the description, the return waybill, and their drafts.
 */

export const DESCRIPTION_MAX = 200;
export const AFTER_SALE_PHOTOS = 6;

/** Reasons a buyer picks, by kind; the server stores the Chinese text. */
export const REFUND_REASONS = ['notWanted', 'wrongAddress', 'noStock', 'lateShipping', 'agreed', 'other'] as const;
export const RETURN_REASONS = ['quality', 'damaged', 'notAsDescribed', 'missing', 'wrongGoods', 'sevenDays', 'other'] as const;
export type ReasonId = (typeof REFUND_REASONS)[number] | (typeof RETURN_REASONS)[number];

/** Every reason, in the order of the catalogue's `setRefund.reasons` list. */
export const REASON_IDS: readonly ReasonId[] = ['notWanted', 'wrongAddress', 'noStock', 'lateShipping', 'agreed', 'quality', 'damaged', 'notAsDescribed', 'missing', 'wrongGoods', 'sevenDays', 'other'];

/** The Chinese text the server stores for each reason: the zh-CN catalogue's own list (one copy in the bundle). */
const zhReasons = setRefundZhCN.reasons.split('|');
export const REASON_TEXT = Object.fromEntries(REASON_IDS.map((id, index) => [id, zhReasons[index] ?? id])) as Record<ReasonId, string>;

export const reasonsFor = (kind: RequestKind): readonly ReasonId[] => (kind === 'refund' ? REFUND_REASONS : RETURN_REASONS);

export type AmountProblem = 'amountRequired' | 'amountFormat' | 'amountZero' | 'amountOverPaid';

const AMOUNT = /^\d+(\.\d{1,2})?$/;

/** The amount typed, in fen, or what is wrong with it: > 0, at most what was paid, two decimals at most. */
export function parseAmount(text: string, paid: Fen): { amount: Fen } | { problem: AmountProblem } {
  const value = text.trim();
  if (value === '') return { problem: 'amountRequired' };
  if (!AMOUNT.test(value)) return { problem: 'amountFormat' };
  const [whole = '0', decimals = ''] = value.split('.');
  const amount = (Number(whole) * 100 + Number(decimals.padEnd(2, '0'))) as Fen;
  if (!Number.isSafeInteger(amount)) return { problem: 'amountFormat' };
  if (amount <= 0) return { problem: 'amountZero' };
  if (amount > paid) return { problem: 'amountOverPaid' };
  return { amount };
}

/** What an amount field accepts while typing: digits and one point with two decimals at most. */
export const amountInput = (text: string): string => {
  const cleaned = text.replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = cleaned.split('.');
  return rest.length === 0 ? whole.slice(0, 9) : `${whole.slice(0, 9)}.${rest.join('').slice(0, 2)}`;
};

export interface RequestDraft {
  reason: ReasonId | null;
  /** as typed; null until the buyer changes it: the form starts at what was paid */
  amount: string | null;
  description: string;
  images: string[];
}

export type RequestProblem = 'reasonRequired' | AmountProblem | 'descriptionTooLong';

/** Everything wrong with the request, or its argument (yuan on the wire) when nothing is. */
export function requestArg(order: Order, draft: RequestDraft): { arg: AfterSaleRequestArg } | { problems: RequestProblem[] } {
  const problems: RequestProblem[] = [];
  if (!draft.reason) problems.push('reasonRequired');
  const paid = fen(order.payAmount);
  const amount = parseAmount(draft.amount ?? formatFen(paid), paid);
  if ('problem' in amount) problems.push(amount.problem);
  const description = draft.description.trim();
  if ([...description].length > DESCRIPTION_MAX) problems.push('descriptionTooLong');
  if (problems.length > 0 || !draft.reason || 'problem' in amount) return { problems };
  return {
    arg: {
      orderId: order.orderId,
      reason: REASON_TEXT[draft.reason],
      refundAmount: toYuan(amount.amount),
      ...(description ? { description } : {}),
      ...(draft.images.length > 0 ? { images: draft.images.slice(0, AFTER_SALE_PHOTOS) } : {}),
    },
  };
}

const isReason = (value: unknown): value is ReasonId => typeof value === 'string' && value in REASON_TEXT;

export function parseRequestDraft(value: unknown): RequestDraft {
  const record = recordOf(value);
  return {
    reason: isReason(record.reason) ? record.reason : null,
    amount: typeof record.amount === 'string' ? amountInput(record.amount.slice(0, 20)) : null,
    description: textField(record.description, DESCRIPTION_MAX + 50),
    images: pathList(record.images, AFTER_SALE_PHOTOS),
  };
}

export const requestDraftKey = (orderId: string) => `afterSale.${orderId}`;

// ------------------------------------------------------------------ the return waybill

export const CARRIERS = ['顺丰速运', '中通快递', '圆通速递', '韵达快递', '申通快递', '京东物流', '邮政EMS', '极兔速递'] as const;

const WAYBILL = /^[A-Za-z0-9]{8,20}$/;

export interface WaybillDraft {
  company: string;
  logisticsSn: string;
}

export type WaybillProblem = 'companyRequired' | 'snRequired' | 'snFormat';

export function waybillProblems(draft: WaybillDraft): WaybillProblem[] {
  const problems: WaybillProblem[] = [];
  if (!draft.company) problems.push('companyRequired');
  const sn = draft.logisticsSn.trim();
  if (sn === '') problems.push('snRequired');
  else if (!WAYBILL.test(sn)) problems.push('snFormat');
  return problems;
}

export function parseWaybillDraft(value: unknown): WaybillDraft {
  const record = recordOf(value);
  const company = textField(record.company, 20);
  return { company: (CARRIERS as readonly string[]).includes(company) ? company : '', logisticsSn: textField(record.logisticsSn, 30) };
}

export const waybillDraftKey = (orderId: string) => `waybill.${orderId}`;
