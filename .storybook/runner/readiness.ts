/**
 * Waiting for a still page before the screenshot: network idle (tracked per visit), images loaded
 * and decoded, CSS motion frozen and SVG animations paused, only while the screenshot is taken.
 */
import type { Page, Request } from 'playwright-core';

/** How long no request may start or finish (and none be in flight) to count as network-idle. */
const NETWORK_QUIET_MS = 200;
const SETTLE_TIMEOUT_MS = 5000;

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

/** The requests of one visit: the ones in flight, and when the last one started or finished. */
export interface NetworkWatch {
  inFlight: Set<Request>;
  lastActivity: number;
  detach: () => void;
}

export function watchNetwork(page: Page): NetworkWatch {
  const watch: NetworkWatch = { inFlight: new Set(), lastActivity: Date.now(), detach: () => {} };
  const onRequest = (request: Request) => {
    watch.inFlight.add(request);
    watch.lastActivity = Date.now();
  };
  const onRequestDone = (request: Request) => {
    watch.inFlight.delete(request);
    watch.lastActivity = Date.now();
  };
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

/**
 * The test-runner's waitForPageReady only covers the iframe's first load (stories after the first
 * render without navigating), so requests are also tracked per visit. Requests whose URL contains
 * one of `heldOpen` never answer on purpose and are not waited for.
 */
async function waitForNetworkIdle(network: NetworkWatch, heldOpen: string[]): Promise<void> {
  const blocking = () =>
    [...network.inFlight].filter((request) => !heldOpen.some((part) => request.url().includes(part)));
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  while (blocking().length > 0 || Date.now() - network.lastActivity < NETWORK_QUIET_MS) {
    if (Date.now() > deadline) {
      const pending = blocking().map((request) => request.url());
      throw new NotSettledError(
        pending.length
          ? `network never went idle; pending: ${pending.join(', ')} (a request the story ` +
              'holds open on purpose belongs in parameters.pendingRequests)'
          : 'network never went idle: requests kept starting',
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function waitForImages(page: Page): Promise<void> {
  await page
    .waitForFunction(() => Array.from(document.images).every((image) => image.complete), null, {
      timeout: SETTLE_TIMEOUT_MS,
    })
    .catch(async () => {
      const pending = await page.evaluate(() =>
        Array.from(document.images)
          .filter((image) => !image.complete)
          .map((image) => image.currentSrc || image.src),
      );
      throw new NotSettledError(`images never finished loading: ${pending.join(', ')}`);
    });
  // complete != decoded: decode() makes sure the pixels are ready to paint.
  await page.evaluate(() =>
    Promise.all(Array.from(document.images).map((image) => image.decode().catch(() => {}))),
  );
}

/**
 * SVG SMIL animations (antd-mobile's DotLoading) ignore CSS: pause them at time 0.
 * `pause` false resumes them.
 */
async function pauseSvgAnimations(page: Page, pause: boolean): Promise<void> {
  await page.evaluate((shouldPause) => {
    for (const svg of Array.from(document.querySelectorAll('svg'))) {
      if (shouldPause) {
        svg.pauseAnimations();
        svg.setCurrentTime(0);
      } else {
        svg.unpauseAnimations();
      }
    }
  }, pause);
}

/** Freezes motion only while the screenshot is taken, so play functions never see it. */
export async function withFrozenPage<T>(
  page: Page,
  network: NetworkWatch,
  heldOpen: string[],
  shoot: () => Promise<T>,
): Promise<T> {
  const style = await page.addStyleTag({ content: FREEZE_CSS });
  try {
    // Not the test-runner's waitForPageReady: its page-level 'networkidle' never comes after a
    // story that navigated the frame while an earlier story's held-open request (a Loading story)
    // was still pending, and it knows nothing of parameters.pendingRequests; this visit's own
    // network watch (below) does.
    await page.waitForLoadState('load');
    await page.evaluate(() => document.fonts.ready);
    await waitForImages(page);
    await waitForNetworkIdle(network, heldOpen);
    await pauseSvgAnimations(page, true);
    return await shoot();
  } finally {
    await pauseSvgAnimations(page, false);
    await style.evaluate((element) => (element as Element).remove());
  }
}
