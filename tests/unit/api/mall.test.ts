import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mallApi } from '@/api/mallApi';
import { memberApi } from '@/api/memberApi';
import type { ApplyArg } from '@/api/types/mall';
import { sessions } from '@mocks/data/sessions';
import { db } from '@mocks/db';
import { makeTestStore } from '../teardown';
import { spyNavigator } from '../navigator';

const { endpoints } = mallApi;
const buyerStore = () => makeTestStore({ session: sessions.buyer });

const form: ApplyArg = {
  name: '林清',
  mobile: '13800138000',
  idCard: '35010219920618135x',
  provinceId: 350000,
  cityId: 350100,
  regionId: 350104,
  shopAddress: '浦上大道 272 号万达广场 1 层 118 号',
  shopName: '清茶小馆',
};

const navigate = spyNavigator();

describe('agent applications', () => {
  it('checkSoleAgent: a taken district answers sole=false with a message', async () => {
    const store = buyerStore();
    const taken = await store.dispatch(endpoints.checkSoleAgent.initiate({ regionId: 350102 }));
    expect(taken.data).toEqual({ sole: false, message: '鼓楼区已有独家代理，请选择其他区域' });
    const pending = await store.dispatch(endpoints.checkSoleAgent.initiate({ regionId: 330106 }));
    expect(pending.data?.sole).toBe(false);
    const free = await store.dispatch(endpoints.checkSoleAgent.initiate({ regionId: 350104 }));
    expect(free.data).toEqual({ sole: true, message: '仓山区可申请独家代理' });
    const closed = await store.dispatch(endpoints.checkSoleAgent.initiate({ regionId: 440303 }));
    expect(closed.data).toEqual({ sole: false, message: '罗湖区暂未开放代理申请' });
  });

  it('applyTeaHouse takes a free district: records refresh, the district is then held, the form is remembered', async () => {
    const store = buyerStore();
    const records = store.dispatch(memberApi.endpoints.agentApplyRecords.initiate());
    await records;
    const refused = await store.dispatch(endpoints.applyTeaHouse.initiate({ ...form, regionId: 350102 }));
    expect(refused.error).toMatchObject({ message: '鼓楼区已有独家代理，请选择其他区域' });
    const badId = await store.dispatch(endpoints.applyTeaHouse.initiate({ ...form, idCard: '12345' }));
    expect(badId.error).toMatchObject({ message: '请输入正确的 18 位身份证号' });

    const applied = await store.dispatch(endpoints.applyTeaHouse.initiate(form));
    expect(applied.data).toMatchObject({ fee: 19800, status: 0 });
    const applyId = applied.data!.applyId;
    await waitFor(() => expect(memberApi.endpoints.agentApplyRecords.select()(store.getState()).data?.[0]?.applyId).toBe(applyId));

    const check = await store.dispatch(endpoints.checkSoleAgent.initiate({ regionId: 350104 }));
    expect(check.data?.sole).toBe(false);
    const previous = await store.dispatch(endpoints.previousApplyInfo.initiate());
    expect(previous.data).toMatchObject({ applyId, applyType: 'teaHouse', regionName: '仓山区', idCard: '350***********135X' });
    records.unsubscribe();
  });

  it('agentExamine takes the sid from the body (no source) and approves the application under review', async () => {
    const application = db.applications.find((candidate) => candidate.applyId === 'ap-20261119001')!;
    // a guest store: the only sid is the one in the body
    const guest = makeTestStore();
    const unpaid = await guest.dispatch(endpoints.agentExamine.initiate({ sid: sessions.buyer.sid, applyId: application.applyId }));
    expect(unpaid.error).toMatchObject({ kind: 'business', message: '请先完成申请费用支付' });

    application.status = 1; // paid on the payment service
    const examined = await guest.dispatch(endpoints.agentExamine.initiate({ sid: sessions.buyer.sid, applyId: application.applyId }));
    expect(examined.data).toMatchObject({ applyId: 'ap-20261119001', status: 2, statusText: '已通过' });
    expect(db.members.find((member) => member.memberId === 'm-10086')).toMatchObject({ role: 'agent', roles: ['buyer', 'settlementUser', 'teaRoomAgent'] });
    expect(application.expireTime).toMatch(/ 23:59:59$/);

    const noSession = await guest.dispatch(endpoints.agentExamine.initiate({ sid: 'sid-forged', applyId: application.applyId }));
    expect(noSession.error).toMatchObject({ kind: 'sessionExpired' });
    await waitFor(() => expect(navigate).toHaveBeenCalled());
  });

  it('renew: pre-info, a renewal application, then no second one', async () => {
    const agent = makeTestStore({ session: sessions.agent });
    const pre = agent.dispatch(endpoints.renewPreInfo.initiate({}));
    await pre;
    expect(endpoints.renewPreInfo.select({})(agent.getState()).data).toMatchObject({
      applyId: 'ap-20241120001', applyType: 'teaHouse', expireTime: '2026-12-31 23:59:59', renewFee: 19800, canRenew: true,
    });
    const renewed = await agent.dispatch(endpoints.applyRenew.initiate({ applyId: 'ap-20241120001' }));
    expect(renewed.data).toMatchObject({ fee: 19800, status: 0 });
    await waitFor(() => expect(endpoints.renewPreInfo.select({})(agent.getState()).data?.canRenew).toBe(false));
    const twice = await agent.dispatch(endpoints.applyRenew.initiate({ applyId: 'ap-20241120001' }));
    expect(twice.error).toMatchObject({ message: '已有待处理的续费申请，请先完成支付' });
    const rejected = await buyerStore().dispatch(endpoints.applyRenew.initiate({ applyId: 'ap-20261012001' }));
    expect(rejected.error).toMatchObject({ message: '仅已通过或已过期的代理资格可以续费' });
    pre.unsubscribe();
  });

  it('gift packages of the agent kinds', async () => {
    const store = buyerStore();
    const all = await store.dispatch(endpoints.giftPackagePage.initiate({ pageNo: 1, pageSize: 10 }));
    expect(all.data?.list.map((pack) => [pack.packageId, pack.price])).toEqual([['gp-01', 9800], ['gp-02', 19800]]);
    const house = await store.dispatch(endpoints.giftPackagePage.initiate({ applyType: 'teaHouse' }));
    expect(house.data?.list[0]?.goods.length).toBeGreaterThan(0);
    expect(house.data?.total).toBe(1);
  });
});

