import { setupWorker } from 'msw/browser';
import { controlHandlers } from './control/handlers';
import { dispatchByPath } from './dispatch';
import { handlers } from './handlers';

/**
 * The embedded mock backend for `npm start` and mock-mode builds, with its control calls
 * (`mocks/control/`, e.g. expiring sessions server-side for the end-to-end suite).
 */
export async function startMockWorker(): Promise<void> {
  const worker = setupWorker(dispatchByPath([...handlers, ...controlHandlers]));
  await worker.start({
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    // static assets and the dev server pass through; an API call without a handler is a bug
    onUnhandledRequest(request, print) {
      const url = new URL(request.url);
      if (url.origin === window.location.origin && !url.pathname.startsWith('/teamall-') && !url.pathname.startsWith('/settlement/')) return;
      print.error();
    },
  });
}
