import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { orderPayApi } from '@/api/orderPayApi';
import { memberApi } from '@/api/memberApi';
import { payApi } from '@/api/payApi';
import { registerNavigator } from '@/platform/navigation';
import { sessions } from '@mocks/data/sessions';
import { db } from '@mocks/db';
import { makeTestStore } from '../teardown';

const agent = () => makeTestStore({ session: sessions.agent });
const buyer = () => makeTestStore({ session: sessions.buyer });

describe('pay: sign-in', () => {
  it('signs in once a day: the second sign-in is rejected with 今日已签到 and the month shows the day', async () => {
    const store = buyer();
    const first = await store.dispatch(payApi.endpoints.signIn.initiate()).unwrap();
    // the buyer signed 11-14..11-19: today is the 7th day in a row, worth the weekly bonus
    expect(first).toEqual({ signDate: '2026-11-20', coins: 15, consecutiveDays: 7, totalCoins: 50 });

    const second = await store.dispatch(payApi.endpoints.signIn.initiate());
    expect(second.error).toEqual({ kind: 'business', code: 0, message: '今日已签到', notify: true });

    const month = await store.dispatch(payApi.endpoints.monthSignInRecords.initiate({ month: '2026-11' })).unwrap();
    expect(month.map((record) => record.signDate)).toContain('2026-11-20');
    expect(month.filter((record) => record.signDate === '2026-11-20')).toHaveLength(1);
    const october = await store.dispatch(payApi.endpoints.monthSignInRecords.initiate({ month: '2026-10' })).unwrap();
    expect(october.map((record) => record.signDate)).toEqual(['2026-10-03', '2026-10-04', '2026-10-11']);

    const streak = await store.dispatch(payApi.endpoints.consecutiveSignInDays.initiate()).unwrap();
    expect(streak).toEqual({ consecutiveDays: 7, signedToday: true, totalCoins: 50 });
    const day = await store.dispatch(payApi.endpoints.signInByDate.initiate({ signDate: '2026-11-20' })).unwrap();
    expect(day).toMatchObject({ signed: true, coins: 15 });
  });

  it('a subscribed consecutive-days query refetches after signIn (SignIn tag)', async () => {
    const store = agent();
    const subscription = store.dispatch(payApi.endpoints.consecutiveSignInDays.initiate());
    await subscription;
    const select = payApi.endpoints.consecutiveSignInDays.select();
    expect(select(store.getState()).data).toEqual({ consecutiveDays: 1, signedToday: false, totalCoins: 120 });
    await store.dispatch(payApi.endpoints.signIn.initiate()).unwrap();
    await waitFor(() => expect(select(store.getState()).data).toEqual({ consecutiveDays: 2, signedToday: true, totalCoins: 125 }));
    subscription.unsubscribe();
  });

  it('coin exchange: too few coins is rejected; enough coins issue a cash coupon', async () => {
    const poor = buyer();
    const rejected = await poor.dispatch(payApi.endpoints.signInCoinExchange.initiate({ exchangeType: 'CASH_COUPON', coins: 100 }));
    expect(rejected.error).toMatchObject({ kind: 'business', code: 0, message: '签到币不足，当前仅有 35 个' });
    expect(db.payAccounts.find((account) => account.memberId === 'm-10086')?.signCoins).toBe(35);

    const rich = agent();
    const coupons = rich.dispatch(payApi.endpoints.cashCoupons.initiate({ status: 0 }));
    expect((await coupons).data?.map((coupon) => coupon.couponId)).toEqual(['cc-5001']);
    const result = await rich.dispatch(payApi.endpoints.signInCoinExchange.initiate({ exchangeType: 'CASH_COUPON', coins: 100 })).unwrap();
    expect(result).toMatchObject({ coinsUsed: 100, remainingCoins: 20, couponAmount: 5, pointsAdded: 0 });
    const select = payApi.endpoints.cashCoupons.select({ status: 0 });
    await waitFor(() => expect(select(rich.getState()).data).toHaveLength(2));
    expect(select(rich.getState()).data?.[0]).toMatchObject({ amount: 5, source: '签到币兑换', expireDate: '2026-12-20' });
    coupons.unsubscribe();

    const odd = await rich.dispatch(payApi.endpoints.signInCoinExchange.initiate({ exchangeType: 'CASH_COUPON', coins: 15 }));
    expect(odd.error).toMatchObject({ message: '现金券需以 100 签到币为单位兑换' });
    const points = await rich.dispatch(payApi.endpoints.signInCoinExchange.initiate({ exchangeType: 'POINTS', coins: 20 })).unwrap();
    expect(points).toMatchObject({ pointsAdded: 200, remainingCoins: 0 });
  });
});

