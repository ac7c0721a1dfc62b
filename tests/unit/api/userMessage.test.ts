import { describe, expect, it } from 'vitest';
import type { ApiError } from '@/api/errors';
import { announcedByListener, userMessage, type FailureWording } from '@/api/userMessage';
import { translate, type Locale } from '@/platform/i18n';
import { authFailureWording as authWording } from '@/screens/auth/useAuthSubmit';
import '@/platform/i18n/areas/cart';

const inLocale =
  (locale: Locale) =>
  (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
    translate(locale, key, params);
const t = inLocale('zh-CN');

const listenerToasts: ApiError = { kind: 'business', code: 0, message: '账号或密码错误', notify: true };
const sessionExpired: ApiError = { kind: 'sessionExpired', code: 10001, message: '未登录' };
const forcedOffline: ApiError = { kind: 'forcedOffline', code: 601, message: '您的账号已在其他设备登录' };

describe('announcedByListener: what the app listener already tells the user', () => {
  it('is true for a code-0 message with data, 10001 and 601', () => {
    for (const error of [listenerToasts, sessionExpired, forcedOffline]) expect(announcedByListener(error)).toBe(true);
  });

  it('is false for the rest, so the screen speaks', () => {
    const unseen: unknown[] = [
      { kind: 'business', code: 500, message: '系统繁忙', notify: false },
      // the listener toasts only a message it has
      { kind: 'business', code: 0, message: '', notify: true },
      { kind: 'network', timeout: true, message: 'timeout' },
      { kind: 'malformed', status: 502, message: 'Unexpected response (HTTP 502)' },
      { kind: 'invalidRequest', message: 'too long' },
      new Error('boom'),
      undefined,
    ];
    for (const error of unseen) expect(announcedByListener(error)).toBe(false);
  });
});

describe('userMessage: the text a screen shows for a failure', () => {
  it('shows the server message of a business error, the fallback when it has none', () => {
    expect(userMessage({ kind: 'business', code: 500, message: '系统繁忙', notify: false }, t)).toBe('系统繁忙');
    expect(userMessage({ kind: 'business', code: 0, message: '', notify: true }, t)).toBe('服务开小差了');
    expect(userMessage(forcedOffline, t)).toBe('您的账号已在其他设备登录');
  });

  it('shows the network text for no answer, timed out or not', () => {
    expect(userMessage({ kind: 'network', timeout: true, message: 'timeout of 15000ms exceeded' }, t)).toBe('网络不给力，请检查网络后重试');
    expect(userMessage({ kind: 'network', timeout: false, message: 'Network Error' }, t)).toBe('网络不给力，请检查网络后重试');
  });

  it('never shows technical detail: a malformed answer, an unknown throw and a refused request read as the fallback', () => {
    expect(userMessage({ kind: 'malformed', status: 502, message: 'Unexpected response (HTTP 502)' }, t)).toBe('服务开小差了');
    expect(userMessage(new Error('boom'), t)).toBe('服务开小差了');
    expect(userMessage({ kind: 'invalidRequest', message: 'Request body is 300 bytes' }, t)).toBe('服务开小差了');
  });

  it('uses an area’s own words where it gives them', () => {
    const submit: FailureWording = { network: 'cart.submitNetworkError', fallback: 'cart.failedRetry' };
    expect(userMessage({ kind: 'network', timeout: false, message: 'Network Error' }, t, submit)).toBe('网络不给力，订单未提交，请稍后重试');
    expect(userMessage({ kind: 'malformed', status: 500, message: 'Unexpected response (HTTP 500)' }, t, submit)).toBe('操作未成功，请稍后重试');
    expect(userMessage({ kind: 'network', timeout: false, message: 'Network Error' }, inLocale('en-US'), submit)).toBe(
      "Network problem: the order wasn't placed. Please try again",
    );
  });
});

describe('userMessage with the auth forms’ words (what a form shows inline)', () => {
  const inline = (error: unknown) => (announcedByListener(error) ? null : userMessage(error, t, authWording));

  it('stays silent for what the listener already toasts or handles', () => {
    for (const error of [listenerToasts, sessionExpired, forcedOffline]) expect(inline(error)).toBeNull();
  });

  it('shows the rest', () => {
    expect(inline({ kind: 'business', code: 500, message: '系统繁忙', notify: false })).toBe('系统繁忙');
    expect(inline({ kind: 'network', timeout: true, message: 'timeout' })).toBe('网络不给力，请检查网络后重试');
    expect(inline({ kind: 'malformed', status: 502, message: 'Unexpected response (HTTP 502)' })).toBe('服务开小差了，请稍后重试');
    expect(inline(new Error('boom'))).toBe('服务开小差了，请稍后重试');
  });

  it('shows the message of a settlement body the RSA key cannot take', () => {
    const message = inline({ kind: 'invalidRequest', message: 'Request body is 300 bytes; the RSA key encrypts at most 245 bytes' });
    expect(message).toContain('提交内容无法加密发送');
    expect(message).toContain('Request body is 300 bytes; the RSA key encrypts at most 245 bytes');
  });
});
