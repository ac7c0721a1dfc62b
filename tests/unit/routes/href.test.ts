import { describe, expect, it } from 'vitest';
import { sanitizeRedirect } from '@/screens/auth/redirect';
import { buildHref, href, loginHref, paths, queryString, routePaths } from '@/routes';

describe('href: links built from the route paths', () => {
  it('has one builder per route, giving the path of a route without parameters', () => {
    expect(Object.keys(href).sort()).toEqual(Object.keys(paths).sort());
    expect(href.home()).toBe('/home');
    expect(href.cart()).toBe('/shoppingCart');
    expect(href.confirmOrder()).toBe('/shoppingCart/confirmOrder');
    expect(new Set(routePaths).size).toBe(routePaths.length);
  });

  it('encodes path parameters once: spaces, Chinese and slashes stay inside their segment', () => {
    expect(href.goodsDetail({ id: 'g-1001' })).toBe('/goods/detail/g-1001');
    expect(href.goodsDetail({ id: 'gift box 2' })).toBe('/goods/detail/gift%20box%202');
    expect(href.goodsDetail({ id: '大红袍' })).toBe('/goods/detail/%E5%A4%A7%E7%BA%A2%E8%A2%8D');
    expect(href.goodsDetail({ id: 'a/b?c#d' })).toBe('/goods/detail/a%2Fb%3Fc%23d');
    expect(href.chat({ id: '客服 1' })).toBe('/chat/chat/%E5%AE%A2%E6%9C%8D%201');
    expect(decodeURIComponent(href.goodsDetail({ id: '大红袍 / 2' }).split('/').pop() ?? '')).toBe('大红袍 / 2');
  });

  it('puts the other arguments in the query, encoded, in the order given, without empty values', () => {
    expect(href.orderDetails({ orderId: 'o 1/2' })).toBe('/orderDetails?orderId=o%201%2F2');
    expect(href.goodsDetail({ id: 'g-1', skuId: 's-2', quantity: 3 })).toBe('/goods/detail/g-1?skuId=s-2&quantity=3');
    expect(href.category({ categoryId: '绿茶&白茶' })).toBe('/goods/category?categoryId=%E7%BB%BF%E8%8C%B6%26%E7%99%BD%E8%8C%B6');
    expect(href.addresses({ select: 1 })).toBe('/address/address?select=1');
    expect(href.login({ redirect: null })).toBe('/login');
    expect(href.register({ redirect: undefined, inviteCode: 'T3' })).toBe('/register?inviteCode=T3');
    const parsed = new URLSearchParams(href.search({ keyword: 'a+b c=d', sort: 'price' }).split('?')[1]);
    expect(parsed.get('keyword')).toBe('a+b c=d');
    expect(parsed.get('sort')).toBe('price');
  });

  it('refuses a missing path parameter instead of linking to a broken URL', () => {
    expect(() => buildHref(paths.goodsDetail, {})).toThrow('needs its id');
    expect(() => buildHref(paths.goodsDetail, { id: '' })).toThrow('needs its id');
  });

  it('builds a bare query string', () => {
    expect(queryString({})).toBe('');
    expect(queryString({ a: 1, b: null, c: 'x y' })).toBe('?a=1&c=x%20y');
  });

  it('types the arguments of each route', () => {
    // @ts-expect-error goods detail needs its id
    expect(() => href.goodsDetail()).toThrow();
    // @ts-expect-error order details needs its orderId
    expect(href.orderDetails({})).toBe('/orderDetails');
    // @ts-expect-error home takes no parameters
    expect(href.home({ tab: 'x' })).toBe('/home?tab=x');
    // @ts-expect-error the address list only knows select=1
    expect(href.addresses({ select: 2 })).toBe('/address/address?select=2');
  });
});

describe('loginHref: the login page with the way back', () => {
  it('carries the page the user was on, query included, encoded', () => {
    expect(loginHref('/mine')).toBe('/login?redirect=%2Fmine');
    expect(loginHref('/mine/pointsHall?tab=today')).toBe(`/login?redirect=${encodeURIComponent('/mine/pointsHall?tab=today')}`);
    expect(loginHref('/goods/detail/g-1?skuId=s 2&quantity=3')).toBe('/login?redirect=%2Fgoods%2Fdetail%2Fg-1%3FskuId%3Ds%202%26quantity%3D3');
  });

  it('round-trips through the login page: the redirect read back is the page it came from', () => {
    for (const back of ['/mine/pointsHall?tab=today', href.goodsDetail({ id: '大红袍 1', skuId: 's/2', quantity: 2 }), '/shoppingCart']) {
      const url = new URL(loginHref(back), 'https://h5.example.com');
      expect(url.pathname).toBe('/login');
      expect(sanitizeRedirect(url.searchParams.get('redirect'))).toBe(back);
    }
  });
});
