import { describe, expect, it } from 'vitest';
import { contractApi } from '@/api/contractApi';
import { sessions } from '@mocks/data/sessions';
import { makeTestStore } from '../teardown';
import { spyNavigator } from '../navigator';

const api = contractApi.endpoints;

describe('contract api + mock backend', () => {
  spyNavigator();

  it("answers the tea house's unsigned franchise contract", async () => {
    const { data } = await makeTestStore({ session: sessions.agent }).dispatch(api.getMemberContract.initiate());
    expect(data).toMatchObject({ contractId: 'ct-20488-01', title: '茶馆加盟合同', state: 0, signTime: null, signatureUrl: null });
    expect(data?.parties.map((party) => party.role)).toEqual(['company', 'member']);
    expect(data?.content).toContain('第一条 合作内容');
  });

  it("answers the tea room's signed contract with its stored signature, and none for a buyer", async () => {
    const { data } = await makeTestStore({ session: sessions.teaRoomAgent }).dispatch(api.getMemberContract.initiate());
    expect(data).toMatchObject({ title: '茶室加盟合同', state: 1, signTime: '2026-03-06 15:32:10', signatureUrl: 'contract/signature-qingxin.svg' });
    const buyer = await makeTestStore({ session: sessions.buyer }).dispatch(api.getMemberContract.initiate());
    expect(buyer.error).toBeUndefined();
    expect(buyer.data).toBeNull();
  });

  it('signs with the uploaded signature once, then the contract reads signed', async () => {
    const store = makeTestStore({ session: sessions.agent });
    const signed = await store.dispatch(api.signContract.initiate({ contractId: 'ct-20488-01', signatureUrl: 'contract/uploaded.png' }));
    expect(signed.data).toMatchObject({ contractId: 'ct-20488-01', state: 1, signatureUrl: 'contract/uploaded.png' });
    expect(signed.data?.signTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const again = await store.dispatch(api.signContract.initiate({ contractId: 'ct-20488-01', signatureUrl: 'contract/uploaded.png' }));
    expect(again.error).toMatchObject({ kind: 'business', message: '合同已签署，请勿重复签署' });
    const { data } = await store.dispatch(api.getMemberContract.initiate(undefined, { forceRefetch: true }));
    expect(data).toMatchObject({ state: 1, signatureUrl: 'contract/uploaded.png' });
  });

  it("refuses a sign without a signature, another member's contract, and a guest", async () => {
    const agent = makeTestStore({ session: sessions.agent });
    const bare = await agent.dispatch(api.signContract.initiate({ contractId: 'ct-20488-01', signatureUrl: '' }));
    expect(bare.error).toMatchObject({ kind: 'business', message: '请先上传手写签名' });
    const foreign = await agent.dispatch(api.signContract.initiate({ contractId: 'ct-20566-01', signatureUrl: 'x.png' }));
    expect(foreign.error).toMatchObject({ kind: 'business', message: '合同不存在或已失效' });
    const guest = await makeTestStore().dispatch(api.getMemberContract.initiate());
    expect(guest.error).toMatchObject({ kind: 'sessionExpired' });
  });
});
