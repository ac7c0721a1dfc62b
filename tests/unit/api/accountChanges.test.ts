import { describe, expect, it } from 'vitest';
import { authApi } from '@/api/authApi';
import { memberApi } from '@/api/memberApi';
import { payApi } from '@/api/payApi';
import { MOCK_SMS_CODE } from '@mocks/data/member';
import { sessions } from '@mocks/data/sessions';
import { db } from '@mocks/db';
import { makeTestStore } from '../teardown';

/* The account changes of the personal area against the mock backend: changeMobile, setPayPassword, updateRecommender by id. */

const endpoints = { ...memberApi.endpoints, ...authApi.endpoints };
const buyer = () => makeTestStore({ session: sessions.buyer });
const agent = () => makeTestStore({ session: sessions.agent });
const member = (memberId: string) => db.members.find((candidate) => candidate.memberId === memberId);

describe('changeMobile', () => {
  it('moves the account once both codes are right', async () => {
    const store = buyer();
    await store.dispatch(endpoints.verificationCode.initiate({ type: 'changeMobile' }));
    await store.dispatch(endpoints.sendMessage.initiate({ mobile: '13612345678', type: 'changeMobile' }));
    const wrong = await store.dispatch(endpoints.changeMobile.initiate({ oldCode: '135790', mobile: '13612345678', code: MOCK_SMS_CODE }));
    expect(wrong.error).toMatchObject({ code: 0, message: '验证码错误' });
    expect(member('m-10086')?.mobile).toBe('13800138000');
    const done = await store.dispatch(endpoints.changeMobile.initiate({ oldCode: MOCK_SMS_CODE, mobile: '13612345678', code: MOCK_SMS_CODE }));
    expect(done.data).toEqual({ mobile: '13612345678' });
    expect(member('m-10086')?.mobile).toBe('13612345678');
  });

  it('refuses a mobile another account has, already when the code is asked for', async () => {
    const sent = await buyer().dispatch(endpoints.sendMessage.initiate({ mobile: '13900139000', type: 'changeMobile' }));
    expect(sent.error).toMatchObject({ code: 0, message: '该手机号已被其他账号使用' });
  });
});

describe('setPayPassword', () => {
  it('takes a new PIN with the current one, not with a wrong one', async () => {
    const store = buyer();
    const wrong = await store.dispatch(endpoints.setPayPassword.initiate({ payCode: '260918', oldPayCode: '000000' }));
    expect(wrong.error).toMatchObject({ code: 0, message: '原支付密码错误' });
    const done = await store.dispatch(endpoints.setPayPassword.initiate({ payCode: '260918', oldPayCode: '123456' }));
    expect(done.error).toBeUndefined();
    expect(member('m-10086')?.payPassword).toBe('260918');
  });

  it('takes an SMS code when the member has no PIN', async () => {
    const record = member('m-10086');
    if (record) record.payPassword = '';
    const store = buyer();
    await store.dispatch(endpoints.verificationCode.initiate({ type: 'payPassword' }));
    const done = await store.dispatch(endpoints.setPayPassword.initiate({ payCode: '260918', code: MOCK_SMS_CODE }));
    expect(done.error).toBeUndefined();
    expect(member('m-10086')?.payPassword).toBe('260918');
  });
});

describe('updateRecommender by member id', () => {
  it('sets the inviter the nickname lookup found, once', async () => {
    const store = agent();
    const done = await store.dispatch(payApi.endpoints.updateRecommender.initiate({ recommenderId: 'm-10086' }));
    expect(done.data).toMatchObject({ recommenderId: 'm-10086', recommenderName: '林清茶' });
    expect(member('m-20488')?.inviterId).toBe('m-10086');
    const again = await store.dispatch(payApi.endpoints.updateRecommender.initiate({ recommenderId: 'm-20566' }));
    expect(again.error).toMatchObject({ code: 0, message: '已绑定推荐人，不可重复修改' });
  });

  it('refuses a second inviter to a member invited at registration', async () => {
    const refused = await buyer().dispatch(payApi.endpoints.updateRecommender.initiate({ recommenderId: 'm-20566' }));
    expect(refused.error).toMatchObject({ code: 0, message: '已绑定推荐人，不可重复修改' });
  });
});
