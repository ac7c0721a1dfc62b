import { act, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { useScrollRestoration } from '@/app/scrollRestoration';

const navigateRef: { current: NavigateFunction | null } = { current: null };
const navigate = (to: string | number) => {
  if (!navigateRef.current) throw new Error('not rendered');
  return typeof to === 'number' ? navigateRef.current(to) : navigateRef.current(to);
};

function Page() {
  useScrollRestoration();
  const navigateNow = useNavigate();
  useLayoutEffect(() => {
    navigateRef.current = navigateNow;
  });
  return null;
}

function scrollUserTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('scroll restoration', () => {
  it('starts a pushed page at the top and returns a back step to where that page was left', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    render(
      <MemoryRouter initialEntries={['/home']}>
        <Page />
      </MemoryRouter>,
    );
    scrollUserTo(640);

    await act(() => navigate('/goods/category'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    // the browser clamps the offset once the new (shorter) page has rendered: not the user's
    scrollUserTo(120);

    await act(() => navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);

    await act(() => navigate(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 120);
  });

  it('takes the page to its #hash target', async () => {
    const target = document.createElement('div');
    target.id = 'reviews';
    const scrollIntoView = vi.fn();
    target.scrollIntoView = scrollIntoView;
    document.body.append(target);
    render(
      <MemoryRouter initialEntries={['/home']}>
        <Page />
      </MemoryRouter>,
    );
    await act(() => navigate('/goods/detail/g-1001#reviews'));
    expect(scrollIntoView).toHaveBeenCalledOnce();
    target.remove();
  });
});
