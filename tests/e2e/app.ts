/**
 * What every end-to-end spec does with the app: one Chromium per file, one fresh context per test
 * (opened at a path, logged in or not, the launch advert closed as a user would), every test ending
 * with no page errors and no console errors; plus the tab bar, route and title checks.
 *
 *   const app = setupApp(); // at the top of a spec file: registers the hooks
 *   const page = await app.open('/home', { loggedIn: true });
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { sessions } from '../../mocks/data/sessions';
import { expectNoProblems, launchBrowser, openPage, waitForApp, waitForPathname, type Session } from './browser';

export const APP_NAME = '茶商城';

/** The mock backend's buyer (mocks/db/members.ts). */
export const BUYER = { mobile: '13800138000', password: 'Tea123456' } as const;

/** The buyer's seeded session; `src/platform/storage.ts` stores every value as JSON. */
export const LOGGED_IN: Readonly<Record<string, string>> = {
  sid: JSON.stringify(sessions.buyer.sid),
  userInfo: JSON.stringify(sessions.buyer.userInfo),
};

export interface OpenOptions {
  /** start with the buyer's seeded session in localStorage */
  loggedIn?: boolean;
  /** runs on the new page before it loads `path` (e.g. to record every request from the first); awaited */
  beforeGoto?: (page: Page) => void | Promise<unknown>;
}

export interface App {
  /** A fresh context at `path`, the app booted and the launch advert (on /home) closed. */
  open: (path: string, options?: OpenOptions) => Promise<Page>;
  /** The current test's session (after `open`). */
  session: () => Session;
}

/**
 * Registers the spec file's hooks: Chromium launched once, every test's context closed after it,
 * then the test fails if the page reported any error.
 */
export function setupApp(): App {
  let browser: Browser | undefined;
  let current: Session | null = null;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  afterEach(async () => {
    const finished = current;
    current = null;
    if (!finished) return;
    await finished.close();
    expectNoProblems(finished);
  });

  return {
    open: async (path, options = {}) => {
      if (!browser) throw new Error('the browser is not launched: call setupApp() at the top of the spec file');
      current = await openPage(browser, options.loggedIn ? { localStorage: { ...LOGGED_IN } } : {});
      await options.beforeGoto?.(current.page);
      await current.page.goto(current.url(path), { waitUntil: 'load' });
      await waitForApp(current.page);
      await dismissLaunchAdvert(current.page);
      return current.page;
    },
    session: () => {
      if (!current) throw new Error('no page is open: call app.open() first');
      return current;
    },
  };
}

/** /home shows the launch advert on each start; close it the way a user does. */
export async function dismissLaunchAdvert(page: Page): Promise<void> {
  if (new URL(page.url()).pathname !== '/home') return;
  const close = page.getByRole('button', { name: '关闭' });
  await close.waitFor({ timeout: 3_000 }).then(
    () => close.click(),
    () => undefined, // no advert today
  );
}

export function tabBar(page: Page): Locator {
  return page.locator('[data-testid="tab-bar"]');
}

export function tab(page: Page, label: string): Locator {
  return tabBar(page).getByText(label, { exact: true });
}

/** Waits for the pathname (SPA navigations included). */
export async function expectRoute(page: Page, pathname: string): Promise<void> {
  await waitForPathname(page, pathname);
}

/** The document title of a route: `<route title> - 茶商城`. */
export async function expectTitle(page: Page, routeTitle: string): Promise<void> {
  await expect.poll(() => page.title()).toBe(`${routeTitle} - ${APP_NAME}`);
}
