import { baseApi } from './baseApi';
import { callQuery } from './callQuery';
import { catalogue } from './catalogue';
import type {
  AgentAlipayPrepay,
  AgentPayArg,
  AgentSalesIncome,
  AgentWechatPrepay,
  CashCoupon,
  CashCouponsArg,
  CoinExchangeResult,
  ConsecutiveSignIn,
  DepositInfo,
  DetailListArg,
  Fan,
  FansPageArg,
  IncomeRecord,
  Legion,
  LegionCenter,
  LegionQueryArg,
  MonthArg,
  MonthBonus,
  MonthSignInArg,
  MyEarnings,
  PageResult,
  PartnerBonus,
  PayOrderArg,
  PayResult,
  PayReturnOrderArg,
  PayUserInfo,
  Proposal,
  ProposalDetail,
  ProposeIdArg,
  ProposePageArg,
  ProposeUseResult,
  RefundResult,
  SignInByDateArg,
  SignInCoinExchangeArg,
  SignInDayState,
  SignInRecord,
  SignInResult,
  TransactionType,
  UpdateBelongingLegionArg,
  UpdateRecommenderArg,
  UserAgentInfo,
  UserInfoByIdArg,
  WechatPayResult,
  WithdrawAmountArg,
  WithdrawCalculation,
  WithdrawPreInfo,
  WithdrawQueryArg,
  WithdrawRecord,
} from './types/pay';

/** Paying or refunding changes the order lists, their red dots and (balance payments) the account. */
const orderPaid = ['Order', 'RedDot', 'Account', 'Income'] as const;