describe('pay: withdrawals', () => {
  it('calculates the 0.6 % fee', async () => {
    const store = agent();
    expect(await store.dispatch(payApi.endpoints.withdrawCalculate.initiate({ amount: 500 })).unwrap()).toEqual({
      amount: 500,
      fee: 3,
      actualAmount: 497,
      feeRate: 0.006,
    });
    expect(await store.dispatch(payApi.endpoints.withdrawCalculate.initiate({ amount: 1234.56 })).unwrap()).toMatchObject({ fee: 7.41, actualAmount: 1227.15 });
    const pre = await store.dispatch(payApi.endpoints.withdrawPreInfo.initiate()).unwrap();
    expect(pre).toMatchObject({ balance: 3268.5, minAmount: 10, feeRate: 0.006, bankCardNo: '**** **** **** 6218' });
  });

  it('apply moves the amount from balance to frozen, a subscribed myEarnings refetches, withdrawQuery lists it', async () => {
    const store = agent();
    const earnings = store.dispatch(payApi.endpoints.myEarnings.initiate());
    await earnings;
    const select = payApi.endpoints.myEarnings.select();
    expect(select(store.getState()).data).toEqual({ balance: 3268.5, frozenAmount: 500, totalIncome: 18652.3, todayIncome: 128.6, withdrawnAmount: 6800 });

    const record = await store.dispatch(payApi.endpoints.withdrawApply.initiate({ amount: 800 })).unwrap();
    expect(record).toMatchObject({ amount: 800, fee: 4.8, actualAmount: 795.2, status: 0, statusName: '审核中' });

    await waitFor(() => expect(select(store.getState()).data).toMatchObject({ balance: 2468.5, frozenAmount: 1300 }));
    earnings.unsubscribe();

    const page = await store.dispatch(payApi.endpoints.withdrawQuery.initiate({ pageNo: 1, pageSize: 10 })).unwrap();
    expect(page.total).toBe(4);
    expect(page.list[0]).toEqual(record);
    const reviewing = await store.dispatch(payApi.endpoints.withdrawQuery.initiate({ status: 0 })).unwrap();
    expect(reviewing.list.map((row) => row.amount)).toEqual([800, 500]);

    // the withdrawal is an expense in the detail list
    const details = await store.dispatch(payApi.endpoints.detailList.initiate({ type: 5, startDate: '2026-11-20', endDate: '2026-11-20' })).unwrap();
    expect(details.list).toHaveLength(1);
    expect(details.list[0]).toMatchObject({ typeName: '提现', direction: 2, amount: 800 });
  });

  it('rejects below the minimum and above the balance, leaving the account unchanged', async () => {
    const store = agent();
    const low = await store.dispatch(payApi.endpoints.withdrawApply.initiate({ amount: 9.99 }));
    expect(low.error).toEqual({ kind: 'business', code: 0, message: '单笔提现金额不能低于 10.00 元', notify: true });
    const high = await store.dispatch(payApi.endpoints.withdrawApply.initiate({ amount: 3268.51 }));
    expect(high.error).toMatchObject({ message: '可提现余额不足' });
    const bad = await store.dispatch(payApi.endpoints.withdrawCalculate.initiate({ amount: -1 }));
    expect(bad.error).toMatchObject({ message: '请输入正确的提现金额' });
    const account = db.payAccounts.find((candidate) => candidate.memberId === 'm-20488');
    expect(account).toMatchObject({ balance: 3268.5, frozenAmount: 500 });
    expect(db.payWithdrawals).toHaveLength(3);
  });
});

