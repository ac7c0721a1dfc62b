import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogue } from '@/api/catalogue';
import { addressApi } from '@/api/addressApi';
import { authApi } from '@/api/authApi';
import { memberApi } from '@/api/memberApi';
import type { AddressInput } from '@/api/types/member';
import { MOCK_SMS_CODE } from '@mocks/data/member';
import { sessions } from '@mocks/data/sessions';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { scenario } from '@mocks/scenarios';
import { makeTestStore } from '../teardown';
import { spyNavigator } from '../navigator';

const buyerStore = () => makeTestStore({ session: sessions.buyer });
const endpoints = { ...memberApi.endpoints, ...authApi.endpoints };
const addressEndpoints = addressApi.endpoints;

const newAddress: AddressInput = {
  receiver: '林小茶',
  mobile: '13655556666',
  provinceId: 350000,
  cityId: 350100,
  regionId: 350104,
  detail: '浦上大道 272 号万达广场 B 座 1808',
};

const navigate = spyNavigator();
afterEach(() => {
  vi.useRealTimers();
});

describe('member auth (buyer service, no token)', () => {
  it('logs in with the right password; the new sid works for a token call afterwards', async () => {
    const result = await makeTestStore().dispatch(endpoints.login.initiate({ mobile: '13800138000', password: 'Tea123456' }));
    expect(result.error).toBeUndefined();
    const login = result.data!;
    expect(login.sid).not.toBe(sessions.buyer.sid);
    expect(login.sid).toMatch(/^sid-m-10086-/);
    expect(login.imToken).not.toBe('');
    expect(login.userInfo).toMatchObject({ memberId: 'm-10086', nickname: '林清茶', role: 'buyer' });

    const store = makeTestStore({ session: { sid: login.sid, userInfo: login.userInfo } });
    const info = await store.dispatch(endpoints.getInfo.initiate());
    expect(info.data).toMatchObject({ memberId: 'm-10086', mobile: '13800138000', inviteCode: 'LQC086' });
  });

  it('rejects a wrong password with the server message and creates no session', async () => {
    const before = db.sessions.size;
    const result = await makeTestStore().dispatch(endpoints.login.initiate({ mobile: '13800138000', password: 'wrong-123' }));
    expect(result.error).toEqual({ kind: 'business', code: 0, message: '账号或密码错误', notify: true });
    expect(db.sessions.size).toBe(before);
  });

  it('a guest calling a token endpoint gets sessionExpired (10001) and is sent to /login', async () => {
    const result = await makeTestStore().dispatch(endpoints.getInfo.initiate());
    expect(result.error).toMatchObject({ kind: 'sessionExpired', code: 10001 });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login', { replace: true }));
  });

  it('sends the fixed code and refuses a second send for the same mobile within 60 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T10:00:00+08:00'));
    const store = makeTestStore();
    const first = await store.dispatch(endpoints.sendMessage.initiate({ mobile: '13512345678', type: 'register' }));
    expect(first.data).toEqual({ mobile: '135****5678', expireSeconds: 300, resendSeconds: 60 });
    expect(db.smsCodes.at(-1)).toMatchObject({ mobile: '13512345678', code: MOCK_SMS_CODE });

    vi.setSystemTime(new Date('2026-11-20T10:00:59+08:00'));
    const second = await store.dispatch(endpoints.sendMessage.initiate({ mobile: '13512345678', type: 'register' }));
    expect(second.error).toMatchObject({ kind: 'business', message: '验证码发送过于频繁，请 1 秒后再试' });
    // another mobile is not limited
    const other = await store.dispatch(endpoints.sendMessage.initiate({ mobile: '13512345679', type: 'register' }));
    expect(other.error).toBeUndefined();

    vi.setSystemTime(new Date('2026-11-20T10:01:01+08:00'));
    const later = await store.dispatch(endpoints.sendMessage.initiate({ mobile: '13512345678', type: 'register' }));
    expect(later.error).toBeUndefined();
  });

  it('refuses a register code for a mobile that is already registered', async () => {
    const result = await makeTestStore().dispatch(endpoints.sendMessage.initiate({ mobile: '13800138000', type: 'register' }));
    expect(result.error).toMatchObject({ message: '该手机号已注册，请直接登录' });
  });

  it('registers with the right code only; the new member can log in', async () => {
    const store = makeTestStore();
    const arg = { mobile: '13611112222', code: '135790', password: 'Puer2026', inviteCode: 'lqc086' };
    const noCode = await store.dispatch(endpoints.register.initiate(arg));
    expect(noCode.error).toMatchObject({ message: '请先获取验证码' });

    await store.dispatch(endpoints.sendMessage.initiate({ mobile: arg.mobile, type: 'register' }));
    const wrong = await store.dispatch(endpoints.register.initiate(arg));
    expect(wrong.error).toEqual({ kind: 'business', code: 0, message: '验证码错误', notify: true });
    expect(db.members.some((member) => member.mobile === arg.mobile)).toBe(false);

    const right = await store.dispatch(endpoints.register.initiate({ ...arg, code: MOCK_SMS_CODE }));
    expect(right.error).toBeUndefined();
    expect(right.data?.mobile).toBe(arg.mobile);
    expect(db.members.find((member) => member.mobile === arg.mobile)?.inviterId).toBe('m-10086');

    const again = await store.dispatch(endpoints.register.initiate({ ...arg, code: MOCK_SMS_CODE }));
    expect(again.error).toMatchObject({ message: '该手机号已注册，请直接登录' });

    const login = await store.dispatch(endpoints.login.initiate({ mobile: arg.mobile, password: arg.password }));
    expect(login.data?.userInfo.memberId).toBe(right.data?.memberId);
  });

  it('refuses an unknown invite code and a weak password', async () => {
    const store = makeTestStore();
    await store.dispatch(endpoints.sendMessage.initiate({ mobile: '13633334444', type: 'register' }));
    const badInvite = await store.dispatch(endpoints.register.initiate({ mobile: '13633334444', code: MOCK_SMS_CODE, password: 'Puer2026', inviteCode: 'NOPE00' }));
    expect(badInvite.error).toMatchObject({ message: '邀请码无效，请核对后重新输入' });
    const weak = await store.dispatch(endpoints.register.initiate({ mobile: '13633334444', code: MOCK_SMS_CODE, password: '123456' }));
    expect(weak.error).toMatchObject({ message: '密码须为 6-20 位，且同时包含字母和数字' });
  });

  it('resets the password with the code: the old one stops working', async () => {
    const store = makeTestStore();
    await store.dispatch(endpoints.sendMessage.initiate({ mobile: '13800138000', type: 'resetPassword' }));
    const reset = await store.dispatch(endpoints.resetPassword.initiate({ mobile: '13800138000', code: MOCK_SMS_CODE, password: 'NewTea2026' }));
    expect(reset.error).toBeUndefined();
    const old = await store.dispatch(endpoints.login.initiate({ mobile: '13800138000', password: 'Tea123456' }));
    expect(old.error).toMatchObject({ message: '账号或密码错误' });
    const fresh = await store.dispatch(endpoints.login.initiate({ mobile: '13800138000', password: 'NewTea2026' }));
    expect(fresh.data?.userInfo.memberId).toBe('m-10086');
  });
});

