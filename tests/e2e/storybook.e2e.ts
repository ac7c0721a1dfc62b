/**
 * Storybook as the place designers review, in Chromium at a laptop's 1280x900, on the built
 * storybook-static/ (`npm run build-storybook`; `npm test` builds it in its visual step):
 * it opens on the introduction; the 375x812 phone fits the canvas whole and a taller webview is
 * zoomed to fit; the design-tokens page shows the app's own tokens; and Docs pages show every story
 * in its own phone-sized preview, rendered as on the canvas: SkuSelector's popups inside their
 * previews (no mask over the page), HomeSections' Banners Loading still loading while Recommended
 * Goods shows goods, a screen's standard scenarios each in its state.
 */
import fs from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serveStatic } from '../../scripts/lib/static-server.mjs';
import { launchBrowser } from './browser';

const STATIC_DIR = path.resolve('storybook-static');
const SCREEN = { width: 1280, height: 900 } as const;

let browser: Browser;
let server: Server;
let root: string;
let page: Page;

beforeAll(async () => {
  if (!fs.existsSync(path.join(STATIC_DIR, 'index.html'))) {
    throw new Error('storybook-static/ is missing: run `npm run build-storybook` first (npm test builds it in its visual step).');
  }
  const served = await serveStatic(STATIC_DIR);
  server = served.server;
  root = served.url;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  server.closeAllConnections();
  server.close();
});
beforeEach(async () => {
  page = await browser.newPage({ viewport: { ...SCREEN }, deviceScaleFactor: 1 });
});
afterEach(async () => {
  await page.close();
});

/** The manager's preview iframe, once its story or docs page has rendered. */
async function previewFrame(): Promise<Frame> {
  const handle = await page.waitForSelector('#storybook-preview-iframe');
  const frame = await handle.contentFrame();
  if (!frame) throw new Error('no preview frame');
  return frame;
}

/**
 * A Docs page renders each of its stories in its own iframe, one Storybook preview each, and plays
 * them: on a loaded 2-core machine five of them took over the suite's 60 s (they took 36-54 s at
 * load 10). A passing page returns as soon as its previews are done.
 */
const DOCS_PAGE_MS = 150_000;

/** A Docs page alone (the preview iframe's own URL), once `ready` shows. */
async function openDocs(id: string, ready = '[data-docs-preview]', globals = ''): Promise<void> {
  await page.goto(`${root}/iframe.html?viewMode=docs&id=${id}${globals ? `&globals=${globals}` : ''}`);
  await page.waitForSelector(ready);
}

/**
 * How long one preview may take to render and play: the previews of a page boot together, and with
 * both cores busy HomeSections' first one once took over 30 s. A passing preview returns at once.
 */
const PREVIEW_MS = 75_000;

/** Scrolls each preview into view and waits until its story has rendered and played. */
async function loadPreviews(ids: readonly string[]): Promise<void> {
  for (const id of ids) {
    const preview = page.locator(`[data-docs-preview="${id}"]`);
    await preview.scrollIntoViewIfNeeded();
    await page.waitForSelector(`[data-docs-preview="${id}"] iframe[data-preview-state="done"]`, { timeout: PREVIEW_MS });
  }
}

/** The document of one preview's iframe. */
async function previewOf(id: string): Promise<Frame> {
  const frame = await page.locator(`[data-docs-preview="${id}"] iframe`).elementHandle().then((handle) => handle?.contentFrame());
  if (!frame) throw new Error(`preview ${id} has no frame`);
  return frame;
}

async function previewIds(): Promise<string[]> {
  return page.$$eval('[data-docs-preview]', (figures) => figures.map((figure) => figure.getAttribute('data-docs-preview') ?? ''));
}

