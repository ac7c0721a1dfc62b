import { baseApi } from './baseApi';
import { catalogue } from './catalogue';
import { mutation, query } from './endpoints';

export const payApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // agent application payments
    agentWechatPay: mutation(build, catalogue.agentWechatPay, { invalidatesTags: ['Apply'] }),
    agentAlipayPay: mutation(build, catalogue.agentAlipayPay, { invalidatesTags: ['Apply'] }),
    agentWechatPayContinue: mutation(build, catalogue.agentWechatPayContinue, { invalidatesTags: ['Apply'] }),
    agentAlipayPayContinue: mutation(build, catalogue.agentAlipayPayContinue, { invalidatesTags: ['Apply'] }),

    // account
    userAgentInfo: query(build, catalogue.userAgentInfo, { providesTags: ['Account', 'Legion'] }),
    deposit: query(build, catalogue.deposit, { providesTags: ['Account'] }),
    myEarnings: query(build, catalogue.myEarnings, { providesTags: ['Account', 'Income'] }),
    agentSalesIncome: query(build, catalogue.agentSalesIncome, { providesTags: ['Income'] }),
    updateRecommender: mutation(build, catalogue.updateRecommender, { invalidatesTags: ['Account'] }),
    transactionTypes: query(build, catalogue.transactionTypes),
    detailList: query(build, catalogue.detailList, { providesTags: ['Income'] }),
    fansPage: query(build, catalogue.fansPage, { providesTags: ['Fans'] }),
    userInfoById: query(build, catalogue.userInfoById, { providesTags: ['Member', 'Fans'] }),

    // sign-in
    signIn: mutation(build, catalogue.signIn, { invalidatesTags: ['SignIn', 'Account'] }),
    monthSignInRecords: query(build, catalogue.monthSignInRecords, { providesTags: ['SignIn'] }),
    consecutiveSignInDays: query(build, catalogue.consecutiveSignInDays, { providesTags: ['SignIn'] }),
    signInByDate: query(build, catalogue.signInByDate, { providesTags: ['SignIn'] }),
    signInCoinExchange: mutation(build, catalogue.signInCoinExchange, { invalidatesTags: ['SignIn', 'Account', 'Coupon'] }),
    monthBonus: query(build, catalogue.monthBonus, { providesTags: ['Income'] }),
    partnerBonus: query(build, catalogue.partnerBonus, { providesTags: ['Income'] }),

    // withdrawals
    withdrawPreInfo: query(build, catalogue.withdrawPreInfo, { providesTags: ['Account', 'Withdrawal'] }),
    // a pure calculation (fee, amount received): a read, cached per amount
    withdrawCalculate: query(build, catalogue.withdrawCalculate),
    withdrawApply: mutation(build, catalogue.withdrawApply, { invalidatesTags: ['Withdrawal', 'Account', 'Income'] }),
    withdrawQuery: query(build, catalogue.withdrawQuery, { providesTags: ['Withdrawal'] }),

    // legions
    legionQuery: query(build, catalogue.legionQuery, { providesTags: ['Legion'] }),
    legionCenter: query(build, catalogue.legionCenter, { providesTags: ['Legion'] }),
    updateBelongingLegion: mutation(build, catalogue.updateBelongingLegion, { invalidatesTags: ['Legion', 'Account'] }),

    // cash coupons and proposals
    cashCoupons: query(build, catalogue.cashCoupons, { providesTags: ['Coupon'] }),
    proposePage: query(build, catalogue.proposePage, { providesTags: ['Propose'] }),
    proposeDetail: query(build, catalogue.proposeDetail, { providesTags: ['Propose'] }),
    proposeUse: mutation(build, catalogue.proposeUse, { invalidatesTags: ['Propose'] }),
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
