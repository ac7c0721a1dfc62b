import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { reduceMotion } from 'antd-mobile';
import MockDate from 'mockdate';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { installAntdRenderer } from '@/platform/antdRender';
import { preloadFeedback } from '@/platform/feedback';
import { loadLocale } from '@/platform/i18n';
import { resetDb } from '@mocks/db';
import { server } from '@mocks/node';
import { finishPendingWork, reactSchedulerDrained } from './teardown';

/** jsdom has no IntersectionObserver (antd-mobile's lazy Image and InfiniteScroll use it): nothing is ever in view. */
class NoIntersectionObserver implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly scrollMargin = '0px';
  readonly thresholds: readonly number[] = [0];
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}
globalThis.IntersectionObserver ??= NoIntersectionObserver;

/** jsdom does not lay pages out, so it has no scrolling: window.scrollTo only complains. Tests that care spy on it. */
window.scrollTo = () => undefined;

installAntdRenderer();
// findBy / waitFor poll until their condition holds; the ceiling allows for a machine whose cores
// are busy elsewhere (a screen's lazy chunk is compiled on first use), not for a slower app
configure({ asyncUtilTimeout: 10_000 });
// no react-spring animations: popups open and close at once, as in the stories
reduceMotion();

beforeAll(async () => {
  // the English catalogue loads on demand in the app; tests that read it find it loaded
  await loadLocale('en-US');
  // and toasts show as soon as they are asked for, as in the app once it has preloaded them
  await preloadFeedback();
  server.listen({ onUnhandledRequest: 'error' });
});
/** A story's beforeEach (portable stories) fixes the clock and seeds Math.random; tests get them back. */
const realRandom = Math.random;

afterEach(async () => {
  vi.useRealTimers();
  try {
    await finishPendingWork();
  } finally {
    // the next test starts from the seed even when this one left work it could not finish
    server.resetHandlers();
    MockDate.reset();
    Math.random = realRandom;
    resetDb();
    window.localStorage.clear();
    window.sessionStorage.clear();
  }
});
afterAll(async () => {
  server.close();
  // the last test's React work finishes while this file's jsdom is still there
  await reactSchedulerDrained();
});
