/**
 * Browser helper for the end-to-end suite.
 *
 * One Chromium per spec file (`launchBrowser` in `beforeAll`), one fresh context per test
 * (`openPage`): storage, service worker (the MSW mock backend) and history start empty every time.
 * Every page error (uncaught exception, unhandled rejection) and every console error is recorded
 * so a test can end with `expectNoProblems(session)`.
 */
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Page } from 'playwright-core';
import { HEADLESS_CHROMIUM_FLAGS } from '../../scripts/lib/chromium-flags.mjs';

/** Flags that keep Debian Chromium quiet and headless on a closed network (docs/visual-suite.md, Browser). */
export const CHROME_FLAGS: readonly string[] = HEADLESS_CHROMIUM_FLAGS;

export const VIEWPORT = { width: 375, height: 812 } as const;
export const LOCALE = 'zh-CN';

export function chromePath(): string {
  return process.env.CHROME_PATH || '/usr/bin/chromium';
}

/** Base URL of the served mock-mode build, set by tests/e2e/run.mjs. */
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) {
    throw new Error('E2E_BASE_URL is not set: run the suite with `npm run test:e2e` (tests/e2e/run.mjs).');
  }
  return url.replace(/\/+$/, '');
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromePath(),
    headless: true,
    args: [...CHROME_FLAGS],
  });
}

export interface Problem {
  kind: 'pageerror' | 'console';
  text: string;
  /** URL and line of the console message, when Chromium reports one. */
  where?: string;
}

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Everything that went wrong so far, in order. */
  problems: Problem[];
  /** Absolute URL of an app path, e.g. `url('/home?x=1')`. */
  url(path: string): string;
  close(): Promise<void>;
}

export interface OpenPageOptions {
  /**
   * localStorage entries written before any app script runs, on every full page load where the
   * key is absent (values are stored as given: pass JSON text if the app's storage module expects JSON).
   */
  localStorage?: Record<string, string>;
}

function describeConsole(message: ConsoleMessage): Problem {
  const { url, lineNumber } = message.location();
  return {
    kind: 'console',
    text: message.text(),
    ...(url ? { where: `${url}:${lineNumber}` } : {}),
  };
}

export async function openPage(browser: Browser, options: OpenPageOptions = {}): Promise<Session> {
  const context = await browser.newContext({
    viewport: { ...VIEWPORT },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    locale: LOCALE,
    timezoneId: 'Asia/Shanghai',
  });
  const seed = options.localStorage ?? {};
  if (Object.keys(seed).length > 0) {
    await context.addInitScript((entries: Record<string, string>) => {
      // Only on the app's own origin, not on about:blank.
      if (location.protocol !== 'http:' && location.protocol !== 'https:') return;
      for (const [key, value] of Object.entries(entries)) {
        if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
      }
    }, seed);
  }

  const page = await context.newPage();
  const problems: Problem[] = [];
  page.on('pageerror', (error) => {
    problems.push({ kind: 'pageerror', text: error.stack ?? String(error) });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(describeConsole(message));
  });

  const root = baseUrl();
  return {
    context,
    page,
    problems,
    url: (path: string) => `${root}${path.startsWith('/') ? '' : '/'}${path}`,
    close: () => context.close(),
  };
}

/**
 * Fails with every recorded problem listed. `ignore` drops console messages a test expects
 * (for instance a deliberate failed request); page errors can be ignored the same way.
 */
export function expectNoProblems(session: Session, ignore: readonly RegExp[] = []): void {
  const left = session.problems.filter((problem) => !ignore.some((pattern) => pattern.test(problem.text)));
  if (left.length > 0) {
    const lines = left.map((p) => `- [${p.kind}] ${p.text}${p.where ? ` (${p.where})` : ''}`);
    throw new Error(`The page reported ${left.length} problem(s):\n${lines.join('\n')}`);
  }
}

/** Path + query of the page's current URL, e.g. `/home?x=1`. */
export function currentPath(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/**
 * An in-document navigation the router did not start itself (as a browser "forward", or a link from
 * a screen not built yet, would be): push an entry carrying react-router's own state shape, then let
 * the router hear `popstate`.
 */
export async function spaNavigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const state: unknown = history.state;
    const index = typeof state === 'object' && state !== null && 'idx' in state ? Number(state.idx) : 0;
    history.pushState({ usr: null, key: `e2e${Date.now().toString(36)}`, idx: index + 1 }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: history.state as unknown }));
  }, path);
}

/** Waits until the page's pathname equals `pathname` (SPA navigations included). */
export async function waitForPathname(page: Page, pathname: string, timeout = 10_000): Promise<void> {
  try {
    await page.waitForFunction((expected) => location.pathname === expected, pathname, { timeout });
  } catch (error) {
    const title = await page.title().catch(() => '?');
    throw new Error(`expected pathname ${pathname} within ${timeout} ms; the page is at ${currentPath(page)} ("${title}")`, {
      cause: error,
    });
  }
}

/**
 * Waits until the app has booted: the mock worker started, the router created (it stamps
 * `history.state.idx`) and React's first commit in #root (index.html's launch shell replaced).
 * The router listens for popstate from that commit on: the first render is a transition, so
 * between the router's creation and the commit a test's history.back() would go unheard.
 */
export async function waitForApp(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(
    () => {
      const state: unknown = history.state;
      const routed = typeof state === 'object' && state !== null && 'idx' in state;
      const root = document.getElementById('root');
      return routed && (root?.childElementCount ?? 0) > 0 && !root?.querySelector(':scope > .launch-shell');
    },
    undefined,
    { timeout },
  );
}
