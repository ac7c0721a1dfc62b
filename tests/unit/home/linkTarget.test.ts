import { describe, expect, it } from 'vitest';
import { linkTarget } from '@/screens/home/linkTarget';

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
