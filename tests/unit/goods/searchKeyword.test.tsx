import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { catalogue } from '@/api/catalogue';
import { anyOrigin } from '@mocks/envelope';
import { server } from '@mocks/node';
import { renderApp } from '../renderApp';

/** Issue 10 item 5: a keyword of emoji longer than the limit still searches. */
describe('search with a keyword cut at the limit', () => {
  it('/goods/search?keyword=a + 20 × 🍵 sends a signed request and shows results, not an error', async () => {
    const keyword = `a${'🍵'.repeat(20)}`;
    const sent: unknown[] = [];
    server.use(
      http.post(anyOrigin(catalogue.goodsPage.path), async ({ request }) => {
        sent.push(await request.clone().json());
        return undefined; // the default handler answers
      }),
    );
    renderApp([`/goods/search?keyword=${encodeURIComponent(keyword)}`]);
    const results = await screen.findByTestId('search-results');
    expect(within(results).getByRole('heading')).toHaveTextContent(keyword);
    await waitFor(() => expect(sent).toContainEqual(expect.objectContaining({ keyword })));
    // the answer came back (signed as the server checks it): results or the no-result line, no error
    await waitFor(() => expect(screen.queryByTestId('search-empty') ?? screen.queryByTestId('goods-card')).not.toBeNull());
    expect(screen.queryByTestId('error-state')).toBeNull();
  });
});