describe('red dots and message notifications', () => {
  it('orderTip counts the member orders per status and the unread messages', async () => {
    const result = await buyerStore().dispatch(endpoints.orderTip.initiate());
    const expected: Record<string, number> = {};
    for (const order of db.orders.filter((order) => order.memberId === 'm-10086' && order.deleteFlag === 0)) {
      expected[String(order.status)] = (expected[String(order.status)] ?? 0) + 1;
    }
    expect(Object.keys(expected).length).toBeGreaterThan(0);
    expect(result.data?.statusCounts).toEqual(expected);
    expect(result.data?.unreadMessageCount).toBe(3);
    expect(result.data?.unreadCountByType).toEqual({ '0': 1, '1': 1, '2': 1 });
  });

  it('readAllMessageNotification clears the unread count of a subscribed orderTip', async () => {
    const store = buyerStore();
    const tip = store.dispatch(endpoints.orderTip.initiate());
    await tip;
    expect(endpoints.orderTip.select()(store.getState()).data?.unreadMessageCount).toBe(3);

    const read = await store.dispatch(endpoints.readAllMessageNotification.initiate());
    expect(read.data).toEqual({ readCount: 3 });
    await waitFor(() => expect(endpoints.orderTip.select()(store.getState()).data?.unreadMessageCount).toBe(0));
    // the agent's messages are untouched
    expect(db.messages.filter((message) => message.memberId === 'm-20488' && message.readFlag === 0)).toHaveLength(2);
    tip.unsubscribe();
  });

  it('pages notifications (20 per page by default), filters by read flag, hides deleted ones', async () => {
    const store = buyerStore();
    const all = await store.dispatch(endpoints.messageNotificationPage.initiate({ memberId: 'm-10086', pageNo: 1 }));
    expect(all.data).toMatchObject({ total: 6, pageSize: 20, hasMore: false });
    expect(all.data?.list[0]).toMatchObject({ id: 'msg-7001', type: 1, readFlag: 0, memberMobile: '13800138000' });
    const unread = await store.dispatch(endpoints.messageNotificationPage.initiate({ pageNo: 1, pageSize: 20, readFlag: 0 }));
    expect(unread.data?.list.map((message) => message.id)).toEqual(['msg-7001', 'msg-7002', 'msg-7003']);
    const foreign = await store.dispatch(endpoints.messageNotificationPage.initiate({ memberId: 'm-20488' }));
    expect(foreign.error).toMatchObject({ message: '无权查看其他会员的消息' });
  });

  it('updateMessageNotification marks one read and refreshes the red dot', async () => {
    const store = buyerStore();
    const tip = store.dispatch(endpoints.orderTip.initiate());
    await tip;
    const updated = await store.dispatch(endpoints.updateMessageNotification.initiate({ id: 'msg-7002', readFlag: 1 }));
    expect(updated.data?.readFlag).toBe(1);
    await waitFor(() => expect(endpoints.orderTip.select()(store.getState()).data?.unreadMessageCount).toBe(2));
    tip.unsubscribe();
  });
});

