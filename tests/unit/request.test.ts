import { describe, expect, it } from 'vitest';
import { decryptAuthToken } from '@/api/authTokenCryptoJs';
import { catalogue, type CallSpec } from '@/api/catalogue';
import { AUTH_TOKEN_IV, AUTH_TOKEN_KEY, SIGN_SECRET } from '@/api/config';
import { fillPath, headerObjectFor, prepareRequest, type RequestContext } from '@/api/request';
import { signPayload } from '@/api/signing';
import { decryptRsaBody } from '@mocks/server/rsa';

const context: RequestContext = { sid: 'sid-buyer-20261120', mac: 'h5-device-01', now: Date.UTC(2026, 10, 20, 2, 0, 0) };
const authHeader = (headers: Record<string, string>) => decryptAuthToken(headers['Auth-Token'] ?? '', AUTH_TOKEN_KEY, AUTH_TOKEN_IV);

describe('header objects per call kind', () => {
  it('member calls carry client H5, version 1.0, Unix-second transeq, the sid and the mac', () => {
    expect(headerObjectFor(catalogue.cartList, {}, context)).toEqual({
      client: 'H5',
      version: '1.0',
      transeq: 1795140000, // 2026-11-20 10:00 +08:00
      sid: 'sid-buyer-20261120',
      mac: 'h5-device-01',
    });
  });

  it('calls without the member token send an empty sid', () => {
    expect(headerObjectFor(catalogue.login, {}, context)).toMatchObject({ client: 'H5', sid: '' });
  });

  it('settlement calls use the fixed object with version 1.0.0 and an empty sid', () => {
    expect(headerObjectFor(catalogue.userLogin, {}, context)).toEqual({ product: 'teamall', accessSource: 'H5', version: '1.0.0', sid: '' });
    expect(headerObjectFor(catalogue.register, {}, context)).toMatchObject({ version: '1.0.0', sid: '' });
  });

  it('a call with no source takes the sid from the body', () => {
    const call: CallSpec = catalogue.agentExamine;
    expect(call.source).toBeNull();
    expect(headerObjectFor(call, { sid: 'sid-from-body' }, context)).toMatchObject({ sid: 'sid-from-body' });
    expect(headerObjectFor(call, {}, context)).toMatchObject({ sid: '' });
  });
});

describe('prepared requests', () => {
  it('signed JSON call: sign over the payload, Auth-Token, JSON body', async () => {
    const body = { skuId: 'sku-1001', quantity: 2, remark: '' };
    const request = await prepareRequest(catalogue.cartAdd, body, context);
    expect(request.method).toBe('POST');
    expect(request.url).toBe(catalogue.cartAdd.path);
    expect(request.headers.sign).toBe(signPayload(body, SIGN_SECRET));
    expect(authHeader(request.headers)).toMatchObject({ sid: 'sid-buyer-20261120' });
    expect(request.data).toEqual(body);
  });

  it('unsigned calls (repurchase and members zones) send no sign header but the token', async () => {
    for (const call of [catalogue.repurchaseAreaGoods, catalogue.membersAreaGoods]) {
      const request = await prepareRequest(call, { pageNo: 1 }, context);
      expect(request.headers.sign).toBeUndefined();
      expect(authHeader(request.headers)).toMatchObject({ sid: context.sid });
    }
  });

  it('GET calls put the payload in the query and fill path parameters', async () => {
    const request = await prepareRequest(catalogue.userInfoById, { id: 'm-20488', scope: 'basic' }, context);
    expect(request.url).toBe('/teamall-pay/client/user/info/m-20488');
    expect(request.params).toEqual({ scope: 'basic' });
    expect(request.headers.sign).toBe(signPayload({ scope: 'basic' }, SIGN_SECRET));
    expect(fillPath('/a/:id/b', { id: 'x y', k: 1 })).toEqual({ path: '/a/x%20y/b', body: { k: 1 } });
  });

  it('encodes a path parameter with a lone surrogate instead of throwing (issue 10 item 5)', () => {
    expect(fillPath('/a/:id', { id: 'g 1\uD83C' }).path).toBe('/a/g%201%EF%BF%BD');
    expect(fillPath('/a/:id', { id: '茶🍵' }).path).toBe(`/a/${encodeURIComponent('茶🍵')}`);
  });

  it('multipart upload sends the file in field image and signs the other fields', async () => {
    const file = new File(['tea'], 'leaf.png', { type: 'image/png' });
    const request = await prepareRequest(catalogue.uploadImageByCompress, { file, scene: 'avatar' }, context);
    expect(request.data).toBeInstanceOf(FormData);
    const form = request.data as FormData;
    expect((form.get('image') as File).name).toBe('leaf.png');
    expect(form.get('scene')).toBe('avatar');
    expect(request.headers.sign).toBe(signPayload({ scene: 'avatar' }, SIGN_SECRET));
  });

  it('settlement login sends an RSA text body the server decrypts to the payload', async () => {
    const body = { mobile: '13800138000', password: 'Tea123456' };
    const request = await prepareRequest(catalogue.userLogin, body, context);
    expect(request.headers['Content-Type']).toBe('text/plain');
    expect(typeof request.data).toBe('string');
    expect(() => {
      JSON.parse(request.data as string);
    }).toThrow();
    expect(decryptRsaBody(request.data as string)).toEqual(body);
    expect(request.headers.sign).toBe(signPayload(body, SIGN_SECRET));
  });

  it('settlement sendMessage stays plain JSON', async () => {
    const request = await prepareRequest(catalogue.settlementSendMessage, { mobile: '13800138000' }, context);
    expect(request.data).toEqual({ mobile: '13800138000' });
  });
});
