import { baseApi } from './baseApi';
import { lottery } from './catalogue/lottery';
import { mutation, mutations, queries } from './endpoints';

/** Lottery: one endpoint per `lottery` catalogue entry (src/api/catalogue/lottery.ts). */
export const lotteryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    ...queries(build, lottery, ['getLotteryPrizeConfigurationList', 'getMemberLottery', 'getLotteryDrawRecordList', 'getWinningRecordPage', 'getLotteryHelpRecordList'], {
      providesTags: ['Lottery'],
    }),
    ...mutations(build, lottery, ['userLotteryDraw', 'lotteryHelpNumber', 'signAddLotteryHelpNumber'], { invalidatesTags: ['Lottery'] }),
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
