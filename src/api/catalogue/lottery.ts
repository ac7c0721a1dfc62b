import type { PageResult } from '../types/common';
import type { DrawResult, LotteryDrawRecord, LotteryHelpArg, LotteryHelpRecord, LotteryHelpResult, LotteryPrize, MemberLottery, PrizeExchangeArg, PrizeExchangeResult, SignAddLotteryResult, WinningRecord, WinningRecordPageArg } from '../types/lottery';
import { call, domain } from './define';

/** Buyer service, lottery: draws, help records, prizes (documented paths). */
export const lottery = /* @__PURE__ */ domain('lottery', {}, {
  getLotteryDrawRecordList: call<void, LotteryDrawRecord[]>('/teamall-buyer/client/lottery/getLotteryDrawRecordList', { list: true }),
  getLotteryHelpRecordList: call<void, LotteryHelpRecord[]>('/teamall-buyer/client/lottery/getLotteryHelpRecordList', { list: true }),
  getLotteryPrizeConfigurationList: call<void, LotteryPrize[]>('/teamall-buyer/client/lottery/getLotteryPrizeConfigurationList', { list: true }),
  lotteryHelpNumber: call<LotteryHelpArg, LotteryHelpResult>('/teamall-buyer/client/lottery/lotteryHelpNumber'),
  prizeExchange: call<PrizeExchangeArg, PrizeExchangeResult>('/teamall-buyer/client/lottery/prizeExchange'),
  signAddLotteryHelpNumber: call<void, SignAddLotteryResult>('/teamall-buyer/client/lottery/signAddLotteryHelpNumber'),
  userLotteryDraw: call<void, DrawResult>('/teamall-buyer/client/lottery/userLotteryDraw'),
  getMemberLottery: call<void, MemberLottery>('/teamall-buyer/client/lottery/getMemberLottery'),
  getWinningRecordPage: call<WinningRecordPageArg | void, PageResult<WinningRecord>>('/teamall-buyer/client/lottery/getWinningRecordPage'),
});