describe('pay: account', () => {
  it('userInfoById sends the id as a path parameter', async () => {
    const store = agent();
    const self = await store.dispatch(payApi.endpoints.userInfoById.initiate({ id: 'm-20488' })).unwrap();
    expect(self).toMatchObject({ memberId: 'm-20488', nickname: '陈记茶馆', mobile: '139****9000', agentLevelName: '茶馆', fansCount: 12 });
    const fan = await store.dispatch(payApi.endpoints.userInfoById.initiate({ id: 'm-30101' })).unwrap();
    expect(fan).toMatchObject({ memberId: 'm-30101', nickname: '苏晚晴', agentLevelName: '普通会员' });
    const missing = await store.dispatch(payApi.endpoints.userInfoById.initiate({ id: 'm-00000' }));
    expect(missing.error).toMatchObject({ message: '用户不存在' });
  });

  it('agent info: tea-house level, region, expiry and legion; the buyer is an ordinary member', async () => {
    const info = await agent().dispatch(payApi.endpoints.userAgentInfo.initiate()).unwrap();
    expect(info).toMatchObject({ role: 'agent', agentLevel: 2, agentLevelName: '茶馆', cityName: '南平市', regionName: '武夷山市', expireDate: '2026-12-31', legionName: '武夷岩韵军团' });
    const store = buyer();
    expect(await store.dispatch(payApi.endpoints.userAgentInfo.initiate()).unwrap()).toMatchObject({ role: 'buyer', agentLevelName: '普通会员', recommenderName: '陈记茶馆' });
    const bonus = await store.dispatch(payApi.endpoints.monthBonus.initiate());
    expect(bonus.error).toMatchObject({ message: '您还不是茶室/茶馆代理，暂无权限查看' });
  });

  it('detailList filters by type and date range and pages', async () => {
    const store = agent();
    const sales = await store.dispatch(payApi.endpoints.detailList.initiate({ type: 1, startDate: '2026-11-01', endDate: '2026-11-15', pageNo: 1, pageSize: 2 })).unwrap();
    expect(sales.total).toBe(3);
    expect(sales.hasMore).toBe(true);
    expect(sales.list.map((row) => row.createTime)).toEqual(['2026-11-15 10:12:33', '2026-11-08 15:22:41']);
    const wrong = await store.dispatch(payApi.endpoints.detailList.initiate({ startDate: '2026-11-20', endDate: '2026-11-01' }));
    expect(wrong.error).toMatchObject({ message: '开始日期不能晚于结束日期' });
    const types = await store.dispatch(payApi.endpoints.transactionTypes.initiate()).unwrap();
    expect(types.map((type) => type.typeName)).toContain('提现');
  });

  it('fans page and legion change are stateful', async () => {
    const store = agent();
    const fans = await store.dispatch(payApi.endpoints.fansPage.initiate({ level: 1, pageSize: 20 })).unwrap();
    expect(fans.total).toBe(7);
    expect(fans.list[0]).toMatchObject({ nickname: '郑老枞', levelName: '一级粉丝' });

    const changed = await store.dispatch(payApi.endpoints.updateBelongingLegion.initiate({ legionId: 'lg-01' })).unwrap();
    expect(changed.legionName).toBe('闽东茶业军团');
    const center = await store.dispatch(payApi.endpoints.legionCenter.initiate()).unwrap();
    expect(center).toMatchObject({ legionId: 'lg-01', memberCount: 19 });
    expect(db.payLegions.find((legion) => legion.legionId === 'lg-02')?.memberCount).toBe(25);
    expect(center.members.map((member) => member.memberId)).toContain('m-20488');
    const again = await store.dispatch(payApi.endpoints.updateBelongingLegion.initiate({ legionId: 'lg-01' }));
    expect(again.error).toMatchObject({ message: '您已在该军团，无需变更' });
  });
});