describe('addresses', () => {
  const page = { pageNo: 1, pageSize: 10 };

  it('add / update / delete: a subscribed addressPage refetches after each mutation', async () => {
    const store = buyerStore();
    const select = addressEndpoints.addressPage.select(page);
    const subscription = store.dispatch(addressEndpoints.addressPage.initiate(page));
    await subscription;
    expect(select(store.getState()).data?.total).toBe(3);

    const added = await store.dispatch(addressEndpoints.addressAdd.initiate(newAddress));
    const id = added.data!.id;
    await waitFor(() => expect(select(store.getState()).data?.total).toBe(4));
    const stored = select(store.getState()).data?.list.find((address) => address.id === id);
    expect(stored).toMatchObject({ provinceName: '福建省', cityName: '福州市', regionName: '仓山区', isDefault: 0, memberId: 'm-10086' });

    await store.dispatch(addressEndpoints.addressUpdate.initiate({ id, detail: '浦上大道 272 号万达广场 C 座 2001' }));
    await waitFor(() => expect(select(store.getState()).data?.list.find((address) => address.id === id)?.detail).toBe('浦上大道 272 号万达广场 C 座 2001'));

    const got = await store.dispatch(addressEndpoints.addressGet.initiate({ id }));
    expect(got.data?.receiver).toBe('林小茶');

    await store.dispatch(addressEndpoints.addressDelete.initiate({ id }));
    await waitFor(() => expect(select(store.getState()).data?.total).toBe(3));
    subscription.unsubscribe();
  });

  it('keeps exactly one default address', async () => {
    const store = buyerStore();
    const defaults = () => db.addresses.filter((address) => address.memberId === 'm-10086' && address.isDefault === 1);
    const added = await store.dispatch(addressEndpoints.addressAdd.initiate({ ...newAddress, isDefault: 1 }));
    expect(defaults().map((address) => address.id)).toEqual([added.data?.id]);

    await store.dispatch(addressEndpoints.addressUpdate.initiate({ id: 'addr-2', isDefault: 1 }));
    expect(defaults().map((address) => address.id)).toEqual(['addr-2']);
    const listed = await store.dispatch(addressEndpoints.addressPage.initiate({ pageNo: 1, pageSize: 10 }));
    expect(listed.data?.list[0]?.id).toBe('addr-2');

    // deleting the default promotes another one
    await store.dispatch(addressEndpoints.addressDelete.initiate({ id: 'addr-2' }));
    expect(defaults()).toHaveLength(1);
    // the agent's default is another member's and stays
    expect(db.addresses.find((address) => address.id === 'addr-3')?.isDefault).toBe(1);
  });

  it('refuses invalid fields, other members\u2019 addresses and a 21st address', async () => {
    const store = buyerStore();
    const badMobile = await store.dispatch(addressEndpoints.addressAdd.initiate({ ...newAddress, mobile: '12345' }));
    expect(badMobile.error).toMatchObject({ message: '请输入正确的手机号' });
    const badRegion = await store.dispatch(addressEndpoints.addressAdd.initiate({ ...newAddress, cityId: 350200 }));
    expect(badRegion.error).toMatchObject({ message: '请选择正确的省市区' });
    const foreign = await store.dispatch(addressEndpoints.addressGet.initiate({ id: 'addr-3' }));
    expect(foreign.error).toMatchObject({ message: '收货地址不存在' });

    for (let index = 0; index < 17; index += 1) {
      const result = await store.dispatch(addressEndpoints.addressAdd.initiate({ ...newAddress, detail: `浦上大道 ${index + 1} 号茶城` }));
      expect(result.error).toBeUndefined();
    }
    expect(db.addresses.filter((address) => address.memberId === 'm-10086')).toHaveLength(20);
    const overLimit = await store.dispatch(addressEndpoints.addressAdd.initiate(newAddress));
    expect(overLimit.error).toEqual({ kind: 'business', code: 0, message: '最多只能保存 20 个收货地址', notify: true });
  });
});

