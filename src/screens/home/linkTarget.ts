import type { LinkType } from '@/api/types/home';

/**
 * Where a banner, activity zone or popup opens, from the server's `linkType` / `linkValue`.
 * `null` when it opens nothing (type 'none', an empty value, or a page value that is not an in-app route).
 */
export function linkTarget(linkType: LinkType, linkValue: string): string | null {
  const value = linkValue.trim();
  if (!value) return null;
  switch (linkType) {
    case 'goods':
      return `/goods/detail/${encodeURIComponent(value)}`;
    case 'category':
      return `/goods/category?categoryId=${encodeURIComponent(value)}`;
    case 'activity':
      return `/activityAreaDetails?activityId=${encodeURIComponent(value)}`;
    case 'page':
      // only in-app routes: never an absolute or protocol-relative URL
      return value.startsWith('/') && !value.startsWith('//') ? value : null;
    default:
      return null;
  }
}
