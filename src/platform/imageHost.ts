import shopLogo from '@/assets/shop-logo.svg';

const IMAGE_HOST = (import.meta.env.VITE_IMAGE_HOST ?? '/images').replace(/\/$/, '');

/** A transparent 1x1 GIF: the blank fallback when the default image is 'default'. */
export const BLANK_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
export const SHOP_LOGO = shopLogo;

/**
 * Every image URL goes through here. Absolute URLs (http, https, data, blob, protocol-relative)
 * pass through; paths are joined to the image host; a missing path falls back to the shop logo,
 * or to a blank image when the caller asks for `'default'`.
 */
export function imageUrl(path: string | null | undefined, fallback: 'logo' | 'default' = 'logo'): string {
  const trimmed = path?.trim();
  if (!trimmed) return fallback === 'default' ? BLANK_IMAGE : SHOP_LOGO;
  if (/^(https?:|data:|blob:|\/\/)/i.test(trimmed)) return trimmed;
  if (trimmed.startsWith(IMAGE_HOST + '/')) return trimmed;
  return `${IMAGE_HOST}/${trimmed.replace(/^\//, '')}`;
}
