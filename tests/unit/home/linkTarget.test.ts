import { describe, expect, it } from 'vitest';
import { linkTarget } from '@/screens/home/linkTarget';
// the app's route table answers which pages exist (it registers itself with src/routes)
import '@/app/routes';

describe('home link targets (banners, activity zones, popup)', () => {
  it('maps each link type to its in-app route', () => {
    expect(linkTarget('goods', 'g-1101')).toBe('/goods/detail/g-1101');
    expect(linkTarget('category', 'c-02')).toBe('/goods/category?categoryId=c-02');
    expect(linkTarget('activity', 'act-2026-winter')).toBe('/activityAreaDetails?activityId=act-2026-winter');
    expect(linkTarget('page', '/collectCoupons')).toBe('/collectCoupons');
  });

  it('opens nothing for none, an empty value or a page outside the app', () => {
    expect(linkTarget('none', 'anything')).toBeNull();
    expect(linkTarget('goods', '  ')).toBeNull();
    expect(linkTarget('page', 'https://example.com/promo')).toBeNull();
    expect(linkTarget('page', '//example.com/promo')).toBeNull();
    expect(linkTarget('page', 'javascript:alert(1)')).toBeNull();
  });

  it('encodes values so they cannot break out of their path or query', () => {
    expect(linkTarget('goods', 'g 1/2')).toBe('/goods/detail/g%201%2F2');
    expect(linkTarget('category', 'c&x=1')).toBe('/goods/category?categoryId=c%26x%3D1');
  });
});

/** Issue 10 item 6: a page link opens only a same-origin path to a route of the app. */
describe('hostile page links', () => {
  it.each([
    ['/\\evil.example/steal'],
    ['/\t/evil.example/steal'],
    ['/\n/evil.example'],
    ['\t//evil.example'],
    ['/%5Cevil.example'],
    ['/no-such-page'],
    ['/goods/detail'],
    ['data:text/html,hi'],
    ['JavaScript:alert(1)'],
  ])('%j opens nothing', (value) => {
    expect(linkTarget('page', value)).toBeNull();
  });

  it('keeps the query and hash of a page of the app', () => {
    expect(linkTarget('page', '/goods/detail/g-1001?skuId=sku-1001-2#reviews')).toBe('/goods/detail/g-1001?skuId=sku-1001-2#reviews');
    expect(linkTarget('page', ' /home/memberArea ')).toBe('/home/memberArea');
  });
});
