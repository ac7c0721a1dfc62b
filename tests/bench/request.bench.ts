import { bench, describe } from 'vitest';
import { encryptAuthToken } from '@/api/authToken';
import { catalogue } from '@/api/catalogue';
import { AUTH_TOKEN_IV, AUTH_TOKEN_KEY, SIGN_SECRET } from '@/api/config';
import { prepareRequest, type RequestContext } from '@/api/request';
import { signPayload } from '@/api/signing';

/*
 * Client-side cost per request of the request layer (npm run bench): signing, Auth-Token,
 * and for settlement calls the RSA body. Figures are printed by vitest's bench reporter.
 */
const context: RequestContext = { sid: 'sid-buyer-20261120', mac: 'h5-0a1b2c3d4e5f6a7b', now: Date.UTC(2026, 10, 20, 2) };
const cartPayload = { skuId: 'sku-puer-357-2019', goodsId: 1024, quantity: 2, remark: '请用礼盒包装', selected: true };
const orderPayload = {
  addressId: 'addr-1',
  couponId: 'cp-20',
  remark: '工作日送货',
  lines: [
    { skuId: 'sku-1', quantity: 1 },
    { skuId: 'sku-2', quantity: 3 },
  ],
};
const header = { client: 'H5', version: '1.0', transeq: 1795140000, sid: context.sid, mac: context.mac };

describe('per request', () => {
  bench('sign (cart add payload)', () => {
    signPayload(cartPayload, SIGN_SECRET);
  });
  bench('Auth-Token (AES-128-CBC, Web Crypto)', async () => {
    await encryptAuthToken(header, AUTH_TOKEN_KEY, AUTH_TOKEN_IV);
  });
  bench('prepareRequest: signed buyer call (sign + Auth-Token)', async () => {
    await prepareRequest(catalogue.orderCreate, orderPayload, context);
  });
  bench('prepareRequest: settlement login (sign + Auth-Token + RSA 2048)', async () => {
    await prepareRequest(catalogue.userLogin, { mobile: '13800138000', password: 'Tea123456' }, context);
  });
});
