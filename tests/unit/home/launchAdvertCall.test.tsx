import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { homeApi } from '@/api/homeApi';
import { Providers } from '@/app/Providers';
import { writeStored } from '@/platform/storage';
import { openingCalls } from '@/screens/home/HomeScreen';
import { NewUserPopup } from '@/screens/home/NewUserPopup';
import { makeTestStore } from '../teardown';

/*
 * A file of its own: the popup's view is a module-level deferred module, and a test before this one
 * that drew the popup would have loaded it already.
 */
describe("/home's opening calls on a fresh launch", () => {
  it('ready the advert and its view, so the first render of the page draws the popup', async () => {
    writeStored('isStartupFirstLogin', '1');
    const store = makeTestStore();
    // the app sends the call itself (no launch call from the document): nothing to wait for
    expect(openingCalls(store)).toBeUndefined();
    await waitFor(() => expect(homeApi.endpoints.getImagePopup.select()(store.getState()).data?.id).toBe('p-01'));
    // the view's chunk evaluates alongside the call: let its load settle (a macrotask boundary)
    await import('@/screens/home/NewUserPopupView');
    await new Promise((resolve) => setTimeout(resolve, 0));

    render(
      <Providers store={store}>
        <MemoryRouter initialEntries={['/home']}>
          <NewUserPopup />
        </MemoryRouter>
      </Providers>,
    );
    // no waiting: a view loaded from the first commit's effect would show one render later
    expect(screen.getByRole('dialog', { name: '新人专享活动' })).toBeInTheDocument();
  });
});
