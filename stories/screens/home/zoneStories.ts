import { expect, userEvent, waitFor } from 'storybook/test';
import type { Canvas } from '../../support/scenarios';
import { expectRoute } from '../../support/assertions';

/** What the zone screens show a guest: a login prompt that returns to the zone. */
export async function expectLoginPrompt(canvas: Canvas, zoneTitle: string, route: string): Promise<void> {
  await expect(await canvas.findByText(`登录后查看${zoneTitle}`)).toBeVisible();
  await expect(canvas.queryByTestId('error-state')).toBeNull();
  await userEvent.click(canvas.getByRole('button', { name: '去登录' }));
  await expectRoute('/login');
  await waitFor(() =>
    expect(document.querySelector('[data-testid="story-location"]')?.textContent).toBe(`/login?redirect=${encodeURIComponent(route)}`),
  );
}

/** An empty page of a zone call (data.list). */
export const emptyPage = { list: [], total: 0, pageNo: 1, pageSize: 10, hasMore: false };