describe('coupons and activities', () => {
  it('receives a coupon once: the second try is rejected with the message; lists refresh', async () => {
    const store = buyerStore();
    const center = store.dispatch(endpoints.couponCenter.initiate({ pageNo: 1, pageSize: 20 }));
    await center;
    const item = () => endpoints.couponCenter.select({ pageNo: 1, pageSize: 20 })(store.getState()).data?.list.find((coupon) => coupon.couponId === 'cp-03');
    expect(item()).toMatchObject({ received: false, remainStock: 128 });

    const first = await store.dispatch(endpoints.receiveCoupon.initiate({ couponId: 'cp-03' }));
    expect(first.error).toBeUndefined();
    await waitFor(() => expect(item()).toMatchObject({ received: true, remainStock: 127 }));

    const second = await store.dispatch(endpoints.receiveCoupon.initiate({ couponId: 'cp-03' }));
    expect(second.error).toEqual({ kind: 'business', code: 0, message: '您已领取过该优惠券', notify: true });
    expect(db.coupons.find((coupon) => coupon.couponId === 'cp-03')?.remainStock).toBe(127);

    const mine = await store.dispatch(endpoints.myCoupons.initiate({ status: 0 }));
    expect(mine.data?.list.map((coupon) => coupon.couponId)).toContain('cp-03');
    center.unsubscribe();
  });

  it('a coupon limited to two per member: receivable until the second, then received; a third is refused', async () => {
    const store = buyerStore();
    const status = async () =>
      (await store.dispatch(endpoints.couponCenter.initiate({ pageNo: 1, pageSize: 20, scope: 1 }, { forceRefetch: true }))).data?.list.find((coupon) => coupon.couponId === 'cp-09');
    expect(await status()).toMatchObject({ receiveStatus: 0, receivedCount: 0 });
    await store.dispatch(endpoints.receiveCoupon.initiate({ couponId: 'cp-09' }));
    expect(await status()).toMatchObject({ receiveStatus: 0, receivedCount: 1 });
    await store.dispatch(endpoints.receiveCoupon.initiate({ couponId: 'cp-09' }));
    expect(await status()).toMatchObject({ receiveStatus: 1, receivedCount: 2 });
    const third = await store.dispatch(endpoints.receiveCoupon.initiate({ couponId: 'cp-09' }));
    expect(third.error).toMatchObject({ message: '每人限领 2 张' });
  });

  it('refuses sold-out and expired coupons; the center lists the running ones with their receive state, sold-out last', async () => {
    const store = buyerStore();
    const center = await store.dispatch(endpoints.couponCenter.initiate({ pageNo: 1, pageSize: 20 }));
    // cp-01 used (limit reached), cp-04 and cp-06 held unused (received), cp-02 sold out
    expect(center.data?.list.map((coupon) => [coupon.couponId, coupon.receiveStatus])).toEqual([
      ['cp-01', 3], ['cp-03', 0], ['cp-04', 1], ['cp-05', 0], ['cp-06', 1], ['cp-09', 0], ['cp-10', 0], ['cp-02', 2],
    ]);
    const goods = await store.dispatch(endpoints.couponCenter.initiate({ pageNo: 1, pageSize: 20, scope: 2 }));
    expect(goods.data?.list.map((coupon) => coupon.couponId)).toEqual(['cp-03', 'cp-06', 'cp-10', 'cp-02']);
    const soldOut = await store.dispatch(endpoints.receiveCoupon.initiate({ couponId: 'cp-02' }));
    expect(soldOut.error).toMatchObject({ message: '优惠券已领完' });
    const expired = await store.dispatch(endpoints.receiveCoupon.initiate({ couponId: 'cp-07' }));
    expect(expired.error).toMatchObject({ message: '优惠券已过期' });

    // the last cp-05 goes to the buyer; the agent is too late
    await store.dispatch(endpoints.receiveActivityCoupon.initiate({ activityId: 'act-2026-winter', couponId: 'cp-05' }));
    const late = await makeTestStore({ session: sessions.agent }).dispatch(endpoints.receiveActivityCoupon.initiate({ activityId: 'act-2026-winter', couponId: 'cp-05' }));
    expect(late.error).toMatchObject({ message: '优惠券已领完' });
  });

  it('my coupons by status: unused, used, expired', async () => {
    const store = buyerStore();
    const status = async (value: 0 | 1 | 2) => (await store.dispatch(endpoints.myCoupons.initiate({ status: value }))).data?.list.map((coupon) => coupon.couponId);
    expect(await status(0)).toEqual(['cp-04', 'cp-06']);
    expect(await status(1)).toEqual(['cp-01']);
    expect(await status(2)).toEqual(['cp-07']);
  });

  it('the running activity, its coupons and gift packages', async () => {
    const store = buyerStore();
    const activity = await store.dispatch(endpoints.activity.initiate({}));
    expect(activity.data).toMatchObject({ activityId: 'act-2026-winter', status: 1 });
    const items = await store.dispatch(endpoints.activityCouponItems.initiate({ activityId: 'act-2026-winter' }));
    expect(items.data?.map((coupon) => [coupon.couponId, coupon.received])).toEqual([['cp-04', true], ['cp-05', false]]);
    const packs = await store.dispatch(endpoints.activityGiftPackagePage.initiate({ activityId: 'act-2026-winter' }));
    expect(packs.data?.list.map((pack) => pack.packageId)).toEqual(['gp-03', 'gp-04']);
    const upcoming = await store.dispatch(endpoints.receiveActivityCoupon.initiate({ activityId: 'act-2027-spring', couponId: 'cp-08' }));
    expect(upcoming.error).toMatchObject({ message: '活动尚未开始' });
  });

  it('zones list goods from the goods table with their coupon amounts', async () => {
    const store = buyerStore();
    const deduction = await store.dispatch(endpoints.deductionZone.initiate({ pageNo: 1, pageSize: 10 }));
    expect(deduction.data?.list.every((goods) => goods.deductionAmount > 0 && goods.goodsName !== '')).toBe(true);
    expect(deduction.data?.total).toBe(5);
    const cash = await store.dispatch(endpoints.cashCouponZone.initiate({ pageNo: 1, pageSize: 10 }));
    expect(cash.data?.list.map((goods) => goods.goodsId)).toEqual(['g-1101', 'g-1201', 'g-1501', 'g-1701']);
    const memberGoods = await store.dispatch(endpoints.memberGoodsPage.initiate({ pageNo: 1, pageSize: 50 }));
    expect(memberGoods.data?.total).toBe(db.goods.filter((goods) => goods.memberFlag === 1 && goods.status === 1).length);
  });
});

