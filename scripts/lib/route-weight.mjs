// What a route really costs on launch: every JavaScript file (and, apart, every stylesheet) the
// browser loads from opening the route until the page settles (the network quiet for a second), in Chromium, on the production
// build with its API answered by the mock handlers. Request layer, launch advert and anything a
// screen loads lazily at once are included; files are counted at gzip level 9 (1 KB = 1000 B).
// Each route opens in a fresh browser context (empty cache), signed in as the seeded buyer so
// login-only routes show their screen; `:param`s take a sample value.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startFixtureBackend } from './fixture-backend.mjs';
import { QUIET_CHROMIUM_FLAGS } from './chromium-flags.mjs';
import { serveStatic } from './static-server.mjs';

/** Issue 9: JS loaded before the page settles, KB gzip. */
export const SETTLE_BUDGET_KB = { '/home': 170, default: 180 };
/**
 * Routes measured as a guest as well: /home's launch advert (its view and picture) shows to a guest
 * only; a guest who opens a login-only route (/mine has no screen yet, /order has one) is sent to
 * the login page with a 请先登录 toast, and must not load the route's own screen or calls.
 */
export const GUEST_PATHS = ['/home', '/mine', '/order'];

const SAMPLE_PARAMS = { '/goods/detail/:id': { id: 'g-1001' } };
/** The query a route needs to show its content rather than its empty state (a seeded order). */
const SAMPLE_QUERY = { '/orderDetails': '?orderId=o-2003', '/logistics': '?orderId=o-2003' };
/**
 * What a route that is a later step of a form needs kept to show itself rather than send the visitor
 * back to the first step (a form's draft in session storage, src/platform/formDraft.ts): opened
 * cold, step 2 is step 1 plus a redirect, and the measure would be of step 1.
 */
const SAMPLE_DRAFTS = {
  '/upgrade/upgrade-next': { 'tm.draft.upgrade': JSON.stringify({ packageId: 'up-01', channel: 'wechat' }) },
  '/openshop/openshop-next': {
    'tm.draft.openShop': JSON.stringify({
      shopName: '周记茶庄仓山店',
      contactName: '周建山',
      mobile: '13600136000',
      region: { provinceId: 350000, provinceName: '福建省', cityId: 350100, cityName: '福州市', regionId: 350104, regionName: '仓山区' },
      address: '仓山区上渡路 88 号茶城 3 号楼 102',
      licenceImages: [],
      agreed: false,
    }),
  },
};
const BUYER = { sid: JSON.stringify('sid-buyer-20261120'), userInfo: JSON.stringify({ memberId: 'm-10086', nickname: '林清茶', mobile: '13800138000', role: 'buyer' }) };
const CHROME_FLAGS = [...QUIET_CHROMIUM_FLAGS];

/**
 * Routes still over their budget, with the figure measured when they were listed, rounded up: the
 * test lets each shrink, never grow, and fails once a route fits its budget so that its entry is
 * removed. Keys are route patterns, or `pattern (visitor)` for one visitor only. Empty: every route
 * fits (the last entry, /home as a guest, went when the screens' loaders left the launch bundle:
 * docs/performance.md, "The route table's share of the launch").
 */
/** @type {Record<string, number>} */
export const OVER_BUDGET_CEILING_KB = {};

/** The ceiling recorded for a route as one visitor opens it, if it is over its budget. */
export function overBudgetCeiling(path, visitor) {
  return OVER_BUDGET_CEILING_KB[`${path} (${visitor})`] ?? OVER_BUDGET_CEILING_KB[path];
}

export function budgetKb(path) {
  return SETTLE_BUDGET_KB[path] ?? SETTLE_BUDGET_KB.default;
}

/** `/goods/detail/:id` -> `/goods/detail/g-1001` (other params: `1`), with the route's sample query. */
export function sampleUrl(pattern) {
  const params = SAMPLE_PARAMS[pattern] ?? {};
  return pattern.replace(/:(\w+)/g, (_, name) => params[name] ?? '1') + (SAMPLE_QUERY[pattern] ?? '');
}

/** Resolves once no request has been in flight for `quietMs` (or after `maxMs`). */
function settled(page, quietMs = 1000, maxMs = 20_000) {
  return new Promise((resolve) => {
    let inFlight = 0;
    let timer;
    const arm = () => {
      clearTimeout(timer);
      if (inFlight === 0) timer = setTimeout(done, quietMs);
    };
    const started = () => {
      inFlight += 1;
      clearTimeout(timer);
    };
    const ended = () => {
      inFlight = Math.max(0, inFlight - 1);
      arm();
    };
    const cap = setTimeout(done, maxMs);
    function done() {
      clearTimeout(timer);
      clearTimeout(cap);
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
      resolve();
    }
    page.on('request', started);
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    arm();
  });
}

/**
 * Opens each `paths` entry (route patterns) on the built app in `distDir`, signed in as the seeded
 * buyer or (`guest`) not, and returns
 * `[{ path, url, visitor, files: [{ file, bytes }], bytes }]`, bytes gzip level 9.
 */
export async function measureRouteWeights({ root, distDir, paths, guest = false, chromePath = process.env.CHROME_PATH || '/usr/bin/chromium' }) {
  const backend = await startFixtureBackend(root);
  const { server, url: base } = await serveStatic(distDir, { spaFallback: true, handle: backend.handle });
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS });
  const gzipped = new Map();
  const gzipOf = (file) => {
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length);
    return gzipped.get(file);
  };
  const results = [];
  try {
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'zh-CN' });
      await context.addInitScript(
        ({ local, session }) => {
          for (const [key, value] of Object.entries(local)) localStorage.setItem(key, value);
          for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, value);
        },
        { local: guest ? {} : BUYER, session: guest ? {} : (SAMPLE_DRAFTS[path] ?? {}) },
      );
      const page = await context.newPage();
      // the built app must run, not only load: an uncaught error or a console error fails the route
      const errors = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      const scripts = new Set();
      const stylesheets = new Set();
      page.on('request', (request) => {
        const { origin, pathname } = new URL(request.url());
        if (origin !== base || !pathname.startsWith('/assets/')) return;
        if (request.resourceType() === 'script') scripts.add(pathname.slice(1));
        if (request.resourceType() === 'stylesheet' || pathname.endsWith('.css')) stylesheets.add(pathname.slice(1));
      });
      const url = sampleUrl(path);
      const quiet = settled(page);
      await page.goto(base + url, { waitUntil: 'load' });
      await quiet;
      await context.close();
      const files = [...scripts].sort().map((file) => ({ file, bytes: gzipOf(file) }));
      const css = [...stylesheets].sort().map((file) => ({ file, bytes: gzipOf(file) }));
      const sum = (list) => list.reduce((total, { bytes }) => total + bytes, 0);
      results.push({ path, url, visitor: guest ? 'guest' : 'buyer', files, bytes: sum(files), css, cssBytes: sum(css), errors });
    }
  } finally {
    await browser.close();
    server.closeAllConnections();
    server.close();
    await backend.close();
  }
  return results;
}
