import type { LinkType } from '@/api/types/home';
import { href, inAppLink, paths } from '@/routes';

/**
 * Where a banner, activity zone or popup opens, from the server's `linkType` / `linkValue`.
 * `null` when it opens nothing: type 'none', an empty value, or a page value that is not a
 * same-origin path to a route of the app ('//evil', '/\evil', '/<TAB>/evil', 'javascript:', a
 * path no route has); the card then renders disabled.
 */
export function linkTarget(linkType: LinkType, linkValue: string): string | null {
  const value = linkValue.trim();
  if (!value) return null;
  switch (linkType) {
    case 'goods':
      return href(paths.goodsDetail, { id: value });
    case 'category':
      return href(paths.category, { categoryId: value });
    case 'activity':
      return href('/activityAreaDetails', { activityId: value });
    case 'page':
      return inAppLink(value);
    default:
      return null;
  }
}
