import type { CashCoupon, IncomeRecord, SignInRecord, TransactionType, WithdrawRecord } from '@/api/types/pay';
import {
  agentApplyPayments,
  cashCoupons,
  fans,
  incomeRecords,
  orderPayments,
  proposals,
  proposalUses,
  signIns,
  transactionTypes,
  withdrawals,
  type AgentApplyPaymentRecord,
  type FanRecord,
  type OrderPaymentRecord,
  type ProposalRecord,
  type ProposalUseRecord,
} from '../data/pay';
import { emptyPayAccount, payAccounts, type PayAccountRecord } from '../data/payAccounts';
import { legions, monthBonuses, partnerBonuses, type LegionRecord, type MonthBonusRecord, type PartnerBonusRecord } from '../data/payBonus';
import { shopFans } from '../data/shopFans';

/** Payment-service tables (prefixed `pay` where another domain could use the same word). */
export interface PayTables {
  payAccounts: PayAccountRecord[];
  payTransactionTypes: TransactionType[];
  payIncomeRecords: IncomeRecord[];
  payFans: FanRecord[];
  paySignIns: SignInRecord[];
  payWithdrawals: WithdrawRecord[];
  payMonthBonuses: MonthBonusRecord[];
  payPartnerBonuses: PartnerBonusRecord[];
  payLegions: LegionRecord[];
  payCashCoupons: CashCoupon[];
  payProposals: ProposalRecord[];
  payProposalUses: ProposalUseRecord[];
  agentApplyPayments: AgentApplyPaymentRecord[];
  orderPayments: OrderPaymentRecord[];
  /** next number for ids created at run time (pay numbers, withdraw numbers, coupons...) */
  paySequence: { value: number };
}

export function seedPay(): PayTables {
  return structuredClone({
    payAccounts,
    payTransactionTypes: transactionTypes,
    payIncomeRecords: incomeRecords,
    payFans: [...fans, ...shopFans],
    paySignIns: signIns,
    payWithdrawals: withdrawals,
    payMonthBonuses: monthBonuses,
    payPartnerBonuses: partnerBonuses,
    payLegions: legions,
    payCashCoupons: cashCoupons,
    payProposals: proposals,
    payProposalUses: proposalUses,
    agentApplyPayments,
    orderPayments,
    paySequence: { value: 1 },
  });
}

/** The member's payment-service account; a member registered at run time gets an empty one. */
export function payAccountOf(db: Pick<PayTables, 'payAccounts'>, memberId: string): PayAccountRecord {
  let account = db.payAccounts.find((candidate) => candidate.memberId === memberId);
  if (!account) {
    account = emptyPayAccount(memberId);
    db.payAccounts.push(account);
  }
  return account;
}
