/**
 * Waiting for a still page before the screenshot, on the page's own state, never a fixed time. For
 * two animation frames in a row: no request in flight (those the page started, counted at the call
 * by .storybook/requestsInFlight.ts, and those the browser sees, such as a lazily loaded chunk), no
 * skeleton on screen (aria-busy="true"), nothing left to draw of what the page has (a store change,
 * a section's turn to show), no lazy picture in view still to ask for its file, every image loaded.
 * Then images decoded and fonts ready; CSS motion frozen and SVG animations paused, only while the
 * screenshot is taken. The page-side wait is one evaluate: each round trip to a loaded page costs
 * as much as the check itself.
 */
import type { Page, Request } from 'playwright-core';

const SETTLE_TIMEOUT_MS = 5000;
/** Resource types the page counts itself (.storybook/requestsInFlight.ts). */
const PAGE_COUNTED = new Set(['fetch', 'xhr']);
/** The class of the style element that freezes motion while a screenshot is taken. */
const FREEZE_STYLE_ID = 'story-runner-freeze';

// CSS animations and transitions jump to their end state; the text caret is hidden. JavaScript
// animations (react-spring) are not affected: preview.tsx skips them, and frame agreement (see
// screenshot.ts) catches any that are left. SVG SMIL animations are paused separately.
const FREEZE_CSS = `*, *::before, *::after {
  transition-delay: 0s !important; transition-duration: 0s !important;
  animation-delay: 0s !important; animation-duration: 0s !important;
  animation-iteration-count: 1 !important; caret-color: transparent !important;
}`;

/** The page did not come to rest: reported as an 'unstable' visual result. */
export class NotSettledError extends Error {}

/** The requests of one visit the browser has seen start and not yet finish. */
export interface NetworkWatch {
  inFlight: Set<Request>;
  detach: () => void;
}

/** A new visit: the requests an earlier story left in flight in the page are no longer counted. */
export async function forgetEarlierRequests(page: Page): Promise<void> {
  await page.evaluate(() => window.__storyRequestsInFlight?.forget());
}

export function watchNetwork(page: Page): NetworkWatch {
  const watch: NetworkWatch = { inFlight: new Set(), detach: () => {} };
  const onRequest = (request: Request) => watch.inFlight.add(request);
  const onRequestDone = (request: Request) => watch.inFlight.delete(request);
  page.on('request', onRequest);
  page.on('requestfinished', onRequestDone);
  page.on('requestfailed', onRequestDone);
  watch.detach = () => {
    page.off('request', onRequest);
    page.off('requestfinished', onRequestDone);
    page.off('requestfailed', onRequestDone);
  };
  return watch;
}

/** What the wait before a shot lets be: requests held open on purpose, a loading state the story is about. */
export interface ShotWait {
  /** parts of the URLs of requests the story never answers (parameters.pendingRequests) */
  heldOpen: string[];
  /** a skeleton on screen is the story's subject: do not wait for it to go */
  loadingExpected: boolean;
}

/** What kept the page from resting, from inside it: requests still in flight, images still loading. */
interface Unsettled {
  requests: string[];
  images: string[];
  /** what still shows it is loading (aria-busy on screen) */
  loading: string[];
  /** the screen has more to draw of what it has: a store change, a section's turn (stories/support/StoryApp.tsx) */
  undrawn: boolean;
}

/**
 * In the page: freezes motion, then waits until two animation frames in a row find no request in
 * flight (but the held-open ones) and every image complete; then images decoded, fonts ready, SVG
 * animations paused. Resolves with what was still busy at the deadline, or null.
 */
