// antd-mobile's global CSS (its theme variables) before the app's overrides of them: the build
// ships one stylesheet, in import order (docs/performance.md)
import 'antd-mobile/es/global';
import { loadTransport } from '@/api/baseQuery';
import { holdRequestsUntil } from '@/api/backendReady';
import { launchCallSent } from '@/api/launchCall';
import { afterSettle } from '@/platform/afterSettle';
import { preloadFeedback } from '@/platform/feedback';
import { readStored } from '@/platform/storage';
import { loadLocale } from '@/platform/i18n';
import { yieldToMain } from '@/platform/yieldToMain';
import { runPageClock } from '@mocks/pageClock';
import '@/styles/global.css';
import { openingPage } from './openingPage';

/** How long the first render may wait for a page's opening answer (see below). */
const OPENING_WAIT_MS = 200;

async function boot() {
  // Mock mode (npm start, e2e, Lighthouse) answers every call from the embedded backend; the app
  // renders at once and its requests wait for the worker. The condition is static, so a
  // production build contains no mock code at all.
  if (import.meta.env.MODE === 'mock') {
    // the page's clock runs from the seed's instant, the backend's and the app's alike
    runPageClock();
    holdRequestsUntil(import('@mocks/browser').then(({ startMockWorker }) => startMockWorker()));
  }
  const launchPath = window.location.pathname;
  // a guest on a login-only route sees the login page (its guard redirects there)
  const shownPath = openingPage(launchPath, readStored('sid') !== '');
  // the request layer loads alongside the first screen (a failure resurfaces on the first call);
  // in a build, index.html's boot loader has already asked for both (docs/performance.md). Not
  // when the document has sent the page's first call itself (build/launchCall.ts): the first
  // screen then paints with that call's answer, and its other calls load the request layer. Nor
  // for a guest sent to the login page, which sends nothing until the user acts: it loads once
  // the page has settled, ahead of the first tap.
  if (shownPath !== launchPath) afterSettle(() => void loadTransport().catch(() => undefined));
  else if (!launchCallSent()) loadTransport().catch(() => undefined);
  // The app boots in stages, each evaluated in a task of its own: this entry, RTK Query's API
  // (createApi), the rest of the store (./bootStore.ts), the view (./renderApp.tsx) and the opening
  // page's screen. All but the screen are one chunk with the rest of the boot modules
  // (build/launchChunks.ts); evaluated together, they were the launch's longest task.
  await yieldToMain();
  await import('@/api/baseApi');
  await yieldToMain();
  // a namespace, not destructured: Vite would wrap a destructured import in a function that lists
  // every name twice (tree-shaking of a chunk that is all used anyway)
  const bootStore = await import('./bootStore');
  const preloaded = bootStore.persistedState();
  // a user who reads English gets the English catalogue before the first paint (no flash of Chinese)
  await loadLocale(preloaded.device?.locale ?? 'zh-CN').catch((error: unknown) => console.warn('[i18n]', error));
  // evaluating the store's modules and building the store were one long task: two now
  await yieldToMain();
  const store = bootStore.makeStore(preloaded);
  bootStore.startup(store);
  afterSettle(() => void bootStore.storeRegions(store));
  await yieldToMain();
  const view = await import('./renderApp');
  // a warm launch paints the opening page's public data from the last launch while it is fetched
  // again; the page's data as it settles is kept for the next one (src/app/launchData.ts, a chunk
  // of its own: a cold launch does not load it before the page settles)
  await yieldToMain();
  const opening = await view.loadOpeningScreen(shownPath);
  const launchData = () => import('./launchData');
  if (shownPath === launchPath && readStored('launchData')[launchPath]) {
    await launchData()
      .then(({ restoreLaunchData }) => restoreLaunchData(store, launchPath))
      .catch(() => 0);
  }
  // the page's first calls go out now, not once its first render has committed (a render of the
  // whole page later); the screen reads their answers from the same cache. Should that fail, the
  // page starts them as it renders, as any page does. A page whose first paint should include an
  // answer already on its way (the home page's launch advert, sent by index.html) returns a
  // promise of it: the first render waits for it, but never longer than OPENING_WAIT_MS.
  try {
    const ready = opening?.openingCalls?.(store, shownPath);
    if (ready) await Promise.race([ready.catch(() => 0), new Promise((resolve) => setTimeout(resolve, OPENING_WAIT_MS))]);
  } catch (error) {
    console.warn('[opening calls]', error);
  }
  afterSettle(() => {
    if (window.location.pathname === launchPath) void launchData().then(({ saveLaunchData }) => saveLaunchData(store, launchPath), () => undefined);
    // the other pages' screen loaders, ahead of the first tap (the opening page came without them)
    void view.screenLoaders().catch(() => undefined);
    // the red dots a signed-in member's tab bar shows (src/app/unreadWatch.ts)
    void import('./unreadWatch').then(({ watchUnreadMessages }) => watchUnreadMessages(store), () => undefined);
  });
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  view.renderApp(store, container);
  preloadFeedbackOnFirstTouch();
}

/**
 * Toasts and dialogs (antd-mobile's, with react-spring: ~26 KB gzip) are no part of the first paint:
 * they are fetched when the user first touches the page, ahead of the tap's answer, instead of
 * competing with the opening page's own download. A message shown earlier (a failed call) loads
 * them on the spot (src/platform/feedback.ts).
 */
function preloadFeedbackOnFirstTouch() {
  for (const event of ['pointerdown', 'keydown']) window.addEventListener(event, () => void preloadFeedback(), { capture: true, once: true, passive: true });
}

void boot();
