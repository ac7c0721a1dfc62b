import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT, COMPILE_HINT_MIN_BYTES } from '../../build/compileHints';
import { QUIET_CHROMIUM_FLAGS } from '../../scripts/lib/chromium-flags.mjs';
import { startFixtureBackend } from '../../scripts/lib/fixture-backend.mjs';
import { budgetKb, GUEST_PATHS, measureRouteWeights, overBudgetCeiling, type RouteWeight } from '../../scripts/lib/route-weight.mjs';
import { serveStatic } from '../../scripts/lib/static-server.mjs';
import { checkBudget, computeSizes, distinctScreenRoutes, HOME_JS_BUDGET_KB, parseRouteTable, type ViteManifest } from '../../scripts/size.mjs';

/** Builds the app like `npm run build` (production mode) and `vite build --mode mock`, into temp dirs. */
async function buildApp(mode: 'production' | 'mock'): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), `tea-mall-${mode}-`));
  // vitest runs with NODE_ENV=test, which Vite would bake in (React's development build)
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ mode, logLevel: 'silent', build: { outDir, emptyOutDir: true, manifest: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  return outDir;
}

/**
 * Serves the build `dir` on the fixture backend and opens a 375x812 zh-CN page in Chromium for
 * `visit` (given the server's url); browser, server and backend are closed whatever happens.
 */
async function inChromium(dir: string, visit: (page: Page, url: string) => Promise<void>): Promise<void> {
  const backend = await startFixtureBackend(process.cwd());
  const { server, url } = await serveStatic(dir, { spaFallback: true, handle: backend.handle });
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: [...QUIET_CHROMIUM_FLAGS] });
  try {
    await visit(await browser.newPage({ viewport: { width: 375, height: 812 }, locale: 'zh-CN' }), url);
  } finally {
    await browser.close();
    server.closeAllConnections();
    server.close();
    await backend.close();
  }
}

function bundleText(outDir: string): string {
  const assets = join(outDir, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(assets, file), 'utf8'))
    .join('\n');
}

/** The entry's stylesheet, linked on every page before the entry runs (docs/performance.md). */
const ENTRY_CSS_CEILING_KB = 30;

/** The stylesheets the entry's static closure brings (index.html links them at launch). */
function entryStylesheets(outDir: string): string[] {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) walk(imported);
  };
  walk(Object.keys(manifest).find((key) => manifest[key]?.isEntry) ?? '');
  return [...new Set([...seen].flatMap((key) => manifest[key]?.css ?? []))];
}

