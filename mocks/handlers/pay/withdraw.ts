import { catalogue } from '@/api/catalogue';
import { addFen, fen, multiplyFen, subtractFen, toYuan } from '@/lib/money';
import type { WithdrawCalculation, WithdrawPreInfo, WithdrawRecord } from '@/api/types/pay';
import { incomeRecord, payNow, WITHDRAW_FEE_RATE, WITHDRAW_MIN_AMOUNT } from '../../data/pay';
import type { PayAccountRecord } from '../../data/payAccounts';
import { handle, paginate, reject, type ContextOf } from '../../server/handle';
import { signedIn } from '../../server/request';
import { amountOf, byTimeDesc, nextId } from './helpers';
import { payAccountOf } from '../../db/pay';

/* Payment service: withdrawals (pre-info, fee calculation, apply, records). */

function preInfo(account: PayAccountRecord): WithdrawPreInfo {
  return {
    balance: toYuan(fen(account.balance)),
    minAmount: WITHDRAW_MIN_AMOUNT,
    feeRate: WITHDRAW_FEE_RATE,
    bankName: account.bankName,
    bankCardNo: account.bankCardNo,
    accountName: account.accountName,
    arrivalDesc: '审核通过后 1-3 个工作日到账',
  };
}

function calculate(amount: number): WithdrawCalculation {
  const fee = multiplyFen(fen(amount), WITHDRAW_FEE_RATE);
  return { amount: toYuan(fen(amount)), fee: toYuan(fee), actualAmount: toYuan(subtractFen(fen(amount), fee)), feeRate: WITHDRAW_FEE_RATE };
}

function withdrawApply(ctx: ContextOf<typeof catalogue.withdrawApply>): WithdrawRecord {
  const member = signedIn(ctx.member);
  const amount = amountOf(ctx.arg);
  const account = payAccountOf(ctx.db, member.memberId);
  if (amount < WITHDRAW_MIN_AMOUNT) reject(0, `单笔提现金额不能低于 ${WITHDRAW_MIN_AMOUNT.toFixed(2)} 元`, {});
  if (amount > account.balance) reject(0, '可提现余额不足', {});
  if (!account.bankCardNo) reject(0, '请先绑定提现银行卡', {});
  const { fee, actualAmount } = calculate(amount);
  const record: WithdrawRecord = {
    withdrawNo: nextId(ctx.db, 'W'),
    memberId: member.memberId,
    amount: toYuan(fen(amount)),
    fee,
    actualAmount,
    status: 0,
    statusName: '审核中',
    bankName: account.bankName,
    bankCardNo: account.bankCardNo,
    createTime: payNow,
    finishTime: null,
  };
  account.balance = toYuan(subtractFen(fen(account.balance), fen(amount)));
  account.frozenAmount = toYuan(addFen(fen(account.frozenAmount), fen(amount)));
  ctx.db.payWithdrawals.unshift(record);
  ctx.db.payIncomeRecords.unshift(
    incomeRecord(nextId(ctx.db, 'i-'), member.memberId, 5, record.amount, `提现至${account.bankName}(${account.bankCardNo.slice(-4)})`, null, payNow),
  );
  return record;
}

export const withdrawHandlers = [
  handle(catalogue.withdrawPreInfo, (ctx) => preInfo(payAccountOf(ctx.db, signedIn(ctx.member).memberId))),
  handle(catalogue.withdrawCalculate, (ctx) => calculate(amountOf(ctx.arg))),
  handle(catalogue.withdrawApply, withdrawApply),
  handle(catalogue.withdrawQuery, (ctx) => {
    const member = signedIn(ctx.member);
    const status = ctx.arg.status === undefined || ctx.arg.status === '' ? null : Number(ctx.arg.status);
    const rows = ctx.db.payWithdrawals.filter((record) => record.memberId === member.memberId && (status === null || record.status === status));
    return paginate(byTimeDesc(rows), ctx.arg);
  }),
];
