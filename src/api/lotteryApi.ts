import { baseApi } from './baseApi';
import { catalogue } from './catalogue';
import { mutation, query } from './endpoints';

/** Lottery: one endpoint per `lottery` catalogue entry (src/api/catalogue/buyer.ts). */
export const lotteryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLotteryPrizeConfigurationList: query(build, catalogue.getLotteryPrizeConfigurationList, { providesTags: ['Lottery'] }),
    getMemberLottery: query(build, catalogue.getMemberLottery, { providesTags: ['Lottery'] }),
    userLotteryDraw: mutation(build, catalogue.userLotteryDraw, { invalidatesTags: ['Lottery'] }),
    getLotteryDrawRecordList: query(build, catalogue.getLotteryDrawRecordList, { providesTags: ['Lottery'] }),
    getWinningRecordPage: query(build, catalogue.getWinningRecordPage, { providesTags: ['Lottery'] }),
    lotteryHelpNumber: mutation(build, catalogue.lotteryHelpNumber, { invalidatesTags: ['Lottery'] }),
    signAddLotteryHelpNumber: mutation(build, catalogue.signAddLotteryHelpNumber, { invalidatesTags: ['Lottery'] }),
    getLotteryHelpRecordList: query(build, catalogue.getLotteryHelpRecordList, { providesTags: ['Lottery'] }),
    // exchanging credits points (Account) or issues a cash coupon (Coupon)
    prizeExchange: mutation(build, catalogue.prizeExchange, { invalidatesTags: ['Lottery', 'Account', 'Coupon'] }),
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