/** The top-level rules of a minified stylesheet, as written (an at-rule with its block). */
function topLevelRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i += 1) {
    if (css[i] === '{') depth += 1;
    else if (css[i] === '}' && --depth === 0) {
      rules.push(css.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  return rules.filter((rule) => !rule.startsWith('/*'));
}

// Markers only the mock backend contains: MSW's worker API, the mock's RSA private key, seed data.
const mockMarkers = ['setupWorker', 'mockServiceWorker', 'BEGIN PRIVATE KEY', '冬季暖茶节开幕', 'sid-buyer-20261120', 'MockFailure'];

describe('production build', () => {
  let production = '';
  let mock = '';
  beforeAll(async () => {
    production = await buildApp('production');
    mock = await buildApp('mock');
  }, 120_000);
  afterAll(() => {
    for (const dir of [production, mock]) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('contains no mock code, data or worker', () => {
    const text = bundleText(production);
    for (const marker of mockMarkers) expect(text.includes(marker), marker).toBe(false);
    expect(existsSync(join(production, 'mockServiceWorker.js'))).toBe(false);
    // the mock data's pictures stay out; the app's own static images (public/images) ship
    for (const folder of readdirSync(join(process.cwd(), 'mocks/public/images'))) {
      for (const file of readdirSync(join(process.cwd(), 'mocks/public/images', folder))) {
        expect(existsSync(join(production, 'images', folder, file)), `${folder}/${file}`).toBe(false);
      }
    }
  });

  it('the mock-mode build does bundle the embedded backend (so the check above can fail)', () => {
    const text = bundleText(mock);
    for (const marker of mockMarkers) expect(text.includes(marker), marker).toBe(true);
    expect(existsSync(join(mock, 'mockServiceWorker.js'))).toBe(true);
    expect(existsSync(join(mock, 'images', 'goods'))).toBe(true);
  });

  it('paints the launch shell before any script or stylesheet, and boots the entry from the loader', () => {
    const html = readFileSync(join(production, 'index.html'), 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    // nothing render-blocking in the document: no external stylesheet or script tag
    expect(head).not.toMatch(/<link[^>]+rel="stylesheet"/);
    expect(head).not.toMatch(/<script[^>]+src=/);
    expect(html).toMatch(/<div id="root"><div class="launch-shell"/);
    const manifest = JSON.parse(readFileSync(join(production, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
    expect(entry).toBeDefined();
    expect(head).toContain(`"/${entry?.file}"`);
    // and the entry's imports with it, not one round trip after it
    expect(entry?.imports?.length).toBeGreaterThan(0);
    for (const imported of entry?.imports ?? []) expect(head).toContain(`"/${manifest[imported]?.file}"`);
    expect(head).toMatch(/"\/assets\/transport-[\w-]+\.js"/);
    expect(head).toMatch(/"\/assets\/HomeScreen-[\w-]+\.js"/);
  });

  it("runs dynamic imports through the app's small preload helper, not Vite's (build/unusedModules.ts)", () => {
    const text = bundleText(production);
    expect(text).toContain('vite:preloadError');
    // Vite's own helper detects modulepreload support and links dependencies
    expect(text.includes('relList')).toBe(false);
  });

  it("starts every script chunk but the smallest with V8's compile hint, in both builds (build/compileHints.ts)", () => {
    for (const outDir of [production, mock]) {
      const scripts = readdirSync(join(outDir, 'assets')).filter((file) => file.endsWith('.js'));
      const hinted = scripts.filter((file) => {
        const code = readFileSync(join(outDir, 'assets', file), 'utf8');
        const withHint = code.startsWith(`${COMPILE_HINT}\n`);
        expect(withHint, file).toBe(code.length - (withHint ? COMPILE_HINT.length + 1 : 0) >= COMPILE_HINT_MIN_BYTES);
        return withHint;
      });
      expect(hinted.length).toBeGreaterThan(30);
      expect(hinted.some((file) => file.startsWith('vendor-'))).toBe(true);
    }
  });

  it(`links one stylesheet at launch, the entry's, under ${ENTRY_CSS_CEILING_KB} KB gzip; the screens' CSS is theirs (build/sharedStyles.ts)`, () => {
    const entryCss = entryStylesheets(production);
    expect(entryCss).toHaveLength(1);
    const kb = gzipSync(readFileSync(join(production, entryCss[0] ?? '')), { level: 9 }).length / 1000;
    expect(kb).toBeGreaterThan(5); // antd-mobile's defaults, the global CSS, the boot's components
    expect(kb, `the entry's stylesheet: ${kb.toFixed(1)} KB gzip`).toBeLessThanOrEqual(ENTRY_CSS_CEILING_KB);
    // each screen with styles of its own brings them in a stylesheet of its own
    const manifest = JSON.parse(readFileSync(join(production, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
    const home = manifest['src/screens/home/HomeScreen.tsx']?.css ?? [];
    expect(home).toHaveLength(1);
    expect(home).not.toContain(entryCss[0]);
    // no rule is in two stylesheets: a copy of a shared component's rules linked by a later screen
    // would come after an earlier screen's own rules and undo the ones that restyle it
    const stylesheets = readdirSync(join(production, 'assets')).filter((file) => file.endsWith('.css'));
    expect(stylesheets.length).toBeGreaterThan(5);
    const seen = new Map<string, string>();
    const copies: string[] = [];
    for (const file of stylesheets) {
      for (const rule of topLevelRules(readFileSync(join(production, 'assets', file), 'utf8'))) {
        const first = seen.get(rule);
        if (first && first !== file) copies.push(`${rule.slice(0, 60)} in ${first} and ${file}`);
        seen.set(rule, file);
      }
    }
    expect(copies).toEqual([]);
    // and none is empty (one more request for nothing)
    for (const file of stylesheets) expect(readFileSync(join(production, 'assets', file), 'utf8').replace(/\/\*[^*]*\*\//g, '').trim(), file).not.toBe('');
  });

  it("puts the app's theme after antd-mobile's defaults in the entry's stylesheet, so the brand colour wins", () => {
    const css = readFileSync(join(production, entryStylesheets(production)[0] ?? ''), 'utf8');
    const antdDefault = css.indexOf('--adm-color-primary:#1677ff');
    const brand = css.lastIndexOf('--adm-color-primary:#c8161d');
    expect(antdDefault).toBeGreaterThanOrEqual(0);
    expect(brand).toBeGreaterThan(antdDefault);
  });

  it(`keeps /home's initial JS within ${HOME_JS_BUDGET_KB} KB gzip (npm run size prints every route)`, () => {
    const manifest = JSON.parse(readFileSync(join(production, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
    const report = computeSizes(manifest, production, parseRouteTable());
    const home = checkBudget(report, '/home');
    expect(home.actualKb).toBeGreaterThan(100); // measured a real page, not an empty closure
    expect(home.actualKb, `/home initial JS ${home.actualKb.toFixed(1)} KB gzip`).toBeLessThanOrEqual(HOME_JS_BUDGET_KB);
  });

  it("lets a guest's /home draw the launch advert with its first render, from the document's own call alone (build/launchCall.ts)", async () => {
    await inChromium(production, async (page, url) => {
      const popupCalls: string[] = [];
      const errors: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/imagePopup/getImagePopup')) popupCalls.push(request.resourceType());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      // whether the app's first commit (the launch shell replaced) already holds the advert
      await page.addInitScript(() => {
        const observer = new MutationObserver(() => {
          const root = document.getElementById('root');
          if (!root || root.querySelector('.launch-shell') || root.childElementCount === 0) return;
          observer.disconnect();
          document.documentElement.dataset.firstCommitAdvert = String(document.querySelector('[data-testid="new-user-popup"]') !== null);
        });
        observer.observe(document, { childList: true, subtree: true });
      });
      await page.goto(`${url}/home`);
      await page.getByRole('dialog', { name: '新人专享活动' }).waitFor();
      // the sections' calls load the request layer after the first paint
      await page.getByText('新品上市').waitFor();
      expect(await page.evaluate(() => document.documentElement.dataset.firstCommitAdvert)).toBe('true');
      expect(popupCalls).toEqual(['fetch']);
      expect(errors).toEqual([]);
    });
  }, 60_000);

  it('never shows a screen before its stylesheet is in, at launch or opened later (build/unusedModules.ts)', async () => {
    // every CSS-module class of a lazy chunk's stylesheet -> that stylesheet
    const entryCss = new Set(entryStylesheets(production));
    const classes: Record<string, string> = {};
    for (const file of readdirSync(join(production, 'assets')).filter((name) => name.endsWith('.css'))) {
      if (entryCss.has(`assets/${file}`)) continue;
      for (const [, name] of readFileSync(join(production, 'assets', file), 'utf8').matchAll(/\.(_[A-Za-z][\w-]*_[\w-]{5}_\d+)/g)) classes[name ?? ''] = `/assets/${file}`;
    }
    expect(Object.values(classes).some((href) => href.includes('SearchScreen'))).toBe(true);
    await inChromium(production, async (page, url) => {
      await page.addInitScript((classOf: Record<string, string>) => {
        const seen: string[] = [];
        const shown: string[] = [];
        Object.assign(window, { unstyled: seen, styledShown: shown });
        const loaded = (href: string) => [...document.styleSheets].some((sheet) => sheet.href?.endsWith(href));
        // called before the browser paints what was added
        new MutationObserver((records) => {
          for (const node of records.flatMap((record) => [...record.addedNodes])) {
            if (!(node instanceof Element)) continue;
            for (const element of [node, ...node.querySelectorAll('[class]')]) {
              for (const name of element.classList) {
                const href = classOf[name];
                if (!href) continue;
                shown.push(href);
                if (!loaded(href)) seen.push(`${name} (${href})`);
              }
            }
          }
        }).observe(document, { childList: true, subtree: true });
      }, classes);
      const go = (path: string) => page.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      // opened at launch: the boot loader preloads the stylesheet, the helper links it and waits
      await page.goto(`${url}/goods/category`);
      await page.waitForFunction(() => (window as unknown as { styledShown: string[] }).styledShown.some((href) => href.includes('CategoryScreen')));
      // opened later: the screen's chunk and stylesheet are asked for together
      await go('/goods/search');
      await page.waitForFunction(() => (window as unknown as { styledShown: string[] }).styledShown.some((href) => href.includes('SearchScreen')));
      await go('/home');
      await page.waitForFunction(() => (window as unknown as { styledShown: string[] }).styledShown.some((href) => href.includes('HomeScreen')));
      expect(await page.evaluate(() => (window as unknown as { unstyled: string[] }).unstyled)).toEqual([]);
    });
  }, 60_000);

  describe('JS loaded before each route settles, in Chromium (npm run size)', () => {
    let weights: RouteWeight[] = [];
    beforeAll(async () => {
      const paths = distinctScreenRoutes(parseRouteTable()).map((route) => route.path);
      weights = [
        ...(await measureRouteWeights({ root: process.cwd(), distDir: production, paths })),
        // the launch advert (its call, view and picture) shows to a guest only
        ...(await measureRouteWeights({ root: process.cwd(), distDir: production, paths: GUEST_PATHS, guest: true })),
      ];
    }, 180_000);

    it('measured every screen and the coming-soon page, each a real page', () => {
      expect(weights.map((weight) => weight.path)).toEqual(expect.arrayContaining(['/home', '/goods/category', '/goods/detail/:id', '/activityArea']));
      expect(weights.filter((weight) => weight.visitor === 'guest').map((weight) => weight.path)).toEqual(['/home', '/mine', '/order']);
      // the guest's /home loads the launch advert's view, which the buyer's does not
      const homeFiles = (visitor: string) => weights.find((weight) => weight.path === '/home' && weight.visitor === visitor)?.files.map(({ file }) => file) ?? [];
      expect(homeFiles('guest').some((file) => file.includes('NewUserPopupView'))).toBe(true);
      expect(homeFiles('buyer').some((file) => file.includes('NewUserPopupView'))).toBe(false);
      // a guest on a login-only route is sent to the login page: its screen, not the route's, and no
      // request layer before the page has settled (the login page sends nothing until the user acts)
      const filesOf = (path: string, visitor: string) => weights.find((weight) => weight.path === path && weight.visitor === visitor)?.files.map(({ file }) => file) ?? [];
      for (const path of ['/mine', '/order']) {
        expect(filesOf(path, 'guest').some((file) => file.includes('LoginScreen')), path).toBe(true);
        expect(filesOf(path, 'guest').some((file) => file.includes('transport')), path).toBe(false);
      }
      expect(filesOf('/order', 'guest').some((file) => file.includes('OrderListScreen'))).toBe(false);
      expect(filesOf('/order', 'buyer').some((file) => file.includes('OrderListScreen'))).toBe(true);
      // the entry, the boot libraries and the request layer at least
      for (const weight of weights) expect(weight.bytes, weight.url).toBeGreaterThan(150_000);
    });

    it('runs every route without an uncaught error or a console error (the chunking is experimental)', () => {
      expect(weights.flatMap(({ url, visitor, errors }) => errors.map((error) => `${url} (${visitor}): ${error}`))).toEqual([]);
    });

    it('keeps every route within its budget (/home 170 KB, others 180 KB), or below its recorded ceiling while over', () => {
      const problems = weights.flatMap(({ path, url: opened, visitor, bytes }) => {
        const url = `${opened} (${visitor})`;
        const kb = bytes / 1000;
        const ceiling = overBudgetCeiling(path, visitor);
        if (ceiling === undefined) return kb <= budgetKb(path) ? [] : [`${url}: ${kb.toFixed(1)} KB, over its ${budgetKb(path)} KB budget`];
        if (kb <= budgetKb(path)) return [`${url}: ${kb.toFixed(1)} KB fits its budget now: remove it from OVER_BUDGET_CEILING_KB`];
        return kb <= ceiling ? [] : [`${url}: ${kb.toFixed(1)} KB, grew past its recorded ${ceiling} KB`];
      });
      expect(problems).toEqual([]);
    });
  });
});
