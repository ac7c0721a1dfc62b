import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '@/api/errors';
import { CANCELLED, useAction, type ActionOutcome } from '@/hooks/useAction';
import { ChunkLoadError } from '@/platform/chunkLoader';
import { confirmDialog, showToast } from '@/platform/feedback';
import '@/platform/i18n/areas/cart';
import { deferred } from '../deferred';

vi.mock('@/platform/feedback', () => ({ showToast: vi.fn(), confirmDialog: vi.fn() }));

beforeEach(() => {
  vi.mocked(showToast).mockClear();
  vi.mocked(confirmDialog).mockReset();
});
afterEach(() => vi.restoreAllMocks());

const refused: ApiError = { kind: 'business', code: 500, message: '系统繁忙', notify: false };
const offline: ApiError = { kind: 'network', timeout: false, message: 'Network Error' };

describe('useAction: the one way a screen writes', () => {
  it('sends once for five taps in one frame, busy until it settles, then says it worked', async () => {
    const gate = deferred<string>();
    const perform = vi.fn((id: string) => gate.promise.then((value) => `${id}:${value}`));
    const { result } = renderHook(() => useAction(perform, { success: '已保存' }));

    let first!: Promise<ActionOutcome<string>>;
    const taps: Promise<ActionOutcome<string>>[] = [];
    act(() => {
      first = result.current.run('a');
      for (let tap = 0; tap < 4; tap += 1) taps.push(result.current.run('b'));
    });
    expect(perform).toHaveBeenCalledTimes(1);
    expect(result.current.busy).toBe(true);
    await expect(Promise.all(taps)).resolves.toEqual(Array(4).fill({ status: 'ignored' }));

    await act(async () => {
      gate.resolve('ok');
      await expect(first).resolves.toEqual({ status: 'done', result: 'a:ok' });
    });
    expect(result.current.busy).toBe(false);
    expect(showToast).toHaveBeenCalledExactlyOnceWith({ icon: 'success', content: '已保存' }, { travels: false });
  });

  it('asks first when the action is destructive, and sends nothing when declined', async () => {
    const perform = vi.fn((id: string) => Promise.resolve(`deleted ${id}`));
    const { result } = renderHook(() =>
      useAction(perform, { confirm: (id: string) => (id === 'keep-quiet' ? null : { content: `删除 ${id}？`, confirmText: '删除', cancelText: '取消' }) }),
    );
    vi.mocked(confirmDialog).mockResolvedValueOnce(false);
    await act(async () => {
      await expect(result.current.run('a-1')).resolves.toEqual({ status: 'cancelled' });
    });
    expect(perform).not.toHaveBeenCalled();
    expect(confirmDialog).toHaveBeenCalledWith({ content: '删除 a-1？', confirmText: '删除', cancelText: '取消' });

    vi.mocked(confirmDialog).mockResolvedValueOnce(true);
    await act(async () => {
      await expect(result.current.run('a-1')).resolves.toEqual({ status: 'done', result: 'deleted a-1' });
    });
    await act(async () => {
      await result.current.run('keep-quiet');
    });
    expect(confirmDialog).toHaveBeenCalledTimes(2);
    expect(perform).toHaveBeenCalledTimes(2);
  });

  it('tells a failure once as a toast in the area’s words, and not at all when the listener did', async () => {
    const failures: unknown[] = [refused, offline, { kind: 'sessionExpired', code: 10001, message: '未登录' }];
    // an RTK Query failure (`unwrap()`) rejects with the ApiError object itself, not an Error
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
    const perform = vi.fn(() => Promise.reject(failures.shift()));
    const { result } = renderHook(() => useAction(perform, { wording: { network: 'cart.submitNetworkError', icon: 'fail' } }));
    const outcomes: ActionOutcome<never>[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await act(async () => {
        outcomes.push(await result.current.run());
      });
    }
    expect(outcomes.map((outcome) => (outcome.status === 'failed' ? outcome.message : outcome.status))).toEqual([
      '系统繁忙',
      '网络不给力，订单未提交，请稍后重试',
      null,
    ]);
    expect(vi.mocked(showToast).mock.calls).toEqual([[{ icon: 'fail', content: '系统繁忙' }], [{ icon: 'fail', content: '网络不给力，订单未提交，请稍后重试' }]]);
    expect(result.current.busy).toBe(false);
  });

  it('tells a query’s code-0 message itself (the listener toasts only mutations’), per action when its family mixes both', async () => {
    const limit: ApiError = { kind: 'business', code: 0, message: '该商品限购 5 件', notify: true };
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
    const perform = vi.fn((_kind: 'rebuy' | 'cancel') => Promise.reject(limit));
    const { result } = renderHook(() => useAction(perform, { origin: (kind) => (kind === 'rebuy' ? 'query' : 'mutation') }));
    await act(async () => {
      await result.current.run('cancel');
      await result.current.run('rebuy');
    });
    expect(vi.mocked(showToast).mock.calls).toEqual([[{ content: '该商品限购 5 件' }]]);
  });

  it('tells it inline instead of a toast when asked, and clears it on the next run', async () => {
    const gate = deferred<string>();
    const perform = vi.fn<() => Promise<string>>().mockRejectedValueOnce(refused).mockReturnValueOnce(gate.promise);
    const { result } = renderHook(() => useAction(perform, { tell: 'inline' }));
    await act(async () => {
      await result.current.run();
    });
    expect(result.current.failure).toBe('系统繁忙');
    expect(showToast).not.toHaveBeenCalled();
    let again!: Promise<ActionOutcome<string>>;
    act(() => {
      again = result.current.run();
    });
    expect(result.current.failure).toBeNull();
    await act(async () => {
      gate.resolve('ok');
      await again;
    });
  });

  it('fails the action, not the page, when a module it needs does not load or it throws', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const perform = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ChunkLoadError('missing', new TypeError('Failed to fetch dynamically imported module: /assets/CashierSheet.js')))
      .mockRejectedValueOnce(new TypeError('x is undefined'));
    const { result } = renderHook(() => useAction(perform));
    const outcomes: ActionOutcome<string>[] = [];
    await act(async () => {
      outcomes.push(await result.current.run());
      outcomes.push(await result.current.run());
    });
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['failed', 'failed']);
    expect(vi.mocked(showToast).mock.calls).toEqual([[{ content: '网络不给力，请检查网络后重试' }], [{ content: '服务开小差了' }]]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('stays done when the follow-up after a successful write throws: no failure told, nothing invites a second send', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const perform = vi.fn(() => Promise.resolve('o-1'));
    const onFailure = vi.fn();
    const { result } = renderHook(() =>
      useAction(perform, {
        success: '订单已提交',
        onSuccess: () => {
          throw new TypeError('navigate is not a function');
        },
        onFailure,
      }),
    );
    await act(async () => {
      await expect(result.current.run()).resolves.toEqual({ status: 'done', result: 'o-1' });
    });
    expect(vi.mocked(showToast).mock.calls).toEqual([[{ icon: 'success', content: '订单已提交' }, { travels: false }]]);
    expect(onFailure).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('holds the lock and busy after a result the screen leaves on, with the toast travelling', async () => {
    const perform = vi.fn(() => Promise.resolve({ orderId: 'o-1' }));
    const { result } = renderHook(() => useAction(perform, { hold: () => true, success: '订单已提交' }));
    await act(async () => {
      await result.current.run();
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      await expect(result.current.run()).resolves.toEqual({ status: 'ignored' });
    });
    expect(perform).toHaveBeenCalledTimes(1);
    expect(showToast).toHaveBeenCalledWith({ icon: 'success', content: '订单已提交' }, { travels: true });
  });

  it('ends as cancelled, quietly, when the user backs out half-way', async () => {
    const { result } = renderHook(() => useAction(() => Promise.resolve(CANCELLED), { success: '不该说' }));
    await act(async () => {
      await expect(result.current.run()).resolves.toEqual({ status: 'cancelled' });
    });
    expect(showToast).not.toHaveBeenCalled();
    expect(result.current.busy).toBe(false);
  });

  it('sends every run of an overlapping action (a cart tick): no lock, never busy, each failure told', async () => {
    const gates = [deferred<string>(), deferred<string>()];
    const perform = vi.fn((index: number) => gates[index]!.promise);
    const { result } = renderHook(() => useAction(perform, { overlap: true }));
    let runs!: Promise<ActionOutcome<string>>[];
    act(() => {
      runs = [result.current.run(0), result.current.run(1)];
    });
    expect(perform).toHaveBeenCalledTimes(2);
    expect(result.current.busy).toBe(false);
    await act(async () => {
      gates[0]!.reject(refused);
      gates[1]!.resolve('ok');
      await expect(Promise.all(runs)).resolves.toEqual([
        { status: 'failed', error: refused, message: '系统繁忙' },
        { status: 'done', result: 'ok' },
      ]);
    });
    expect(showToast).toHaveBeenCalledExactlyOnceWith({ content: '系统繁忙' });
  });
});