describe('favourites', () => {
  it('collectCount passes a code-0 answer through as data (exempt from the code-0 rule)', async () => {
    server.use(scenario.businessError(catalogue.collectCount, '收藏服务繁忙'));
    const result = await buyerStore().dispatch(endpoints.collectCount.initiate({}));
    expect(result.error).toBeUndefined();
    expect(result.data).toEqual({ code: 0, message: '收藏服务繁忙', data: {} });
  });

  it('a code-0 answer of a non-exempt favourite call is an error', async () => {
    server.use(scenario.businessError(catalogue.collectPage, '收藏服务繁忙'));
    const result = await buyerStore().dispatch(endpoints.collectPage.initiate({}));
    expect(result.error).toMatchObject({ kind: 'business', message: '收藏服务繁忙' });
  });

  it('add / delete refresh a subscribed count and page; duplicates are refused', async () => {
    const store = buyerStore();
    const arg = { goodsId: 'g-1001' };
    const count = store.dispatch(endpoints.collectCount.initiate(arg));
    await count;
    expect(endpoints.collectCount.select(arg)(store.getState()).data).toEqual({ count: 3, collected: false });

    await store.dispatch(endpoints.collectAdd.initiate({ goodsId: 'g-1001' }));
    await waitFor(() => expect(endpoints.collectCount.select(arg)(store.getState()).data).toEqual({ count: 4, collected: true }));
    const page = await store.dispatch(endpoints.collectPage.initiate({ pageNo: 1, pageSize: 10 }));
    expect(page.data?.list[0]).toMatchObject({ goodsId: 'g-1001', goodsName: '勐海古树普洱生茶饼' });

    const duplicate = await store.dispatch(endpoints.collectAdd.initiate({ goodsId: 'g-1001' }));
    expect(duplicate.error).toMatchObject({ message: '您已收藏该商品' });

    await store.dispatch(endpoints.collectDelete.initiate({ goodsIds: ['g-1001', 'g-1101'] }));
    await waitFor(() => expect(endpoints.collectCount.select(arg)(store.getState()).data).toEqual({ count: 2, collected: false }));
    count.unsubscribe();
  });
});

