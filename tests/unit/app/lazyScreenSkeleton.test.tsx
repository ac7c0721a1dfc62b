import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LazyScreen } from '@/app/LazyScreen';
import { routeTable, type ScreenModule } from '@/app/routeTable';

/*
 * A page opens in its own shape while its code loads (issue 10, item 19): the goods detail page
 * sketches a square picture and text, not the generic list page it then jumps away from.
 */
const neverLoads = () => new Promise<ScreenModule>(() => undefined);

describe('the skeleton while a screen chunk loads', () => {
  it('is the detail page sketch for the goods detail route', () => {
    const detail = routeTable.find((entry) => entry.path === '/goods/detail/:id');
    expect(detail?.skeleton).toBe('detail');
    render(<LazyScreen path="/goods/detail/:id" load={neverLoads} title="商品详情" skeleton={detail?.skeleton} />);
    expect(screen.getByTestId('detail-skeleton')).toBeTruthy();
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  });

  it('is the list page sketch by default', () => {
    render(<LazyScreen path="/goods/category" load={neverLoads} title="分类" />);
    expect(screen.queryByTestId('detail-skeleton')).toBeNull();
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  });
});