describe('pay: cash-coupon plans (propose calls)', () => {
  const usable = () => db.payCashCoupons.filter((coupon) => coupon.memberId === 'm-10086' && coupon.status === 0).map((coupon) => coupon.couponId);
  const granted = (couponId: string) => db.memberCoupons.filter((held) => held.memberId === 'm-10086' && held.couponId === couponId);

  it('lists the plans with what they need and give, their window and whether the buyer used them', async () => {
    const page = await buyer().dispatch(payApi.endpoints.proposePage.initiate({ pageNo: 1, pageSize: 10 })).unwrap();
    expect(page.list.map((plan) => [plan.proposeId, plan.needAmount, plan.grant.name, plan.status, plan.used])).toEqual([
      ['pr-01', 10, '冬藏满 299 减 40', 1, false],
      ['pr-02', 5, '明前绿茶满 199 减 25', 1, false],
      ['pr-03', 30, '暖茶节满 499 减 80', 1, false],
      ['pr-04', 10, '双十一满 399 减 60', 2, false],
      ['pr-05', 5, '会员抵扣券', 1, true],
    ]);
    expect(page.list[0]).not.toHaveProperty('content');
    const detail = await buyer().dispatch(payApi.endpoints.proposeDetail.initiate({ proposeId: 'pr-01' })).unwrap();
    expect(detail.content).toContain('现金券按到期先后整张抵用，不找零。');
  });

  it('using a plan spends cash coupons earliest expiry first and grants its coupon into my coupons; a second use is refused', async () => {
    const store = buyer();
    expect(usable()).toEqual(['cc-5101', 'cc-5102', 'cc-5103']);
    const result = await store.dispatch(payApi.endpoints.proposeUse.initiate({ proposeId: 'pr-01', requestNo: 'r-1' })).unwrap();
    expect(result).toMatchObject({ proposeId: 'pr-01', useCount: 313, spentAmount: 10, granted: { couponId: 'cp-09', name: '冬藏满 299 减 40' } });
    // 12-05 before 12-20; the ¥10.00 coupon expiring in January stays
    expect(result.spent.map((coupon) => coupon.couponId)).toEqual(['cc-5102', 'cc-5101']);
    expect(usable()).toEqual(['cc-5103']);
    expect(granted('cp-09')).toEqual([expect.objectContaining({ id: result.granted.memberCouponId, status: 0 })]);
    const mine = await store.dispatch(memberApi.endpoints.myCoupons.initiate({ status: 0 })).unwrap();
    expect(mine.list.map((coupon) => coupon.name)).toContain('冬藏满 299 减 40');

    const detail = await store.dispatch(payApi.endpoints.proposeDetail.initiate({ proposeId: 'pr-01' })).unwrap();
    expect(detail).toMatchObject({ used: true, usedCount: 1, useCount: 313 });
    const twice = await store.dispatch(payApi.endpoints.proposeUse.initiate({ proposeId: 'pr-01', requestNo: 'r-2' }));
    expect(twice.error).toMatchObject({ message: '您已使用过该方案' });

    // a coupon is spent whole: the ¥5.00 plan takes the ¥10.00 coupon left, no change
    const whole = await store.dispatch(payApi.endpoints.proposeUse.initiate({ proposeId: 'pr-02', requestNo: 'r-3' })).unwrap();
    expect(whole).toMatchObject({ spentAmount: 10, spent: [{ couponId: 'cc-5103', amount: 10 }] });
    expect(usable()).toEqual([]);
  });

  it('refuses a plan the buyer cannot afford, an ended one and one already used, and spends nothing', async () => {
    const store = buyer();
    const poor = await store.dispatch(payApi.endpoints.proposeUse.initiate({ proposeId: 'pr-03', requestNo: 'r-1' }));
    expect(poor.error).toMatchObject({ kind: 'business', code: 0, message: '现金券余额不足' });
    const ended = await store.dispatch(payApi.endpoints.proposeUse.initiate({ proposeId: 'pr-04', requestNo: 'r-2' }));
    expect(ended.error).toMatchObject({ message: '方案已结束' });
    const used = await store.dispatch(payApi.endpoints.proposeUse.initiate({ proposeId: 'pr-05', requestNo: 'r-3' }));
    expect(used.error).toMatchObject({ message: '您已使用过该方案' });
    expect(usable()).toEqual(['cc-5101', 'cc-5102', 'cc-5103']);
    expect(granted('cp-05')).toEqual([]);
  });

  it('a repeated request number is answered with the first outcome: spent and granted once', async () => {
    const store = buyer();
    const first = await store.dispatch(payApi.endpoints.proposeUse.initiate({ proposeId: 'pr-01', requestNo: 'same' })).unwrap();
    const again = await store.dispatch(payApi.endpoints.proposeUse.initiate({ proposeId: 'pr-01', requestNo: 'same' })).unwrap();
    expect(again).toEqual(first);
    expect(granted('cp-09')).toHaveLength(1);
    expect(usable()).toEqual(['cc-5103']);
  });
});

