import type { PageResult } from '../types/common';
import type { AccountPoints, AgentSalesIncome, CashCoupon, CashCouponsArg, CoinExchangeResult, ConsecutiveSignIn, DepositInfo, DetailListArg, Fan, FansPageArg, IncomeRecord, Legion, LegionCenter, LegionQueryArg, MonthArg, MonthBonus, MonthSignInArg, MyEarnings, PartnerBonus, PayUserInfo, Proposal, ProposalDetail, ProposeIdArg, ProposePageArg, ProposeUseArg, ProposeUseResult, SignInByDateArg, SignInCoinExchangeArg, SignInDayState, SignInRecord, SignInResult, TransactionType, UpdateBelongingLegionArg, UpdateRecommenderArg, UserAgentInfo, UserInfoByIdArg, WithdrawAmountArg, WithdrawCalculation, WithdrawPreInfo, WithdrawQueryArg, WithdrawRecord } from '../types/pay';
import type { AgentAlipayPrepay, AgentPayArg, AgentWechatPrepay, OrderPrepay, PayOrderArg, PayOrderV2Arg, PayResult, PayReturnOrderArg, RefundResult, WechatPayResult } from '../types/payment';
import { call, domain } from './define';

/** Payment service (settlement-service path for payments, source `pay`). */
export const pay = /* @__PURE__ */ domain('pay', { source: 'pay', assumed: true }, {
  payOrder: call<PayOrderArg, PayResult>('/teamall-pay/client/pay/order'),
  payOrderV2: call<PayOrderV2Arg, OrderPrepay>('/teamall-pay/client/pay/orderV2'),
  wechatPay: call<PayOrderArg, WechatPayResult>('/teamall-pay/client/pay/wechat'),
  payReturnOrder: call<PayReturnOrderArg, RefundResult>('/teamall-pay/client/pay/returnOrder'),
  userAgentInfo: call<void, UserAgentInfo>('/teamall-pay/client/account/userAgentInfo'),
  deposit: call<void, DepositInfo>('/teamall-pay/client/account/deposit'),
  myEarnings: call<void, MyEarnings>('/teamall-pay/client/account/myEarnings'),
  agentSalesIncome: call<MonthArg | void, AgentSalesIncome>('/teamall-pay/client/account/agentSalesIncome'),
  updateRecommender: call<UpdateRecommenderArg, UserAgentInfo>('/teamall-pay/client/account/updateRecommender'),
  signIn: call<void, SignInResult>('/teamall-pay/client/signIn/sign'),
  monthSignInRecords: call<MonthSignInArg, SignInRecord[]>('/teamall-pay/client/signIn/monthRecords', { list: true }),
  consecutiveSignInDays: call<void, ConsecutiveSignIn>('/teamall-pay/client/signIn/consecutiveDays'),
  signInByDate: call<SignInByDateArg, SignInDayState>('/teamall-pay/client/signIn/byDate'),
  legionQuery: call<LegionQueryArg | void, PageResult<Legion>>('/teamall-pay/client/legion/query'),
  transactionTypes: call<void, TransactionType[]>('/teamall-pay/client/account/transactionTypes', { list: true }),
  detailList: call<DetailListArg | void, PageResult<IncomeRecord>>('/teamall-pay/client/account/detailList'),
  fansPage: call<FansPageArg | void, PageResult<Fan>>('/teamall-pay/client/account/fansPage'),
  agentWechatPay: call<AgentPayArg, AgentWechatPrepay>('/teamall-pay/client/agentPay/wechat'),
  agentAlipayPay: call<AgentPayArg, AgentAlipayPrepay>('/teamall-pay/client/agentPay/alipay'),
  agentWechatPayContinue: call<AgentPayArg, AgentWechatPrepay>('/teamall-pay/client/agentPay/wechatContinue'),
  agentAlipayPayContinue: call<AgentPayArg, AgentAlipayPrepay>('/teamall-pay/client/agentPay/alipayContinue'),
  withdrawCalculate: call<WithdrawAmountArg, WithdrawCalculation>('/teamall-pay/client/withdraw/calculate'),
  withdrawApply: call<WithdrawAmountArg, WithdrawRecord>('/teamall-pay/client/withdraw/apply'),
  withdrawPreInfo: call<void, WithdrawPreInfo>('/teamall-pay/client/withdraw/preInfo'),
  withdrawQuery: call<WithdrawQueryArg | void, PageResult<WithdrawRecord>>('/teamall-pay/client/withdraw/query'),
  signInCoinExchange: call<SignInCoinExchangeArg, CoinExchangeResult>('/teamall-pay/client/signIn/coinExchange'),
  monthBonus: call<MonthArg | void, MonthBonus>('/teamall-pay/client/bonus/month'),
  legionCenter: call<void, LegionCenter>('/teamall-pay/client/legion/center'),
  partnerBonus: call<MonthArg | void, PartnerBonus>('/teamall-pay/client/bonus/partner'),
  updateBelongingLegion: call<UpdateBelongingLegionArg, UserAgentInfo>('/teamall-pay/client/legion/updateBelonging'),
  cashCoupons: call<CashCouponsArg | void, CashCoupon[]>('/teamall-pay/client/cashCoupon/list', { list: true }),
  proposePage: call<ProposePageArg | void, PageResult<Proposal>>('/teamall-pay/client/propose/page'),
  proposeDetail: call<ProposeIdArg, ProposalDetail>('/teamall-pay/client/propose/detail'),
  proposeUse: call<ProposeUseArg, ProposeUseResult>('/teamall-pay/client/propose/use'),
  userInfoById: call<UserInfoByIdArg, PayUserInfo>('/teamall-pay/client/user/info/:id', { method: 'GET' }),
  accountPoints: call<void, AccountPoints>('/teamall-pay/client/account/points'),
});
