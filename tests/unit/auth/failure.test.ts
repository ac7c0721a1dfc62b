import { describe, expect, it } from 'vitest';
import type { ApiError } from '@/api/errors';
import { translate } from '@/platform/i18n';
import { failureMessage } from '@/screens/auth/failure';

const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) => translate('zh-CN', key, params);

describe('failureMessage: what a form shows inline (nothing the app already shows)', () => {
  it('stays silent for what the listener already toasts or handles', () => {
    const silent: ApiError[] = [
      { kind: 'business', code: 0, message: '账号或密码错误', notify: true },
      { kind: 'sessionExpired', code: 10001, message: '未登录' },
      { kind: 'forcedOffline', code: 601, message: '您的账号已在其他设备登录' },
    ];
    for (const error of silent) expect(failureMessage(error, t)).toBeNull();
  });

  it('shows the rest', () => {
    expect(failureMessage({ kind: 'business', code: 500, message: '系统繁忙', notify: false }, t)).toBe('系统繁忙');
    expect(failureMessage({ kind: 'network', timeout: true, message: 'timeout' }, t)).toBe('网络不给力，请检查网络后重试');
    expect(failureMessage({ kind: 'malformed', status: 502, message: 'Unexpected response (HTTP 502)' }, t)).toBe('服务开小差了，请稍后重试');
    expect(failureMessage(new Error('boom'), t)).toBe('服务开小差了，请稍后重试');
  });

  it('shows the message of a settlement body the RSA key cannot take', () => {
    const message = failureMessage({ kind: 'invalidRequest', message: 'Request body is 300 bytes; the RSA key encrypts at most 245 bytes' }, t);
    expect(message).toContain('提交内容无法加密发送');
    expect(message).toContain('Request body is 300 bytes; the RSA key encrypts at most 245 bytes');
  });
});
