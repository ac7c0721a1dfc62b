import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useQueryParam } from '@/hooks/useQueryParam';

function withRouter(initial: string) {
  return ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[initial]}>{children}</MemoryRouter>;
}

describe('useQueryParam: a tab kept in the address', () => {
  it('reads the parameter, sets it keeping the others, drops it for the default, and replaces the history entry', () => {
    const { result } = renderHook(
      () => {
        const [value, set] = useQueryParam('status');
        return { value, set, location: useLocation(), navigation: useNavigationType() };
      },
      { wrapper: withRouter('/order?status=1&from=mine') },
    );
    expect(result.current.value).toBe('1');
    act(() => result.current.set('3'));
    expect(result.current.value).toBe('3');
    expect(result.current.location.search).toBe('?status=3&from=mine');
    expect(result.current.navigation).toBe('REPLACE');
    act(() => result.current.set(undefined));
    expect(result.current.value).toBeNull();
    expect(result.current.location.search).toBe('?from=mine');
  });
});
