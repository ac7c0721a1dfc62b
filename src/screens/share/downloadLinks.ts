import type { AppPlatform } from './userAgent';

/*
 * Where each platform's app is downloaded. The store pages are the publisher's; change them here
 * when the listing moves (docs/share.md).
 */
export const APP_DOWNLOADS: Record<Exclude<AppPlatform, 'other'>, string> = {
  ios: 'https://apps.apple.com/cn/app/id6450012026',
  android: 'https://download.teamall.cn/android/teamall-latest.apk',
};

/** The platforms' buttons in the order shown: the visitor's own first (both as they are for 'other'). */
export function downloadOrder(platform: AppPlatform): Exclude<AppPlatform, 'other'>[] {
  return platform === 'android' ? ['android', 'ios'] : ['ios', 'android'];
}
