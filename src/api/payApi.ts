import { baseApi } from './baseApi';
import { pay } from './catalogue/pay';
import { mutation, query } from './endpoints';

export const payApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // agent application payments
    agentWechatPay: mutation(build, pay.agentWechatPay, { invalidatesTags: ['Apply'] }),
    agentAlipayPay: mutation(build, pay.agentAlipayPay, { invalidatesTags: ['Apply'] }),
    agentWechatPayContinue: mutation(build, pay.agentWechatPayContinue, { invalidatesTags: ['Apply'] }),
    agentAlipayPayContinue: mutation(build, pay.agentAlipayPayContinue, { invalidatesTags: ['Apply'] }),

    // account
    userAgentInfo: query(build, pay.userAgentInfo, { providesTags: ['Account', 'Legion'] }),
    deposit: query(build, pay.deposit, { providesTags: ['Account'] }),
    myEarnings: query(build, pay.myEarnings, { providesTags: ['Account', 'Income'] }),
    agentSalesIncome: query(build, pay.agentSalesIncome, { providesTags: ['Income'] }),
    updateRecommender: mutation(build, pay.updateRecommender, { invalidatesTags: ['Account'] }),
    transactionTypes: query(build, pay.transactionTypes),
    detailList: query(build, pay.detailList, { providesTags: ['Income'] }),
    fansPage: query(build, pay.fansPage, { providesTags: ['Fans'] }),
    userInfoById: query(build, pay.userInfoById, { providesTags: ['Member', 'Fans'] }),

    // sign-in
    signIn: mutation(build, pay.signIn, { invalidatesTags: ['SignIn', 'Account'] }),
    monthSignInRecords: query(build, pay.monthSignInRecords, { providesTags: ['SignIn'] }),
    consecutiveSignInDays: query(build, pay.consecutiveSignInDays, { providesTags: ['SignIn'] }),
    signInByDate: query(build, pay.signInByDate, { providesTags: ['SignIn'] }),
    signInCoinExchange: mutation(build, pay.signInCoinExchange, { invalidatesTags: ['SignIn', 'Account', 'Coupon'] }),
    monthBonus: query(build, pay.monthBonus, { providesTags: ['Income'] }),
    partnerBonus: query(build, pay.partnerBonus, { providesTags: ['Income'] }),

    // withdrawals
    withdrawPreInfo: query(build, pay.withdrawPreInfo, { providesTags: ['Account', 'Withdrawal'] }),
    // a pure calculation (fee, amount received): a read, cached per amount
    withdrawCalculate: query(build, pay.withdrawCalculate),
    withdrawApply: mutation(build, pay.withdrawApply, { invalidatesTags: ['Withdrawal', 'Account', 'Income'] }),
    withdrawQuery: query(build, pay.withdrawQuery, { providesTags: ['Withdrawal'] }),

    // legions
    legionQuery: query(build, pay.legionQuery, { providesTags: ['Legion'] }),
    legionCenter: query(build, pay.legionCenter, { providesTags: ['Legion'] }),
    updateBelongingLegion: mutation(build, pay.updateBelongingLegion, { invalidatesTags: ['Legion', 'Account'] }),

    // cash coupons and proposals
    cashCoupons: query(build, pay.cashCoupons, { providesTags: ['Coupon'] }),
    proposePage: query(build, pay.proposePage, { providesTags: ['Propose'] }),
    proposeDetail: query(build, pay.proposeDetail, { providesTags: ['Propose'] }),
    proposeUse: mutation(build, pay.proposeUse, { invalidatesTags: ['Propose'] }),
  }),
});

export const {
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
