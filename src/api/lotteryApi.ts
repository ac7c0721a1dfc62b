import { baseApi } from './baseApi';
import { callQuery } from './callQuery';
import { catalogue } from './catalogue';
import type {
  DrawResult,
  LotteryDrawRecord,
  LotteryHelpArg,
  LotteryHelpRecord,
  LotteryHelpResult,
  LotteryPrize,
  MemberLottery,
  PageResult,
  PrizeExchangeArg,
  PrizeExchangeResult,
  SignAddLotteryResult,
  WinningRecord,
  WinningRecordPageArg,
} from './types/lottery';

/** Lottery: one endpoint per `lottery` catalogue entry (src/api/catalogue/buyer.ts). */
export const lotteryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLotteryPrizeConfigurationList: build.query<LotteryPrize[], void>({
      query: callQuery(catalogue.getLotteryPrizeConfigurationList),
      providesTags: ['Lottery'],
    }),
    getMemberLottery: build.query<MemberLottery, void>({
      query: callQuery(catalogue.getMemberLottery),
      providesTags: ['Lottery'],
    }),
    userLotteryDraw: build.mutation<DrawResult, void>({
      query: callQuery(catalogue.userLotteryDraw),
      invalidatesTags: ['Lottery'],
    }),
    getLotteryDrawRecordList: build.query<LotteryDrawRecord[], void>({
      query: callQuery(catalogue.getLotteryDrawRecordList),
      providesTags: ['Lottery'],
    }),
    getWinningRecordPage: build.query<PageResult<WinningRecord>, WinningRecordPageArg | void>({
      query: callQuery(catalogue.getWinningRecordPage),
      providesTags: ['Lottery'],
    }),
    lotteryHelpNumber: build.mutation<LotteryHelpResult, LotteryHelpArg>({
      query: callQuery(catalogue.lotteryHelpNumber),
      invalidatesTags: ['Lottery'],
    }),
    signAddLotteryHelpNumber: build.mutation<SignAddLotteryResult, void>({
      query: callQuery(catalogue.signAddLotteryHelpNumber),
      invalidatesTags: ['Lottery'],
    }),
    getLotteryHelpRecordList: build.query<LotteryHelpRecord[], void>({
      query: callQuery(catalogue.getLotteryHelpRecordList),
      providesTags: ['Lottery'],
    }),
    // exchanging credits points (Account) or issues a cash coupon (Coupon)
    prizeExchange: build.mutation<PrizeExchangeResult, PrizeExchangeArg>({
      query: callQuery(catalogue.prizeExchange),
      invalidatesTags: ['Lottery', 'Account', 'Coupon'],
    }),
  }),
});

export const {
  useGetLotteryPrizeConfigurationListQuery,
  useGetMemberLotteryQuery,
  useUserLotteryDrawMutation,
  useGetLotteryDrawRecordListQuery,
  useGetWinningRecordPageQuery,
  useLotteryHelpNumberMutation,
  useSignAddLotteryHelpNumberMutation,
  useGetLotteryHelpRecordListQuery,
  usePrizeExchangeMutation,
} = lotteryApi;
