import { baseApi } from './baseApi';
import { lottery } from './catalogue/lottery';
import { mutation, query } from './endpoints';

/** Lottery: one endpoint per `lottery` catalogue entry (src/api/catalogue/lottery.ts). */
export const lotteryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLotteryPrizeConfigurationList: query(build, lottery.getLotteryPrizeConfigurationList, { providesTags: ['Lottery'] }),
    getMemberLottery: query(build, lottery.getMemberLottery, { providesTags: ['Lottery'] }),
    userLotteryDraw: mutation(build, lottery.userLotteryDraw, { invalidatesTags: ['Lottery'] }),
    getLotteryDrawRecordList: query(build, lottery.getLotteryDrawRecordList, { providesTags: ['Lottery'] }),
    getWinningRecordPage: query(build, lottery.getWinningRecordPage, { providesTags: ['Lottery'] }),
    lotteryHelpNumber: mutation(build, lottery.lotteryHelpNumber, { invalidatesTags: ['Lottery'] }),
    signAddLotteryHelpNumber: mutation(build, lottery.signAddLotteryHelpNumber, { invalidatesTags: ['Lottery'] }),
    getLotteryHelpRecordList: query(build, lottery.getLotteryHelpRecordList, { providesTags: ['Lottery'] }),
    // exchanging credits points (Account) or issues a cash coupon (Coupon)
    prizeExchange: mutation(build, lottery.prizeExchange, { invalidatesTags: ['Lottery', 'Account', 'Coupon'] }),
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
