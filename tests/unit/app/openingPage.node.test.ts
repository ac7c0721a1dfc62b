import { describe, expect, it } from 'vitest';
import { openingPage } from '@/app/openingPage';

describe('the page a launch shows first (src/app/openingPage.ts)', () => {
  it('is the login page for a guest on a login-only route, with or without a screen', () => {
    expect(openingPage('/order', false)).toBe('/login');
    expect(openingPage('/mine', false)).toBe('/login');
  });

  it('is the route itself for a signed-in visitor, or a route open to guests', () => {
    expect(openingPage('/order', true)).toBe('/order');
    expect(openingPage('/home', false)).toBe('/home');
    expect(openingPage('/goods/detail/g-1001', false)).toBe('/goods/detail/g-1001');
    expect(openingPage('/no/such/page', false)).toBe('/no/such/page');
  });
});
