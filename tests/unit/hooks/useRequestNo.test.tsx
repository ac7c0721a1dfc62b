import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newRequestNo, useRequestNo } from '@/hooks/useRequestNo';

describe('useRequestNo: one number per intent until it is settled', () => {
  it('keeps the number for the same intent across renders, changes it for another intent and after settle', () => {
    const { result, rerender } = renderHook(() => useRequestNo());
    const first = result.current.of('coupon:cp-04');
    rerender();
    expect(result.current.of('coupon:cp-04')).toBe(first);
    const other = result.current.of('coupon:cp-05');
    expect(other).not.toBe(first);
    result.current.settle();
    expect(result.current.of('coupon:cp-05')).not.toBe(other);
  });

  it('keeps the number after a network failure (the answer may have been lost), not after a refusal', () => {
    const { result } = renderHook(() => useRequestNo());
    const first = result.current.of('upgrade:p-1');
    result.current.failed({ kind: 'network', timeout: false, message: '网络异常' });
    expect(result.current.of('upgrade:p-1')).toBe(first);
    result.current.failed({ kind: 'business', code: 0, message: '库存不足', notify: true });
    expect(result.current.of('upgrade:p-1')).not.toBe(first);
  });

  it('makes 32 hex characters, different each time', () => {
    const numbers = new Set(Array.from({ length: 50 }, () => newRequestNo()));
    expect(numbers.size).toBe(50);
    for (const number of numbers) expect(number).toMatch(/^[0-9a-f]{32}$/);
  });
});