describe('Storybook for design review at 1280x900', () => {
  it('opens on the introduction page, with the design tokens next to it', async () => {
    await page.goto(root);
    await page.waitForURL(/path=\/docs\/introduction-start-here--docs/);
    const docs = await previewFrame();
    await expect.poll(() => docs.locator('h2', { hasText: 'How to review' }).count()).toBe(1);
    await expect.poll(() => docs.locator('text=npm run review').count()).toBeGreaterThan(0);
    for (const code of ['10001', '601']) {
      await expect.poll(() => docs.locator('td', { hasText: code }).count()).toBeGreaterThan(0);
    }
  });

  it('shows the whole phone: a 375x812 webview, zoomed until it fits the canvas, and a 414x896 one too', async () => {
    // the second is the Success story's 414 mode as the review app links it: the toolbar's viewport global
    for (const [story, webview] of [
      ['screens-cart-cart--success', { width: 375, height: 812 }],
      ['screens-cart-cart--success&globals=viewport.value:webview414', { width: 414, height: 896 }],
    ] as const) {
      await page.goto(`${root}/?path=/story/${story}`);
      const frame = await previewFrame();
      await frame.waitForSelector('[data-testid="cart-total"]');
      // the story renders in the webview it names, not one squeezed to the canvas
      await expect.poll(() => frame.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }))).toEqual(webview);
      // and the whole of it is on screen, at its own proportions
      const iframe = page.locator('#storybook-preview-iframe');
      await expect.poll(async () => {
        const box = (await iframe.boundingBox())!;
        return box.y + box.height <= SCREEN.height && box.x + box.width <= SCREEN.width;
      }).toBe(true);
      const box = (await iframe.boundingBox())!;
      expect(box.width / box.height, story).toBeCloseTo(webview.width / webview.height, 2);
      expect(box.height, story).toBeGreaterThan(webview.height / 2);
    }
  });

  it("shows a story's pinned session in the toolbar, greyed out; a story without one follows the menu", async () => {
    const sessionMenu = () => page.locator('button[aria-label^="Session"]');
    await page.goto(`${root}/?path=/story/screens-cart-cart--success`);
    await (await previewFrame()).waitForSelector('[data-testid="cart-total"]');
    // the Cart's file pins the buyer (globals: { session: 'buyer' }): the menu says so and cannot change it
    await expect.poll(async () => (await sessionMenu().innerText()).trim()).toBe('Buyer 林清茶');
    expect(await sessionMenu().getAttribute('aria-disabled')).toBe('true');
    await page.goto(`${root}/?path=/story/components-pageheader--title-only`);
    await previewFrame();
    await expect.poll(async () => (await sessionMenu().innerText()).trim()).toBe('Guest');
    expect(await sessionMenu().getAttribute('aria-disabled')).not.toBe('true');
  });

  it("shows the addons panel's tabs whole at 1280x800", async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    // a component story: every tab carries a count (controls, actions, interactions, a11y findings)
    await page.goto(`${root}/?path=/story/components-pageheader--back-without-history-goes-home`);
    await (await previewFrame()).waitForSelector('[data-testid="tab-bar"]');
    await expect.poll(() => page.locator('#storybook-panel-root [role="tab"]', { hasText: 'Accessibility' }).count()).toBe(1);
    // each tab ends before the panel's own buttons (move, hide) begin: none is cut off or scrolled away
    const tabs = await page.evaluate(() => {
      const toolsLeft = document.querySelector('#storybook-panel-root button[aria-label^="Move addon panel"]')?.getBoundingClientRect().left ?? 0;
      return Array.from(document.querySelectorAll('#storybook-panel-root [role="tab"]'))
        .map((tab) => ({ name: tab.textContent?.replace(/\d+$/, ''), rect: tab.getBoundingClientRect() }))
        .filter(({ rect }) => rect.width > 0)
        .map(({ name, rect }) => ({ name, whole: rect.left >= 0 && rect.right <= toolsLeft }));
    });
    expect(tabs).toEqual(['Controls', 'Actions', 'Interactions', 'Accessibility'].map((name) => ({ name, whole: true })));
  });

  it("draws the design tokens from the app's stylesheets and its state illustrations", async () => {
    await openDocs('introduction-design-tokens--docs', '[data-testid="token-colours"]');
    const brand = page.locator('[data-testid="token-colours"] [data-token="--tm-brand"] div').first();
    expect(await brand.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(200, 22, 29)');
    expect(await page.locator('[data-testid="token-type-scale"] [data-token]').count()).toBeGreaterThan(5);
    expect(await page.locator('[data-testid="token-spacing"] [data-token]').count()).toBeGreaterThan(5);
    expect(await page.locator('[data-testid="token-radii"] [data-token]').count()).toBeGreaterThan(2);
    expect(await page.locator('[data-testid="token-illustrations"] svg').count()).toBe(4);
  });

  it("SkuSelector's Docs page: every popup inside its own phone preview, none over the page", async () => {
    await openDocs('components-skuselector--docs');
    const ids = await previewIds();
    expect(ids.length).toBeGreaterThanOrEqual(10);
    await loadPreviews(ids);
    for (const id of ids) {
      const box = await page.locator(`[data-docs-preview="${id}"] iframe`).boundingBox();
      expect(box, id).toMatchObject({ width: 375, height: 812 });
      const preview = await previewOf(id);
      expect(await preview.locator('#storybook-root, body').first().innerText(), id).not.toBe('');
    }
    // the Default preview shows its open popup with the price, inside its frame
    const first = await previewOf(ids[0]!);
    expect(await first.locator('.adm-popup-body').isVisible()).toBe(true);
    // and nothing of antd-mobile's is portalled onto the Docs page itself
    expect(await page.locator('.adm-mask, .adm-popup').count()).toBe(0);
  }, DOCS_PAGE_MS);

  it("HomeSections' Docs page: each story in its own state (Banners Loading still loading, Recommended Goods with goods)", async () => {
    await openDocs('screens-home-parts-homesections--docs');
    const loading = 'screens-home-parts-homesections--banners-loading';
    const recommended = 'screens-home-parts-homesections--recommended-goods';
    await loadPreviews([loading, recommended]);
    const banners = await previewOf(loading);
    expect(await banners.locator('[aria-busy="true"]').count()).toBeGreaterThan(0);
    const goods = await previewOf(recommended);
    expect(await goods.locator('[data-testid="goods-card"]').count()).toBeGreaterThan(0);
    const box = await page.locator(`[data-docs-preview="${recommended}"] iframe`).boundingBox();
    expect(box).toMatchObject({ width: 375, height: 812 });
  }, DOCS_PAGE_MS);

  it("a screen's Docs page: its route, its calls and its scenario stories side by side, each in its state", async () => {
    await openDocs('screens-cart-cart--docs');
    const facts = page.locator('[data-testid="screen-facts"]');
    expect(await facts.innerText()).toContain('/shoppingCart');
    expect(await facts.locator('[data-call="cartList"]').count()).toBe(1);
    // the phones lead the page; the route, session and calls follow them
    const firstPhone = await page.locator('[data-docs-preview]').first().boundingBox();
    expect(firstPhone!.y).toBeLessThan((await facts.boundingBox())!.y);
    expect(await facts.innerText()).toContain('buyer');
    const id = (name: string) => `screens-cart-cart--${name}`;
    await loadPreviews([id('success'), id('business-error'), id('loading'), id('empty'), id('network-error')]);
    const [success, businessError] = await Promise.all([id('success'), id('business-error')].map((story) => page.locator(`[data-docs-preview="${story}"] iframe`).boundingBox()));
    // side by side: same row, the second to the right of the first
    expect(businessError!.y).toBe(success!.y);
    expect(businessError!.x).toBeGreaterThanOrEqual(success!.x + 375);
    expect(await (await previewOf(id('success'))).locator('[data-testid="cart-total"]').innerText()).toContain('764.00');
    expect(await (await previewOf(id('business-error'))).locator('text=购物车服务繁忙，请稍后再试').count()).toBe(1);
    expect(await (await previewOf(id('loading'))).locator('[aria-busy="true"]').count()).toBeGreaterThan(0);
    expect(await (await previewOf(id('network-error'))).locator('[data-testid="error-state"]').count()).toBe(1);
  }, DOCS_PAGE_MS);

  it("Docs previews follow the page's locale (the toolbar's)", async () => {
    await openDocs('screens-cart-cart--docs', '[data-docs-preview]', 'locale:en-US');
    const id = (name: string) => `screens-cart-cart--${name}`;
    await loadPreviews([id('success'), id('business-error')]);
    expect(await (await previewOf(id('success'))).locator('[data-testid="cart-total"]').innerText()).toMatch(/Total/i);
    expect(await (await previewOf(id('business-error'))).locator('button', { hasText: 'Retry' }).count()).toBe(1);
  });
});
