import { describe, expect, it } from 'vitest';
import { sanitizeRedirect } from '@/screens/auth/redirect';
import { href, loginHref, paths, queryString, withoutParam } from '@/routes';

describe('paths: every route once, by name', () => {
  it('names 89 distinct route patterns', () => {
    const all: string[] = Object.values(paths);
    expect(all).toHaveLength(89);
    expect(new Set(all).size).toBe(89);
    for (const path of all) expect(path).toMatch(/^\/[\w/:-]+$/);
  });
});

describe('href: links built from the route paths', () => {
  it('gives the path of a route without parameters', () => {
    expect(href(paths.home)).toBe('/home');
    expect(href(paths.cart)).toBe('/shoppingCart');
    expect(href(paths.confirmOrder)).toBe('/shoppingCart/confirmOrder');
  });

  it('encodes path parameters once: spaces, Chinese and slashes stay inside their segment', () => {
    expect(href(paths.goodsDetail, { id: 'g-1001' })).toBe('/goods/detail/g-1001');
    expect(href(paths.goodsDetail, { id: 'gift box 2' })).toBe('/goods/detail/gift%20box%202');
    expect(href(paths.goodsDetail, { id: '大红袍' })).toBe('/goods/detail/%E5%A4%A7%E7%BA%A2%E8%A2%8D');
    expect(href(paths.goodsDetail, { id: 'a/b?c#d' })).toBe('/goods/detail/a%2Fb%3Fc%23d');
    expect(href(paths.chat, { id: '客服 1' })).toBe('/chat/chat/%E5%AE%A2%E6%9C%8D%201');
    expect(decodeURIComponent(href(paths.goodsDetail, { id: '大红袍 / 2' }).split('/').pop() ?? '')).toBe('大红袍 / 2');
  });

  it('puts the other arguments in the query, encoded, in the order given, without empty values', () => {
    expect(href(paths.orderDetails, { orderId: 'o 1/2' })).toBe('/orderDetails?orderId=o%201%2F2');
    expect(href(paths.goodsDetail, { id: 'g-1', skuId: 's-2', quantity: 3 })).toBe('/goods/detail/g-1?skuId=s-2&quantity=3');
    expect(href(paths.category, { categoryId: '绿茶&白茶' })).toBe('/goods/category?categoryId=%E7%BB%BF%E8%8C%B6%26%E7%99%BD%E8%8C%B6');
    expect(href(paths.addresses, { select: 1 })).toBe('/address/address?select=1');
    expect(href(paths.login, { redirect: null })).toBe('/login');
    expect(href(paths.login, { redirect: '' })).toBe('/login');
    expect(href(paths.register, { redirect: undefined, inviteCode: 'T3' })).toBe('/register?inviteCode=T3');
    const parsed = new URLSearchParams(href(paths.search, { keyword: 'a+b c=d', sort: 'price' }).split('?')[1]);
    expect(parsed.get('keyword')).toBe('a+b c=d');
    expect(parsed.get('sort')).toBe('price');
  });

  it('refuses a missing path parameter instead of linking to a broken URL', () => {
    const noId = {} as { id: string };
    expect(() => href(paths.goodsDetail, noId)).toThrow('needs its id');
    expect(() => href(paths.goodsDetail, { id: '' })).toThrow('needs its id');
  });

  it('builds a bare query string', () => {
    expect(queryString({})).toBe('');
    expect(queryString({ a: 1, b: null, c: 'x y', d: undefined, e: '', f: 0 })).toBe('?a=1&c=x%20y&f=0');
  });

  it('types the arguments of each route', () => {
    // @ts-expect-error goods detail needs its id
    expect(() => href(paths.goodsDetail)).toThrow();
    // @ts-expect-error order details needs its orderId
    expect(href(paths.orderDetails, {})).toBe('/orderDetails');
    // @ts-expect-error home takes no parameters
    expect(href(paths.home, { tab: 'x' })).toBe('/home?tab=x');
    // @ts-expect-error the address list only knows select=1
    expect(href(paths.addresses, { select: 2 })).toBe('/address/address?select=2');
  });
});

describe('loginHref: the login page with the way back', () => {
  it('carries the page the user was on, query included, encoded', () => {
    expect(loginHref('/mine')).toBe('/login?redirect=%2Fmine');
    expect(loginHref('/mine/pointsHall?tab=today')).toBe(`/login?redirect=${encodeURIComponent('/mine/pointsHall?tab=today')}`);
    expect(loginHref('/goods/detail/g-1?skuId=s 2&quantity=3')).toBe('/login?redirect=%2Fgoods%2Fdetail%2Fg-1%3FskuId%3Ds%202%26quantity%3D3');
  });

  it('round-trips through the login page: the redirect read back is the page it came from', () => {
    const pages = ['/mine/pointsHall?tab=today', href(paths.goodsDetail, { id: '大红袍 1', skuId: 's/2', quantity: 2 }), '/shoppingCart'];
    for (const back of pages) {
      const url = new URL(loginHref(back), 'https://h5.example.com');
      expect(url.pathname).toBe('/login');
      expect(sanitizeRedirect(url.searchParams.get('redirect'))).toBe(back);
    }
  });
});

describe('loginHref', () => {
  it('carries the way back, except from an auth page or the bare root', () => {
    expect(loginHref('/goods/detail/g-1001?skuId=s-1')).toBe(`/login?redirect=${encodeURIComponent('/goods/detail/g-1001?skuId=s-1')}`);
    for (const back of ['/', '/login', '/login?redirect=%2Fmine', '/register', '/password?x=1']) expect(loginHref(back)).toBe('/login');
  });
});

describe('withoutParam: a one-time mark leaves the address', () => {
  it('drops that parameter, keeps the others, and leaves the current params untouched', () => {
    const current = new URLSearchParams('orderId=o-3001&pay=1&from=cart');
    const next = withoutParam('pay')(current);
    expect(next.toString()).toBe('orderId=o-3001&from=cart');
    expect(current.toString()).toBe('orderId=o-3001&pay=1&from=cart');
  });
});
