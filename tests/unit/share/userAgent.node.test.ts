import { describe, expect, it } from 'vitest';
import { appPlatform, inWeChat } from '@/screens/share/userAgent';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const HUAWEI = 'Mozilla/5.0 (Phone; OpenHarmony 4.0; HarmonyOS 4.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Mobile Safari/537.36';
const WECHAT_ANDROID = `${ANDROID} MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN`;
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

describe('appPlatform: which store the download page offers first', () => {
  it('reads iPhone, iPad and iPod as iOS', () => {
    expect(appPlatform(IPHONE)).toBe('ios');
    expect(appPlatform(IPHONE.replace('iPhone; CPU iPhone OS', 'iPad; CPU OS'))).toBe('ios');
  });

  it('reads an iPad that reports a Mac as iOS only when it has touch points', () => {
    expect(appPlatform(IPAD_DESKTOP, 5)).toBe('ios');
    expect(appPlatform(IPAD_DESKTOP, 0)).toBe('other');
  });

  it('reads Android and HarmonyOS phones as Android, inside WeChat too', () => {
    expect(appPlatform(ANDROID)).toBe('android');
    expect(appPlatform(HUAWEI)).toBe('android');
    expect(appPlatform(WECHAT_ANDROID)).toBe('android');
  });

  it('reads a desktop browser or an empty agent as neither', () => {
    expect(appPlatform(DESKTOP)).toBe('other');
    expect(appPlatform('')).toBe('other');
  });
});

describe('inWeChat', () => {
  it('is true only in WeChat’s webview', () => {
    expect(inWeChat(WECHAT_ANDROID)).toBe(true);
    expect(inWeChat(ANDROID)).toBe(false);
  });
});