function settleInPage(page: Page, { heldOpen, loadingExpected }: ShotWait): Promise<Unsettled | null> {
  return page.evaluate(
    async ({ held, loadingShown, timeoutMs, styleId, css }) => {
      if (!document.getElementById(styleId)) {
        const style = document.createElement('style');
        style.id = styleId;
        style.textContent = css;
        document.head.append(style);
      }
      const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
      // A page that says it is loading (a skeleton: aria-busy="true" shown on screen) is not at rest,
      // unless the story is about that (a Loading story). A flow that ends on another screen is shot
      // once that screen has drawn its content, not its skeleton.
      const busyOnScreen = (): string[] =>
        loadingShown
          ? []
          : Array.from(document.querySelectorAll<HTMLElement>('[aria-busy="true"]'))
              .filter((element) => {
                const box = element.getBoundingClientRect();
                const onScreen = box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
                return onScreen && element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
              })
              .map((element) => element.getAttribute('aria-label') ?? element.dataset.testid ?? element.tagName.toLowerCase());
      // A lazy picture (GoodsImage) marks its box data-awaits-view until its own IntersectionObserver
      // sees it: one the same kind of observer finds in view is about to load (a scroll just brought
      // it in), so the page is not at rest. The observer's first report covers every box at once.
      const picturesComing = (): Promise<string[]> => {
        const boxes = Array.from(document.querySelectorAll('[data-awaits-view]'));
        if (!boxes.length) return Promise.resolve([]);
        return new Promise((resolve) => {
          const observer = new IntersectionObserver((entries) => {
            observer.disconnect();
            resolve(entries.filter((entry) => entry.isIntersecting).map(() => 'a picture scrolled into view'));
          });
          for (const box of boxes) observer.observe(box);
        });
      };
      const busy = async (): Promise<Unsettled> => ({
        requests: (window.__storyRequestsInFlight?.urls() ?? []).filter((url) => !held.some((part) => url.includes(part))),
        images: [
          ...Array.from(document.images)
            .filter((image) => !image.complete)
            .map((image) => image.currentSrc || image.src),
          ...(await picturesComing()),
        ],
        loading: busyOnScreen(),
        // an answer already in the store, its render (or its section's turn to show) still to come:
        // the requests are done, the screen is not (a Loading story, which ignores skeletons,
        // relies on this for the rest of the page)
        undrawn: window.__storyUndrawn?.() ?? false,
      });
      const deadline = performance.now() + timeoutMs;
      for (let quiet = 0; quiet < 2; ) {
        await frame();
        const now = await busy();
        quiet = now.requests.length || now.images.length || now.loading.length || now.undrawn ? 0 : quiet + 1;
        if (quiet === 0 && performance.now() > deadline) return now;
      }
      // complete != decoded: decode() makes sure the pixels are ready to paint
      await Promise.all(Array.from(document.images).map((image) => image.decode().catch(() => {})));
      await document.fonts.ready;
      // antd-mobile's DotLoading is an SVG SMIL animation, which ignores CSS: paused at time 0
      for (const svg of Array.from(document.querySelectorAll('svg'))) {
        svg.pauseAnimations();
        svg.setCurrentTime(0);
      }
      return null;
    },
    { held: heldOpen, loadingShown: loadingExpected, timeoutMs: SETTLE_TIMEOUT_MS, styleId: FREEZE_STYLE_ID, css: FREEZE_CSS },
  );
}

/** Undoes the freeze: motion back, SVG animations running. */
async function thawPage(page: Page): Promise<void> {
  await page.evaluate((styleId) => {
    document.getElementById(styleId)?.remove();
    for (const svg of Array.from(document.querySelectorAll('svg'))) svg.unpauseAnimations();
  }, FREEZE_STYLE_ID);
}

/**
 * The test-runner's waitForPageReady only covers the iframe's first load (stories after the first
 * render without navigating) and knows nothing of parameters.pendingRequests, so this visit's own
 * state is waited for: the page's requests, then those the browser still has in flight (a lazily
 * loaded chunk). Requests whose URL contains one of `heldOpen` never answer on purpose.
 */
async function settle(page: Page, network: NetworkWatch, wait: ShotWait): Promise<void> {
  const { heldOpen } = wait;
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  // fetch and XMLHttpRequest are the page's own count's (per visit, exact); the browser's are the
  // rest (a lazily loaded chunk, a stylesheet). Its fetch events may arrive after the next visit
  // began: a held-open request a replay started at the end of the last visit is not this one's.
  const browserBusy = () =>
    [...network.inFlight]
      .filter((request) => !PAGE_COUNTED.has(request.resourceType()))
      .map((request) => request.url())
      .filter((url) => !heldOpen.some((part) => url.includes(part)));
  for (;;) {
    const unsettled = await settleInPage(page, wait);
    if (unsettled?.requests.length) {
      throw new NotSettledError(
        `requests never finished: ${unsettled.requests.join(', ')} (a request the story holds open on purpose ` +
          'belongs in parameters.pendingRequests)',
      );
    }
    if (unsettled?.images.length) throw new NotSettledError(`images never finished loading: ${unsettled.images.join(', ')}`);
    if (unsettled?.undrawn && !unsettled.loading.length) {
      throw new NotSettledError("the screen never drew all it has: its store's last change or a section's reveal (src/platform/revealQueue.ts)");
    }
    if (unsettled) {
      // what the browser still fetches may be why (a screen's chunk, one of its imports)
      const fetching = browserBusy();
      throw new NotSettledError(
        `the page still shows it is loading (aria-busy): ${unsettled.loading.join(', ')} (a story about a ` +
          'loading state says so: parameters.visual.showsLoading, or holds its request open: parameters.pendingRequests)' +
          (fetching.length ? `; the browser still fetches ${fetching.join(', ')}` : ''),
      );
    }
    const pending = browserBusy();
    if (!pending.length) return;
    if (Date.now() > deadline) throw new NotSettledError(`network never went idle; pending: ${pending.join(', ')}`);
  }
}

/** Freezes motion only while the screenshot is taken, so play functions never see it. */
export async function withFrozenPage<T>(
  page: Page,
  network: NetworkWatch,
  wait: ShotWait,
  shoot: () => Promise<T>,
): Promise<T> {
  try {
    await page.waitForLoadState('load');
    await settle(page, network, wait);
    return await shoot();
  } finally {
    await thawPage(page);
  }
}