describe('leave-messages', () => {
  it('a buyer leaves a message; the shop owner sees it unread and reading it (GET) marks it read', async () => {
    const agent = makeTestStore({ session: sessions.agent });
    const inbox = agent.dispatch(endpoints.leaveMessagePage.initiate({ pageNo: 1, pageSize: 10 }));
    await inbox;
    const select = endpoints.leaveMessagePage.select({ pageNo: 1, pageSize: 10 });
    expect(select(agent.getState()).data).toMatchObject({ total: 3, unreadCount: 2 });

    const buyer = buyerStore();
    const short = await buyer.dispatch(endpoints.leaveMessageAdd.initiate({ shopId: 's-1012', content: '在吗' }));
    expect(short.error).toMatchObject({ message: '留言内容至少 5 个字' });
    const added = await buyer.dispatch(endpoints.leaveMessageAdd.initiate({ shopId: 's-1012', content: '周日上午想带朋友来品岩茶，可以预约包厢吗？' }));
    const id = added.data!.id;
    const sent = await buyer.dispatch(endpoints.leaveMessagePage.initiate({ box: 'sent' }));
    expect(sent.data?.list[0]).toMatchObject({ id, toMemberId: 'm-20488', readFlag: 0 });

    // another device (store): the owner's inbox sees the new message when it refetches
    const refetched = agent.dispatch(endpoints.leaveMessagePage.initiate({ pageNo: 1, pageSize: 10 }, { forceRefetch: true }));
    await refetched;
    refetched.unsubscribe();
    expect(select(agent.getState()).data).toMatchObject({ total: 4, unreadCount: 3 });

    const read = await agent.dispatch(endpoints.leaveMessageRead.initiate({ id }));
    expect(read.data).toMatchObject({ id, readFlag: 1 });
    await waitFor(() => expect(select(agent.getState()).data?.unreadCount).toBe(2));

    const own = await agent.dispatch(endpoints.leaveMessageAdd.initiate({ shopId: 's-1012', content: '给自己门店留个言试试' }));
    expect(own.error).toMatchObject({ message: '不能给自己的门店留言' });
    inbox.unsubscribe();
  });
});
