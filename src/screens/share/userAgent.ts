/*
 * Which app store a visitor of the download page needs, read from the user agent. iPadOS 13+
 * reports itself as a Mac; a Mac with a touch screen is taken as an iPad only when the caller says
 * the device has touch points. Pure, so it is tested with real user-agent strings.
 */

export type AppPlatform = 'ios' | 'android' | 'other';

export function appPlatform(userAgent: string, maxTouchPoints = 0): AppPlatform {
  const ua = userAgent.toLowerCase();
  // some Android browsers say "like iPhone" nowhere but a few Windows phones say "Android": check Android first
  if (/android|harmonyos/.test(ua)) return 'android';
  if (/iphone|ipad|ipod/.test(ua)) return 'ios';
  if (ua.includes('macintosh') && maxTouchPoints > 1) return 'ios';
  return 'other';
}

/** WeChat's webview, which blocks downloads and App Store links: the page asks to open it in a browser. */
export function inWeChat(userAgent: string): boolean {
  return /micromessenger/i.test(userAgent);
}