describe('member info, codes and upgrade', () => {
  it('updateInfoSelective refreshes a subscribed getInfo; a taken nickname is refused', async () => {
    const store = buyerStore();
    const info = store.dispatch(endpoints.getInfo.initiate());
    await info;
    await store.dispatch(endpoints.updateInfoSelective.initiate({ nickname: '清风茶客', signature: '今日宜饮岩茶' }));
    await waitFor(() => expect(endpoints.getInfo.select()(store.getState()).data).toMatchObject({ nickname: '清风茶客', signature: '今日宜饮岩茶' }));
    const taken = await store.dispatch(endpoints.updateInfoSelective.initiate({ nickname: '陈记茶馆' }));
    expect(taken.error).toMatchObject({ message: '该昵称已被使用' });
    info.unsubscribe();
  });

  it('updatePassword checks the old password', async () => {
    const store = buyerStore();
    const wrong = await store.dispatch(endpoints.updatePassword.initiate({ oldPassword: 'Nope1234', newPassword: 'Oolong2026' }));
    expect(wrong.error).toMatchObject({ message: '原密码错误' });
    const ok = await store.dispatch(endpoints.updatePassword.initiate({ oldPassword: 'Tea123456', newPassword: 'Oolong2026' }));
    expect(ok.error).toBeUndefined();
    expect(db.members.find((member) => member.memberId === 'm-10086')?.password).toBe('Oolong2026');
  });

  it('validates the pay code and the SMS code', async () => {
    const store = buyerStore();
    expect((await store.dispatch(endpoints.validatePayCode.initiate({ payCode: '000000' }))).error).toMatchObject({ message: '支付密码错误，请重新输入' });
    expect((await store.dispatch(endpoints.validatePayCode.initiate({ payCode: '123456' }))).data).toEqual({ valid: true });
    await store.dispatch(endpoints.verificationCode.initiate({ type: 'payPassword' }));
    expect((await store.dispatch(endpoints.commonValidateCode.initiate({ mobile: '13800138000', code: '111111' }))).error).toMatchObject({ message: '验证码错误' });
    expect((await store.dispatch(endpoints.commonValidateCode.initiate({ mobile: '13800138000', code: MOCK_SMS_CODE }))).data).toEqual({ valid: true });
  });

  it('looks up an inviter by username (mobile or invite code) and by nickname', async () => {
    const store = buyerStore();
    const byCode = await store.dispatch(endpoints.findByUsername.initiate({ username: 'CJCG88' }));
    expect(byCode.data).toMatchObject({ memberId: 'm-20488', mobile: '139****9000' });
    const byNickname = await store.dispatch(endpoints.findByNickname.initiate({ nickname: '陈记茶馆' }));
    expect(byNickname.data?.memberId).toBe('m-20488');
    const missing = await store.dispatch(endpoints.findByUsername.initiate({ username: '13000000000' }));
    expect(missing.error).toMatchObject({ message: '未找到该用户' });
  });

  it('upgrade: a token for a package, the upgrade order to pay, premium once it is paid; the token cannot be reused', async () => {
    const store = buyerStore();
    const token = await store.dispatch(endpoints.upgradeToken.initiate({ packageId: 'up-01' }));
    expect(token.data?.amount).toBe(399);
    const upgraded = await store.dispatch(endpoints.upgrade.initiate({ payToken: token.data!.payToken, addressId: 'addr-1' }));
    expect(upgraded.data).toMatchObject({ payAmount: 399, memberLevel: 0 });
    const order = db.orders.find((candidate) => candidate.orderId === upgraded.data?.orderId);
    expect(order).toMatchObject({ orderType: 'upgrade', status: 0, payAmount: 399, address: { receiver: '林清茶' } });
    expect((await store.dispatch(endpoints.getInfo.initiate())).data?.memberLevel).toBe(0);
    const again = await store.dispatch(endpoints.upgrade.initiate({ payToken: token.data!.payToken, addressId: 'addr-1' }));
    expect(again.error).toMatchObject({ message: '支付凭证无效或已过期，请重新发起升级' });
  });

  it('cancelAccount with the SMS code ends every session of the member', async () => {
    const store = buyerStore();
    const noCode = await store.dispatch(endpoints.cancelAccount.initiate({ code: MOCK_SMS_CODE }));
    expect(noCode.error).toMatchObject({ message: '请先获取验证码' });
    await store.dispatch(endpoints.verificationCode.initiate({ type: 'cancelAccount' }));
    const cancelled = await store.dispatch(endpoints.cancelAccount.initiate({ code: MOCK_SMS_CODE }));
    expect(cancelled.error).toBeUndefined();
    const after = await buyerStore().dispatch(endpoints.getInfo.initiate());
    expect(after.error).toMatchObject({ kind: 'sessionExpired' });
    await waitFor(() => expect(navigate).toHaveBeenCalled());
  });

  it('feedback, share, property config and the agent apply records', async () => {
    const store = buyerStore();
    const short = await store.dispatch(endpoints.suggestionFeedback.initiate({ content: '好' }));
    expect(short.error).toMatchObject({ message: '反馈内容至少 5 个字' });
    const feedback = await store.dispatch(endpoints.suggestionFeedback.initiate({ content: '希望增加茶叶冲泡视频教程' }));
    expect(db.feedbacks.map((row) => row.feedbackId)).toEqual([feedback.data?.feedbackId]);
    const share = await store.dispatch(endpoints.share.initiate({}));
    expect(share.data?.shareUrl).toBe('/register?inviteCode=LQC086');
    const config = await store.dispatch(endpoints.propertyConfigByType.initiate({ type: 'customerService' }));
    expect(config.data?.configValue).toBe('400-800-2026');
    const records = await store.dispatch(endpoints.agentApplyRecords.initiate());
    expect(records.data?.map((record) => [record.applyId, record.statusText])).toEqual([
      ['ap-20261119001', '待支付'],
      ['ap-20261012001', '已驳回'],
    ]);
    const regions = await store.dispatch(endpoints.regionList.initiate({ parentId: 350100 }));
    expect(regions.data?.map((region) => region.name)).toEqual(['鼓楼区', '台江区', '仓山区', '晋安区', '长乐区']);
  });
});
