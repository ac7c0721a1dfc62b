import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiError } from '@/api/errors';
import { useFailureToast } from '@/hooks/useFailureToast';
import { showToast } from '@/platform/feedback';
import '@/platform/i18n/areas/cart';

vi.mock('@/platform/feedback', () => ({ showToast: vi.fn() }));

describe('useFailureToast: one toast per failure nobody else announced', () => {
  it('says nothing when the app listener already did', () => {
    const { result } = renderHook(() => useFailureToast());
    const announced: ApiError[] = [
      { kind: 'business', code: 0, message: '库存不足', notify: true },
      { kind: 'sessionExpired', code: 10001, message: '未登录' },
      { kind: 'forcedOffline', code: 601, message: '您的账号已在其他设备登录' },
    ];
    for (const error of announced) result.current(error);
    expect(showToast).not.toHaveBeenCalled();
  });

  it('toasts the user message in the area’s words, with the icon asked for', () => {
    const { result } = renderHook(() => useFailureToast({ icon: 'fail', fallback: 'cart.failedRetry', network: 'cart.submitNetworkError' }));
    result.current({ kind: 'business', code: 500, message: '系统繁忙', notify: false });
    result.current({ kind: 'network', timeout: false, message: 'Network Error' });
    result.current(new Error('boom'));
    expect(vi.mocked(showToast).mock.calls).toEqual([
      [{ icon: 'fail', content: '系统繁忙' }],
      [{ icon: 'fail', content: '网络不给力，订单未提交，请稍后重试' }],
      [{ icon: 'fail', content: '操作未成功，请稍后重试' }],
    ]);
  });

  it('tells a query’s code-0 message itself: the listener toasts only mutations’', () => {
    vi.mocked(showToast).mockClear();
    const { result } = renderHook(() => useFailureToast({ icon: 'fail', origin: 'query' }));
    result.current({ kind: 'business', code: 0, message: '该商品限购 5 件', notify: true });
    result.current({ kind: 'sessionExpired', code: 10001, message: '未登录' });
    expect(vi.mocked(showToast).mock.calls).toEqual([[{ icon: 'fail', content: '该商品限购 5 件' }]]);
  });

  it('toasts without an icon by default', () => {
    const { result } = renderHook(() => useFailureToast());
    result.current({ kind: 'network', timeout: true, message: 'timeout' });
    expect(showToast).toHaveBeenCalledWith({ content: '网络不给力，请检查网络后重试' });
  });
});
