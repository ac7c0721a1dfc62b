import type { AppPlatform } from './userAgent';

/*
 * Where each platform's app is downloaded: a deployment's `VITE_APP_DOWNLOAD_IOS` /
 * `VITE_APP_DOWNLOAD_ANDROID` (the store listing and the APK address are the publisher's, and move
 * without a code change), else the addresses below, which the mock-mode build and the stories show
 * (docs/share.md).
 */
export const APP_DOWNLOADS: Record<Exclude<AppPlatform, 'other'>, string> = {
  ios: import.meta.env.VITE_APP_DOWNLOAD_IOS || 'https://apps.apple.com/cn/app/id6450012026',
  android: import.meta.env.VITE_APP_DOWNLOAD_ANDROID || 'https://download.teamall.cn/android/teamall-latest.apk',
};

/** The platforms' buttons in the order shown: the visitor's own first (both as they are for 'other'). */
export function downloadOrder(platform: AppPlatform): Exclude<AppPlatform, 'other'>[] {
  return platform === 'android' ? ['android', 'ios'] : ['ios', 'android'];
}
