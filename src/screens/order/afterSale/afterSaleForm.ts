import type { AfterSaleRequestArg, Order } from '@/api/types/order';
import { fen, formatFen, toYuan, type Fen } from '@/lib/money';
import { parseMoneyInput, type MoneyProblem } from '@/lib/moneyInput';
import { cleanUserText, textLength } from '@/lib/text';
import { setRefundZhCN } from '@/platform/i18n/areas/setRefund';
import { pathList, recordOf, textField } from '../common/draft';
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

const AMOUNT_PROBLEM: Record<MoneyProblem, AmountProblem> = {
  required: 'amountRequired',
  zero: 'amountZero',
  overMax: 'amountOverPaid',
  sign: 'amountFormat',
  decimals: 'amountFormat',
  format: 'amountFormat',
  tooLarge: 'amountFormat',
};

/**
 * The amount typed, in fen, or what is wrong with it: a plain amount (src/lib/moneyInput.ts), more
 * than 0 and at most what was paid. The field (MoneyInput) says the precise reason.
 */
export function parseAmount(text: string, paid: Fen): { amount: Fen } | { problem: AmountProblem } {
  const reading = parseMoneyInput(text, { max: paid });
  return 'fen' in reading ? { amount: reading.fen } : { problem: AMOUNT_PROBLEM[reading.problem] };
}

export interface RequestDraft {
  reason: ReasonId | null;
  /** exactly as typed (never rewritten); null until the buyer changes it: the form starts at what was paid */
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
  const description = cleanUserText(draft.description).trim();
  if (textLength(description) > DESCRIPTION_MAX) problems.push('descriptionTooLong');
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
    amount: typeof record.amount === 'string' ? record.amount : null,
    description: textField(record.description),
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

/** The waybill number as sent: bidi controls and spaces out. */
export const waybillNumber = (draft: WaybillDraft): string => cleanUserText(draft.logisticsSn).replace(/\s/g, '');

export function waybillProblems(draft: WaybillDraft): WaybillProblem[] {
  const problems: WaybillProblem[] = [];
  if (!draft.company) problems.push('companyRequired');
  const sn = waybillNumber(draft);
  if (sn === '') problems.push('snRequired');
  else if (!WAYBILL.test(sn)) problems.push('snFormat');
  return problems;
}

export function parseWaybillDraft(value: unknown): WaybillDraft {
  const record = recordOf(value);
  const company = textField(record.company);
  return { company: (CARRIERS as readonly string[]).includes(company) ? company : '', logisticsSn: textField(record.logisticsSn) };
}

export const waybillDraftKey = (orderId: string) => `waybill.${orderId}`;
