import { describe, expect, it } from 'vitest';
import { baseApi } from '@/api/baseApi';
import { allCalls, catalogue } from '@/api/catalogue';
import '@/api';
import { anyOrigin } from '@mocks/envelope';
import { handlers } from '@mocks/handlers';

describe('endpoint catalogue', () => {
  it('lists every call once, with unique paths', () => {
    expect(allCalls.length).toBeGreaterThanOrEqual(160);
    const keys = allCalls.map((call) => `${call.method} ${call.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(allCalls.map((call) => call.name)).size).toBe(allCalls.length);
  });

  it('marks the calls exempt from the code-0 rule, the unsigned, RSA and multipart calls', () => {
    expect(allCalls.filter((call) => call.exemptFromCodeZero).map((call) => call.name).sort()).toEqual(['collectCount', 'orderCreate', 'parseCommand']);
    expect(allCalls.filter((call) => !call.signed).map((call) => call.name).sort()).toEqual(['membersAreaGoods', 'repurchaseAreaGoods']);
    expect(allCalls.filter((call) => call.rsa).map((call) => call.name).sort()).toEqual(['retrievePassword', 'userLogin', 'userRegister']);
    expect(allCalls.filter((call) => call.multipart).map((call) => call.name)).toEqual(['uploadImageByCompress']);
    expect(catalogue.login.token || catalogue.register.token || catalogue.sendMessage.token || catalogue.resetPassword.token).toBe(false);
    expect(catalogue.goodsCategoryPage.path).toBe('/teamall-buyer/client/goodsCategory/page');
  });

  it('no call on a known server path (home, common, settlement, lottery) is marked assumed; calls known only by purpose are', () => {
    for (const call of allCalls) {
      const named = call.path.startsWith('/teamall-buyer/client/home/') || call.path.startsWith('/teamall-buyer/common/') || call.path.startsWith('/settlement/') || call.path.startsWith('/teamall-buyer/client/lottery/');
      if (named) expect(call.assumed, call.name).toBe(false);
    }
    expect(catalogue.cartAdd.assumed).toBe(true);
  });

  it('has an RTK Query endpoint for every entry', () => {
    const endpoints = Object.keys(baseApi.endpoints);
    const missing = allCalls.filter((call) => !endpoints.includes(call.name)).map((call) => call.name);
    expect(missing).toEqual([]);
  });

  it('has a mock handler for every entry, matching method and path', () => {
    const served = new Set(handlers.map((handler) => `${String(handler.info.method)} ${String(handler.info.path)}`));
    const missing = allCalls.filter((call) => !served.has(`${call.method} ${anyOrigin(call.path)}`)).map((call) => call.name);
    expect(missing).toEqual([]);
  });
});