describe('pay: order and agent payments', () => {
  const order = (orderId: string) => db.orders.find((candidate) => candidate.orderId === orderId);

  it('payOrder pays from the balance at once: 待发货, the balance goes down; paying again is refused', async () => {
    const store = buyer();
    const account = db.payAccounts.find((candidate) => candidate.memberId === 'm-10086');
    if (!account) throw new Error('seed: the buyer has a pay account');
    account.balance = 1000;
    const payAmount = order('o-2001')?.payAmount ?? 0;
    const result = await store.dispatch(orderPayApi.endpoints.payOrder.initiate({ orderId: 'o-2001' })).unwrap();
    expect(result).toMatchObject({ orderId: 'o-2001', status: 'SUCCESS', payType: 'BALANCE', payAmount });
    expect(order('o-2001')).toMatchObject({ status: 1, statusText: '待发货', payTime: '2026-11-20 10:00:00', payExpireTime: '' });
    expect(account.balance).toBeCloseTo(1000 - payAmount, 2);
    const again = await store.dispatch(orderPayApi.endpoints.wechatPay.initiate({ orderId: 'o-2001' }));
    expect(again.error).toMatchObject({ kind: 'business', message: '订单已支付，请勿重复支付' });
    const cancelled = await store.dispatch(orderPayApi.endpoints.payOrderV2.initiate({ orderId: 'o-2005', payType: 'ALIPAY' }));
    expect(cancelled.error).toMatchObject({ kind: 'business', message: '订单已取消，无法支付' });
  });

  it('a balance payment larger than the balance is refused; payOrder takes no channel payment', async () => {
    const store = buyer();
    const result = await store.dispatch(orderPayApi.endpoints.payOrder.initiate({ orderId: 'o-2001', payType: 'BALANCE' }));
    expect(result.error).toMatchObject({ kind: 'business', message: '账户余额不足，请选择其他支付方式' });
    const wechat = await store.dispatch(orderPayApi.endpoints.payOrder.initiate({ orderId: 'o-2001', payType: 'WECHAT' }));
    expect(wechat.error).toMatchObject({ kind: 'business', message: '微信、支付宝支付请使用新版收银台' });
    expect(order('o-2001')?.status).toBe(0);
  });

  it('wechatPay and payOrderV2 answer a prepay and leave the order 待付款; a newer prepay closes the older', async () => {
    const store = buyer();
    const prepay = await store.dispatch(orderPayApi.endpoints.wechatPay.initiate({ orderId: 'o-2001' })).unwrap();
    expect(prepay).toMatchObject({ appId: 'wx5c2e8a17d43b90f6', timeStamp: '1795140000', signType: 'RSA', nonceStr: 'Tm20261120Nonce8f3a' });
    expect(prepay.package).toBe(`prepay_id=wx20261120100000${prepay.payNo}`);
    expect(order('o-2001')?.status).toBe(0);

    const alipay = await store.dispatch(orderPayApi.endpoints.payOrderV2.initiate({ orderId: 'o-2001', payType: 'ALIPAY' })).unwrap();
    expect(alipay).toMatchObject({ orderId: 'o-2001', payType: 'ALIPAY', status: 'PENDING' });
    expect('orderString' in alipay.sdkPayload && alipay.sdkPayload.orderString).toContain(`out_trade_no=${alipay.payNo}`);
    expect(db.orderPayments.map((payment) => [payment.payNo, payment.status])).toEqual([
      [prepay.payNo, 'CLOSED'],
      [alipay.payNo, 'PENDING'],
    ]);
    const unknown = await store.dispatch(orderPayApi.endpoints.payOrderV2.initiate({ orderId: 'o-2001', payType: 'BALANCE' as 'ALIPAY' }));
    expect(unknown.error).toMatchObject({ message: '不支持的支付方式' });
  });

  it('the refund call refunds an after-sale order: 已退款, stock back; twice is refused', async () => {
    const store = buyer();
    const stock = () => db.goods.flatMap((record) => record.skus).find((sku) => sku.skuId === 'sku-1301-1')?.stock ?? 0;
    const before = stock();
    const refund = await store.dispatch(orderPayApi.endpoints.payReturnOrder.initiate({ orderId: 'o-2006' })).unwrap();
    expect(refund).toMatchObject({ status: 'SUCCESS', refundAmount: 128 });
    expect(order('o-2006')).toMatchObject({ status: 6, afterSale: { status: 3 } });
    expect(stock()).toBe(before + 1);
    const twice = await store.dispatch(orderPayApi.endpoints.payReturnOrder.initiate({ orderId: 'o-2006' }));
    expect(twice.error).toMatchObject({ message: '该订单已退款，请勿重复操作' });
  });

  it('agent application payments pay the mall application awaiting payment; a paid one cannot be paid again', async () => {
    const store = buyer();
    const missing = await store.dispatch(payApi.endpoints.agentAlipayPayContinue.initiate({ applyId: 'ap-unknown' }));
    expect(missing.error).toMatchObject({ message: '未找到待支付的申请' });
    const application = () => db.applications.find((candidate) => candidate.applyId === 'ap-20261119001');
    expect(application()).toMatchObject({ memberId: 'm-10086', status: 0 });

    const alipay = await store.dispatch(payApi.endpoints.agentAlipayPayContinue.initiate({ applyId: 'ap-20261119001' })).unwrap();
    expect(alipay).toMatchObject({ channel: 'ALIPAY', applyId: 'ap-20261119001', payAmount: application()?.fee, agentLevel: 1 });
    expect(alipay.orderString).toContain(`total_amount=${application()?.fee.toFixed(2)}`);
    expect(application()).toMatchObject({ status: 1, statusText: '审核中' });

    const again = await store.dispatch(payApi.endpoints.agentWechatPay.initiate({ applyId: 'ap-20261119001' }));
    expect(again.error).toMatchObject({ message: '该申请已支付，请勿重复支付' });
    const refused = await store.dispatch(payApi.endpoints.agentWechatPayContinue.initiate({ applyId: 'ap-20261012001' }));
    expect(refused.error).toMatchObject({ message: '申请已被驳回，请重新提交申请' });
    // another member's application is not found
    const other = await agent().dispatch(payApi.endpoints.agentWechatPay.initiate({ applyId: 'ap-20261119001' }));
    expect(other.error).toMatchObject({ message: '未找到待支付的申请' });
  });

  it('agentWechatPay answers WeChat prepay parameters for the application fee', async () => {
    const pending = db.applications.find((candidate) => candidate.applyId === 'ap-20261119001');
    if (!pending) throw new Error('seed: the buyer has an application awaiting payment');
    db.applications.push({ ...structuredClone(pending), applyId: 'ap-test-house', applyType: 'teaHouse', fee: 19800 });
    const prepay = await buyer().dispatch(payApi.endpoints.agentWechatPay.initiate({ applyId: 'ap-test-house' })).unwrap();
    expect(prepay).toMatchObject({ channel: 'WECHAT', agentLevel: 2, payAmount: 19800, appId: 'wx5c2e8a17d43b90f6', signType: 'RSA' });
    expect(prepay.package).toBe(`prepay_id=wx20261120100000${prepay.payNo}`);
  });
});

describe('pay: login required', () => {
  it('a guest calling a token call gets sessionExpired (10001)', async () => {
    const navigate = vi.fn();
    const unregister = registerNavigator(navigate);
    const store = makeTestStore({ session: sessions.guest });
    const result = await store.dispatch(payApi.endpoints.myEarnings.initiate());
    expect(result.error).toMatchObject({ kind: 'sessionExpired', code: 10001 });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login', { replace: true }));
    unregister();
  });
});
