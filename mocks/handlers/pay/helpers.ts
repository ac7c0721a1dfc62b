import { PAY_MONTH, PAY_TODAY } from '../../data/pay';
import type { PayAccountRecord } from '../../data/payAccounts';
import type { MonthArg, WithdrawAmountArg } from '@/api/types/pay';
import { isWholeFen } from '@/lib/money';
import type { Db } from '../../db';
import { reject, type Received, type ResolverContext } from '../../server/handle';
import { signedIn, text } from '../../server/request';
import { payAccountOf } from '../../db/pay';

/* Helpers shared by the payment-service handlers: ids, the agent check, month and amount fields. */

export const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const MONTH = /^\d{4}-\d{2}$/;

export function nextId(db: Db, prefix: string): string {
  const value = db.paySequence.value;
  db.paySequence.value += 1;
  return `${prefix}${PAY_TODAY.replaceAll('-', '')}${String(value).padStart(4, '0')}`;
}

export function requireAgent(ctx: ResolverContext): PayAccountRecord {
  const account = payAccountOf(ctx.db, signedIn(ctx.member).memberId);
  if (account.agentLevel === 0) reject(0, '您还不是茶室/茶馆代理，暂无权限查看', {});
  return account;
}

export function monthOf(arg: Received<MonthArg>): string {
  const month = text(arg.month) || PAY_MONTH;
  if (!MONTH.test(month)) reject(0, '月份格式应为 YYYY-MM', {});
  return month;
}

export function maskMobile(mobile: string): string {
  return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : '';
}

/** A money amount of the payload: positive, at most two decimals. */
export function amountOf(arg: Received<WithdrawAmountArg>): number {
  const amount = Number(arg.amount);
  if (!Number.isFinite(amount) || amount <= 0 || !isWholeFen(amount)) reject(0, '请输入正确的提现金额', {});
  return amount;
}

export function byTimeDesc<T extends { createTime: string }>(rows: T[]): T[] {
  return [...rows].sort((a, b) => b.createTime.localeCompare(a.createTime));
}
