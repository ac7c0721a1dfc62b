import { describe, expect, it } from 'vitest';
import { BLANK_IMAGE, imageUrl, SHOP_LOGO } from '@/platform/imageHost';

describe('image host helper', () => {
  it('joins paths to the image host', () => {
    expect(imageUrl('goods/pu-er-357.jpg')).toBe('/images/goods/pu-er-357.jpg');
    expect(imageUrl('/goods/pu-er-357.jpg')).toBe('/images/goods/pu-er-357.jpg');
  });

  it('passes absolute and already-hosted URLs through', () => {
    expect(imageUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(imageUrl('/images/a.png')).toBe('/images/a.png');
  });

  it('falls back to the shop logo, or blank for "default"', () => {
    expect(imageUrl('')).toBe(SHOP_LOGO);
    expect(imageUrl(undefined)).toBe(SHOP_LOGO);
    expect(imageUrl('  ', 'default')).toBe(BLANK_IMAGE);
    expect(SHOP_LOGO).not.toBe(BLANK_IMAGE);
  });
});
