import { baseApi } from './baseApi';
import { pay } from './catalogue/pay';
import { mutation, mutations, pages, queries, query } from './endpoints';

export const payApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // agent application payments
    ...mutations(build, pay, ['agentWechatPay', 'agentAlipayPay', 'agentWechatPayContinue', 'agentAlipayPayContinue'], { invalidatesTags: ['Apply'] }),

    // account and income
    userAgentInfo: query(build, pay.userAgentInfo, { providesTags: ['Account', 'Legion'] }),
    deposit: query(build, pay.deposit, { providesTags: ['Account'] }),
    myEarnings: query(build, pay.myEarnings, { providesTags: ['Account', 'Income'] }),
    ...queries(build, pay, ['agentSalesIncome', 'detailList', 'monthBonus', 'partnerBonus'], { providesTags: ['Income'] }),
    updateRecommender: mutation(build, pay.updateRecommender, { invalidatesTags: ['Account'] }),
    // withdrawCalculate is a pure calculation (fee, amount received): a read, cached per amount
    ...queries(build, pay, ['transactionTypes', 'withdrawCalculate']),
    fansPage: query(build, pay.fansPage, { providesTags: ['Fans'] }),
    userInfoById: query(build, pay.userInfoById, { providesTags: ['Member', 'Fans'] }),

    // sign-in
    signIn: mutation(build, pay.signIn, { invalidatesTags: ['SignIn', 'Account'] }),
    ...queries(build, pay, ['monthSignInRecords', 'consecutiveSignInDays', 'signInByDate'], { providesTags: ['SignIn'] }),
    signInCoinExchange: mutation(build, pay.signInCoinExchange, { invalidatesTags: ['SignIn', 'Account', 'Coupon'] }),

    // withdrawals
    withdrawPreInfo: query(build, pay.withdrawPreInfo, { providesTags: ['Account', 'Withdrawal'] }),
    withdrawApply: mutation(build, pay.withdrawApply, { invalidatesTags: ['Withdrawal', 'Account', 'Income'] }),
    withdrawQuery: query(build, pay.withdrawQuery, { providesTags: ['Withdrawal'] }),

    // legions
    ...queries(build, pay, ['legionQuery', 'legionCenter'], { providesTags: ['Legion'] }),
    updateBelongingLegion: mutation(build, pay.updateBelongingLegion, { invalidatesTags: ['Legion', 'Account'] }),

    // cash coupons and the cash-coupon plans: using a plan spends cash coupons and grants a member
    // coupon (both tagged Coupon: the wallet and my coupons ask again) and marks the plan used
    cashCoupons: query(build, pay.cashCoupons, { providesTags: ['Coupon'] }),
    ...queries(build, pay, ['proposePage', 'proposeDetail'], { providesTags: ['Propose'] }),
    // the plans of /creditZone's cash tab, page by page (10 a page)
    proposePages: pages(build, pay.proposePage, { providesTags: ['Propose'] }),
    proposeUse: mutation(build, pay.proposeUse, { invalidatesTags: ['Propose', 'Coupon'] }),

    // the mine page's points (sign-in and the lottery move them: tag Account)
    accountPoints: query(build, pay.accountPoints, { providesTags: ['Account'] }),
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
  useProposePagesInfiniteQuery,
  useProposeDetailQuery,
  useProposeUseMutation,
  useAccountPointsQuery,
} = payApi;