/** Payment service: one endpoint per `pay` catalogue entry (src/api/catalogue/services.ts). */
export const payApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // order payments
    payOrder: build.mutation<PayResult, PayOrderArg>({
      query: callQuery(catalogue.payOrder),
      invalidatesTags: [...orderPaid],
    }),
    payOrderV2: build.mutation<PayResult, PayOrderArg>({
      query: callQuery(catalogue.payOrderV2),
      invalidatesTags: [...orderPaid],
    }),
    wechatPay: build.mutation<WechatPayResult, PayOrderArg>({
      query: callQuery(catalogue.wechatPay),
      invalidatesTags: [...orderPaid],
    }),
    payReturnOrder: build.mutation<RefundResult, PayReturnOrderArg>({
      query: callQuery(catalogue.payReturnOrder),
      invalidatesTags: ['Order', 'AfterSale', 'RedDot', 'Account', 'Income'],
    }),

    // agent application payments
    agentWechatPay: build.mutation<AgentWechatPrepay, AgentPayArg>({
      query: callQuery(catalogue.agentWechatPay),
      invalidatesTags: ['Apply'],
    }),
    agentAlipayPay: build.mutation<AgentAlipayPrepay, AgentPayArg>({
      query: callQuery(catalogue.agentAlipayPay),
      invalidatesTags: ['Apply'],
    }),
    agentWechatPayContinue: build.mutation<AgentWechatPrepay, AgentPayArg>({
      query: callQuery(catalogue.agentWechatPayContinue),
      invalidatesTags: ['Apply'],
    }),
    agentAlipayPayContinue: build.mutation<AgentAlipayPrepay, AgentPayArg>({
      query: callQuery(catalogue.agentAlipayPayContinue),
      invalidatesTags: ['Apply'],
    }),

    // account
    userAgentInfo: build.query<UserAgentInfo, void>({
      query: callQuery(catalogue.userAgentInfo),
      providesTags: ['Account', 'Legion'],
    }),
    deposit: build.query<DepositInfo, void>({
      query: callQuery(catalogue.deposit),
      providesTags: ['Account'],
    }),
    myEarnings: build.query<MyEarnings, void>({
      query: callQuery(catalogue.myEarnings),
      providesTags: ['Account', 'Income'],
    }),
    agentSalesIncome: build.query<AgentSalesIncome, MonthArg | void>({
      query: callQuery(catalogue.agentSalesIncome),
      providesTags: ['Income'],
    }),
    updateRecommender: build.mutation<UserAgentInfo, UpdateRecommenderArg>({
      query: callQuery(catalogue.updateRecommender),
      invalidatesTags: ['Account'],
    }),
    transactionTypes: build.query<TransactionType[], void>({
      query: callQuery(catalogue.transactionTypes),
    }),
    detailList: build.query<PageResult<IncomeRecord>, DetailListArg | void>({
      query: callQuery(catalogue.detailList),
      providesTags: ['Income'],
    }),
    fansPage: build.query<PageResult<Fan>, FansPageArg | void>({
      query: callQuery(catalogue.fansPage),
      providesTags: ['Fans'],
    }),
    userInfoById: build.query<PayUserInfo, UserInfoByIdArg>({
      query: callQuery(catalogue.userInfoById),
      providesTags: ['Member', 'Fans'],
    }),

    // sign-in
    signIn: build.mutation<SignInResult, void>({
      query: callQuery(catalogue.signIn),
      invalidatesTags: ['SignIn', 'Account'],
    }),
    monthSignInRecords: build.query<SignInRecord[], MonthSignInArg>({
      query: callQuery(catalogue.monthSignInRecords),
      providesTags: ['SignIn'],
    }),
    consecutiveSignInDays: build.query<ConsecutiveSignIn, void>({
      query: callQuery(catalogue.consecutiveSignInDays),
      providesTags: ['SignIn'],
    }),
    signInByDate: build.query<SignInDayState, SignInByDateArg>({
      query: callQuery(catalogue.signInByDate),
      providesTags: ['SignIn'],
    }),
    signInCoinExchange: build.mutation<CoinExchangeResult, SignInCoinExchangeArg>({
      query: callQuery(catalogue.signInCoinExchange),
      invalidatesTags: ['SignIn', 'Account', 'Coupon'],
    }),
    monthBonus: build.query<MonthBonus, MonthArg | void>({
      query: callQuery(catalogue.monthBonus),
      providesTags: ['Income'],
    }),
    partnerBonus: build.query<PartnerBonus, MonthArg | void>({
      query: callQuery(catalogue.partnerBonus),
      providesTags: ['Income'],
    }),

    // withdrawals
    withdrawPreInfo: build.query<WithdrawPreInfo, void>({
      query: callQuery(catalogue.withdrawPreInfo),
      providesTags: ['Account', 'Withdrawal'],
    }),
    // a pure calculation (fee, amount received): a read, cached per amount
    withdrawCalculate: build.query<WithdrawCalculation, WithdrawAmountArg>({
      query: callQuery(catalogue.withdrawCalculate),
    }),
    withdrawApply: build.mutation<WithdrawRecord, WithdrawAmountArg>({
      query: callQuery(catalogue.withdrawApply),
      invalidatesTags: ['Withdrawal', 'Account', 'Income'],
    }),
    withdrawQuery: build.query<PageResult<WithdrawRecord>, WithdrawQueryArg | void>({
      query: callQuery(catalogue.withdrawQuery),
      providesTags: ['Withdrawal'],
    }),

    // legions
    legionQuery: build.query<PageResult<Legion>, LegionQueryArg | void>({
      query: callQuery(catalogue.legionQuery),
      providesTags: ['Legion'],
    }),
    legionCenter: build.query<LegionCenter, void>({
      query: callQuery(catalogue.legionCenter),
      providesTags: ['Legion'],
    }),
    updateBelongingLegion: build.mutation<UserAgentInfo, UpdateBelongingLegionArg>({
      query: callQuery(catalogue.updateBelongingLegion),
      invalidatesTags: ['Legion', 'Account'],
    }),

    // cash coupons and proposals
    cashCoupons: build.query<CashCoupon[], CashCouponsArg | void>({
      query: callQuery(catalogue.cashCoupons),
      providesTags: ['Coupon'],
    }),
    proposePage: build.query<PageResult<Proposal>, ProposePageArg | void>({
      query: callQuery(catalogue.proposePage),
      providesTags: ['Propose'],
    }),
    proposeDetail: build.query<ProposalDetail, ProposeIdArg>({
      query: callQuery(catalogue.proposeDetail),
      providesTags: ['Propose'],
    }),
    proposeUse: build.mutation<ProposeUseResult, ProposeIdArg>({
      query: callQuery(catalogue.proposeUse),
      invalidatesTags: ['Propose'],
    }),
  }),
});

export const {
  usePayOrderMutation,
  usePayOrderV2Mutation,
  useWechatPayMutation,
  usePayReturnOrderMutation,
  useAgentWechatPayMutation,
  useAgentAlipayPayMutation,
  useAgentWechatPayContinueMutation,
  useAgentAlipayPayContinueMutation,
  useUserAgentInfoQuery,
  useDepositQuery,
  useMyEarningsQuery,
  useAgentSalesIncomeQuery,
  useUpdateRecommenderMutation,
  useTransactionTypesQuery,
  useDetailListQuery,
  useFansPageQuery,
  useUserInfoByIdQuery,
  useSignInMutation,
  useMonthSignInRecordsQuery,
  useConsecutiveSignInDaysQuery,
  useSignInByDateQuery,
  useSignInCoinExchangeMutation,
  useMonthBonusQuery,
  usePartnerBonusQuery,
  useWithdrawPreInfoQuery,
  useWithdrawCalculateQuery,
  useWithdrawApplyMutation,
  useWithdrawQueryQuery,
  useLegionQueryQuery,
  useLegionCenterQuery,
  useUpdateBelongingLegionMutation,
  useCashCouponsQuery,
  useProposePageQuery,
  useProposeDetailQuery,
  useProposeUseMutation,
} = payApi;
