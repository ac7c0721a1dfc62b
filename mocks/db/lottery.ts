import type { LotteryDrawRecord, LotteryHelpRecord, LotteryPrize, WinningRecord } from '@/api/types/lottery';
import {
  LOTTERY_SEED,
  lotteryAccounts,
  lotteryDrawRecords,
  lotteryHelpRecords,
  lotteryPrizes,
  lotteryWinningRecords,
  type LotteryAccountRecord,
} from '../data/lottery';

export interface LotteryTables {
  lotteryPrizes: LotteryPrize[];
  lotteryAccounts: LotteryAccountRecord[];
  lotteryDrawRecords: LotteryDrawRecord[];
  lotteryWinningRecords: WinningRecord[];
  lotteryHelpRecords: LotteryHelpRecord[];
  /** PRNG state of the draw sequence (kept in the db, so resetDb() replays it) and the id counter */
  lotteryState: { rng: number; sequence: number };
}

export function seedLottery(): LotteryTables {
  return structuredClone({
    lotteryPrizes,
    lotteryAccounts,
    lotteryDrawRecords,
    lotteryWinningRecords,
    lotteryHelpRecords,
    lotteryState: { rng: LOTTERY_SEED >>> 0, sequence: 1 },
  });
}

/**
 * One step of mulberry32 on the stored state: returns a number in [0, 1) and advances the state.
 * (The same generator as mocks/clock.ts `seededRandom`, but with its state in the db.)
 */
export function nextDrawRandom(state: { rng: number }): number {
  state.rng = (state.rng + 0x6d2b79f5) >>> 0;
  let t = state.rng;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** Picks a prize by weight for a random number in [0, 1). */
export function pickPrize(prizes: readonly LotteryPrize[], random: number): LotteryPrize {
  const total = prizes.reduce((sum, prize) => sum + prize.weight, 0);
  let point = random * total;
  for (const prize of prizes) {
    if (point < prize.weight) return prize;
    point -= prize.weight;
  }
  const last = prizes[prizes.length - 1];
  if (!last) throw new Error('no lottery prizes configured');
  return last;
}
