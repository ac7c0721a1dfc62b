import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { home } from '@/api/catalogue/home';
import { Providers } from '@/app/Providers';
import { imagePopups } from '@mocks/data/home';
import { browserDeviceId } from '@/platform/device';
import { writeStored } from '@/platform/storage';
import { openingCalls } from '@/screens/home/HomeScreen';
import { NewUserPopup } from '@/screens/home/NewUserPopup';
import { makeTestStore } from '../teardown';

/*
 * A file of its own: the popup's view is a module-level deferred module, and a test before these
 * that drew the popup would have loaded it already. The member's test comes first for that reason.
 */

/** As index.html leaves it once its launch call has been answered (build/launchCall.ts), or while it is on its way. */
function answeredByDocument(answered = true) {
  const answer = Promise.resolve({ status: 200, text: JSON.stringify({ code: 1, message: 'ok', data: imagePopups[0] }) });
  window.__teaLaunchCall = { path: home.getImagePopup.path, mac: browserDeviceId(), answer, answered };
}

function renderPopup(store: ReturnType<typeof makeTestStore>) {
  return render(
    <Providers store={store}>
      <MemoryRouter initialEntries={['/home']}>
        <NewUserPopup />
      </MemoryRouter>
    </Providers>,
  );
}

afterEach(() => {
  delete window.__teaLaunchCall;
});

describe("/home's opening calls when the document has sent the advert's call", () => {
  it('say when the first render may go ahead: at once for a member, who gets no new-user advert', async () => {
    writeStored('isStartupFirstLogin', '1');
    writeStored('sid', 'sid-buyer-20261120');
    answeredByDocument();
    const store = makeTestStore({ session: { sid: 'sid-buyer-20261120', userInfo: null } });
    const ready = openingCalls(store);
    expect(ready).toBeInstanceOf(Promise);
    expect(await ready).toBeUndefined();
    renderPopup(store);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('for a guest, once the answer is in the cache and the view evaluated: the first render draws the popup', async () => {
    writeStored('isStartupFirstLogin', '1');
    answeredByDocument();
    const store = makeTestStore();
    await openingCalls(store);
    renderPopup(store);
    // no waiting: the first commit has it
    expect(screen.getByRole('dialog', { name: '新人专享活动' })).toBeInTheDocument();
  });

  it('do not hold the first render for an answer still on its way, or when the app sends the call itself', () => {
    writeStored('isStartupFirstLogin', '1');
    answeredByDocument(false);
    expect(openingCalls(makeTestStore())).toBeUndefined();
    delete window.__teaLaunchCall;
    expect(openingCalls(makeTestStore())).toBeUndefined();
  });
});
