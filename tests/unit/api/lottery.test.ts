import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lotteryApi } from '@/api/lotteryApi';
import { payApi } from '@/api/payApi';
import { registerNavigator } from '@/platform/navigation';
import { sessions } from '@mocks/data/sessions';
import { db, resetDb } from '@mocks/db';
import { makeTestStore } from '../teardown';

const buyer = () => makeTestStore({ session: sessions.buyer });
const agent = () => makeTestStore({ session: sessions.agent });

async function drawAll(store: ReturnType<typeof buyer>, times: number): Promise<string[]> {
  const names: string[] = [];
  for (let i = 0; i < times; i += 1) {
    const result = await store.dispatch(lotteryApi.endpoints.userLotteryDraw.initiate()).unwrap();
    names.push(result.prize.prizeName);
  }
  return names;
}

describe('lottery: prize wheel', () => {
  it('configures 8 prizes with local images and weights summing to 100', async () => {
    const prizes = await buyer().dispatch(lotteryApi.endpoints.getLotteryPrizeConfigurationList.initiate()).unwrap();
    expect(prizes.map((prize) => prize.prizeName)).toEqual(['谢谢参与', '10 积分', '茶叶小样', '5 元券', '20 元券', '定制茶杯', '大红袍 100g', '再来一次']);
    expect(prizes.every((prize) => /^lottery\/[\w-]+\.svg$/.test(prize.image))).toBe(true);
    expect(prizes.reduce((sum, prize) => sum + prize.weight, 0)).toBe(100);
    expect(prizes.find((prize) => prize.prizeName === '大红袍 100g')?.probability).toBe(0.01);
  });
});

describe('lottery: draws', () => {
  it('draws from a seeded sequence: the same prizes after resetDb()', async () => {
    const first = await drawAll(buyer(), 3);
    expect(first).toEqual(['茶叶小样', '10 积分', '10 积分']);
    resetDb();
    const second = await drawAll(buyer(), 3);
    expect(second).toEqual(first);
  });

  it('consumes draws, records them, and rejects when none are left', async () => {
    const store = buyer();
    const member = store.dispatch(lotteryApi.endpoints.getMemberLottery.initiate());
    await member;
    const select = lotteryApi.endpoints.getMemberLottery.select();
    expect(select(store.getState()).data).toMatchObject({ remainingCount: 3, helpCount: 2, totalDrawCount: 7 });

    const result = await store.dispatch(lotteryApi.endpoints.userLotteryDraw.initiate()).unwrap();
    expect(result).toMatchObject({ remainingCount: 2, prizeIndex: 2, prize: { prizeName: '茶叶小样' } });
    expect(result.winningRecordId).not.toBeNull();
    await waitFor(() => expect(select(store.getState()).data).toMatchObject({ remainingCount: 2, totalDrawCount: 8 }));
    member.unsubscribe();

    await drawAll(store, 2);
    const exhausted = await store.dispatch(lotteryApi.endpoints.userLotteryDraw.initiate());
    expect(exhausted.error).toEqual({ kind: 'business', code: 0, message: '抽奖次数已用完', notify: true });

    const records = await store.dispatch(lotteryApi.endpoints.getLotteryDrawRecordList.initiate()).unwrap();
    expect(records).toHaveLength(10);
    expect(records.slice(0, 3).map((record) => record.prizeName)).toEqual(['10 积分', '10 积分', '茶叶小样']);
    const winnings = await store.dispatch(lotteryApi.endpoints.getWinningRecordPage.initiate({ exchangeStatus: 0, pageSize: 10 })).unwrap();
    expect(winnings.total).toBe(4);
  });

  it('exchanges a won prize once: points are credited to the account', async () => {
    const store = buyer();
    const page = await store.dispatch(lotteryApi.endpoints.getWinningRecordPage.initiate({ exchangeStatus: 0 })).unwrap();
    expect(page.list.map((record) => record.recordId)).toEqual(['lw-1004']);
    const done = await store.dispatch(lotteryApi.endpoints.prizeExchange.initiate({ recordId: 'lw-1004' })).unwrap();
    expect(done).toMatchObject({ exchangeStatus: 1, description: '10 积分已存入账户' });
    expect(db.payAccounts.find((account) => account.memberId === 'm-10086')?.points).toBe(130);
    const twice = await store.dispatch(lotteryApi.endpoints.prizeExchange.initiate({ recordId: 'lw-1004' }));
    expect(twice.error).toMatchObject({ message: '该奖品已兑换，请勿重复兑换' });

    const cup = await agent().dispatch(lotteryApi.endpoints.prizeExchange.initiate({ recordId: 'lw-2001' }));
    expect(cup.error).toMatchObject({ message: '请选择收货地址' });
  });
});

describe('lottery: extra draws', () => {
  it('a friend assist adds a draw to the sharer once a day', async () => {
    const helper = agent();
    const result = await helper.dispatch(lotteryApi.endpoints.lotteryHelpNumber.initiate({ helpMemberId: 'm-10086' })).unwrap();
    expect(result).toEqual({ helpMemberId: 'm-10086', addCount: 1 });
    const again = await helper.dispatch(lotteryApi.endpoints.lotteryHelpNumber.initiate({ helpMemberId: 'm-10086' }));
    expect(again.error).toMatchObject({ message: '今日已为好友助力，明天再来吧' });
    const self = await helper.dispatch(lotteryApi.endpoints.lotteryHelpNumber.initiate({ helpMemberId: 'm-20488' }));
    expect(self.error).toMatchObject({ message: '不能为自己助力' });

    const sharer = buyer();
    expect(await sharer.dispatch(lotteryApi.endpoints.getMemberLottery.initiate()).unwrap()).toMatchObject({ remainingCount: 4, helpCount: 3 });
    const helps = await sharer.dispatch(lotteryApi.endpoints.getLotteryHelpRecordList.initiate()).unwrap();
    expect(helps.map((record) => record.helperNickname)).toEqual(['陈记茶馆', '林小满', '许小茶']);
  });

  it('the sign-in bonus needs today’s sign-in and is claimed once', async () => {
    const store = buyer();
    const early = await store.dispatch(lotteryApi.endpoints.signAddLotteryHelpNumber.initiate());
    expect(early.error).toMatchObject({ message: '请先完成今日签到' });
    await store.dispatch(payApi.endpoints.signIn.initiate()).unwrap();
    expect(await store.dispatch(lotteryApi.endpoints.signAddLotteryHelpNumber.initiate()).unwrap()).toEqual({ addCount: 1, remainingCount: 4 });
    const twice = await store.dispatch(lotteryApi.endpoints.signAddLotteryHelpNumber.initiate());
    expect(twice.error).toMatchObject({ message: '今日签到奖励已领取' });
  });

  it('a guest drawing gets sessionExpired (10001) and no draw is spent', async () => {
    const navigate = vi.fn();
    const unregister = registerNavigator(navigate);
    const result = await makeTestStore({ session: sessions.guest }).dispatch(lotteryApi.endpoints.userLotteryDraw.initiate());
    expect(result.error).toMatchObject({ kind: 'sessionExpired', code: 10001 });
    expect(db.lotteryState.rng).toBe(20261121);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login', { replace: true }));
    unregister();
  });
});
