import { describe, expect, it } from 'vitest';
import { href, paths } from '@/routes';
import { DEFAULT_REDIRECT, sanitizeRedirect } from '@/screens/auth/redirect';

describe('sanitizeRedirect: only same-app paths', () => {
  it.each([
    ['/mine', '/mine'],
    ['/shoppingCart/confirmOrder', '/shoppingCart/confirmOrder'],
    ['/goods/detail/g-1001?sku=s-2#reviews', '/goods/detail/g-1001?sku=s-2#reviews'],
    ['/myCoupon?tab=unused', '/myCoupon?tab=unused'],
    ['/', '/'],
  ])('keeps %j', (raw, expected) => {
    expect(sanitizeRedirect(raw)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['mine'],
    ['//evil.example.com'],
    ['//evil.example.com/mine'],
    ['/\\evil.example.com'],
    ['/\\/evil.example.com'],
    ['https://evil.example.com/mine'],
    ['javascript:alert(1)'],
    ['/mine\u0000'],
    ['/mine\nSet-Cookie: a=b'],
    ['/login'],
    ['/login?redirect=/mine'],
    ['/register'],
    ['/password'],
  ])('refuses %j (default /mine)', (raw) => {
    expect(sanitizeRedirect(raw)).toBe(DEFAULT_REDIRECT);
  });

  it('keeps pages that merely start like an auth page', () => {
    expect(sanitizeRedirect('/loginHelp')).toBe('/loginHelp');
  });

  it('takes another fallback when given', () => {
    expect(sanitizeRedirect('//x', '/home')).toBe('/home');
  });
});

describe('the redirect between the auth pages', () => {
  it('carries the redirect between the auth pages, encoded', () => {
    expect(href(paths.register, { redirect: null })).toBe('/register');
    expect(href(paths.register, { redirect: '/goods/detail/g-1?sku=2' })).toBe('/register?redirect=%2Fgoods%2Fdetail%2Fg-1%3Fsku%3D2');
    expect(href(paths.login, { redirect: '/mine' })).toBe('/login?redirect=%2Fmine');
    expect(href(paths.password, { redirect: '/mine' })).toBe('/password?redirect=%2Fmine');
  });
});
