/**
 * The review app (`npm run review`, tests/visual/review/) in Chromium, on a throw-away run
 * (tests/visual/review/fixture.ts: real baselines with a label-sized block repainted, as a changed
 * label would): the committed baselines are only read. Accepting a story writes its actual as its
 * baseline, after which the suite's comparison passes; rejecting keeps the baseline (the story
 * stays red) and records why; rejecting an accepted story puts its old baseline back byte for
 * byte; a decision moves on to the next undecided story; baseline | new | diff fit at 1280 px; a
 * story's widths and locales show side by side; a path from the results file that leaves the
 * baselines folder is refused; the static export has no accept buttons, names the command that
 * accepts and shows each reject's reason.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { comparePixels } from '../../.storybook/runner/diff';
import { exportReview } from '../visual/review/export';
import { CHANGED_A, CHANGED_B, makeReviewFixture, MODES_OF_A, NEW_STORY, ORPHAN, snapshotFiles, TRAVERSAL, type ReviewFixture } from '../visual/review/fixture';
import { startReviewServer, type ReviewServer } from '../visual/review/server';
import { launchBrowser } from './browser';

let browser: Browser;
let fixture: ReviewFixture;
let server: ReviewServer;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});
beforeEach(async () => {
  fixture = makeReviewFixture();
  server = await startReviewServer({ paths: fixture.paths });
  page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  await page.goto(server.url);
  await page.waitForSelector('body[data-ready="true"]');
});
afterEach(async () => {
  await page.close();
  await server.close();
  fixture.remove();
});

const baselineOf = (id: string) => fs.readFileSync(path.join(fixture.paths.baselineDir, `${id}.png`));
const actualOf = (id: string) => fs.readFileSync(path.join(fixture.paths.actualDir, `${id}.actual.png`));

/** What the suite decides for a story (.storybook/runner/visual.ts): equal bytes, else pixelmatch. */
function nextRunPasses(id: string): boolean {
  const baseline = baselineOf(id);
  const actual = actualOf(id);
  return baseline.equals(actual) || comparePixels(baseline, actual).diffPixels === 0;
}

/** GET with another Host header (a DNS-rebound page's request), which fetch cannot send. */
function statusWithHost(url: string, host: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers: { host } }, (response) => {
      response.resume();
      resolve(response.statusCode);
    }).on('error', reject);
  });
}

async function openStory(id: string): Promise<void> {
  await page.locator(`[data-testid="story-item"][data-id="${id}"]`).click();
  await page.locator(`.item.selected[data-id="${id}"]`).waitFor();
}

/** The story ids in list order. */
const listedIds = () => page.locator('[data-testid="story-item"]').evaluateAll((items) => items.map((item) => item.getAttribute('data-id') ?? ''));

/** Waits for the list to mark the story with the decision. */
const decided = (id: string, decision: string) => page.locator(`[data-testid="story-item"][data-id="${id}"] .decision`, { hasText: decision }).waitFor();

describe('review app', () => {
  it('lists changed, new, missing and unstable stories by screen, with pixel count and bounding box', async () => {
    await expect(page.locator('#counts').textContent()).resolves.toBe('3 changed · 1 new · 1 missing · 1 unstable');
    await openStory(CHANGED_A);
    const facts = await page.locator('#detail').textContent();
    expect(facts).toContain('Components/TabBar / home-active');
    expect(facts).toContain('1600 px differ · box 80×20 at 100,40');
    await page.selectOption('[data-testid="filter-kind"]', 'new');
    await expect(page.locator('[data-testid="story-item"]').count()).resolves.toBe(1);
    await page.selectOption('[data-testid="filter-kind"]', 'all');
    await page.selectOption('[data-testid="filter-width"]', '320');
    await expect(page.locator('[data-testid="story-item"]').getAttribute('data-id')).resolves.toBe('components-tabbar--narrow-320');
  });

  it('accept (key a) writes the actual as the baseline and its provenance; the next run of the story passes', async () => {
    expect(nextRunPasses(CHANGED_A)).toBe(false);
    await openStory(CHANGED_A);
    await page.keyboard.press('a');
    await decided(CHANGED_A, 'accepted');
    expect(baselineOf(CHANGED_A).equals(actualOf(CHANGED_A))).toBe(true);
    expect(nextRunPasses(CHANGED_A)).toBe(true);
    const meta = JSON.parse(fs.readFileSync(path.join(fixture.paths.baselineDir, 'meta.json'), 'utf8')) as unknown;
    expect(meta).toEqual(fixture.provenance);
  });

  it('reject (key r, a reason, Enter) keeps the baseline and marks the story; it stays red; no reason, no reject', async () => {
    const before = baselineOf(CHANGED_B);
    await openStory(CHANGED_B);
    await page.locator('[data-testid="reject"]').click();
    await page.locator('[data-testid="status"]', { hasText: 'Say why' }).waitFor();
    await expect(page.locator('[data-testid="reject-reason"]').evaluate((input) => input === document.activeElement)).resolves.toBe(true);
    await page.locator('[data-testid="reject-reason"]').blur();
    await page.keyboard.press('r');
    await expect(page.locator('[data-testid="reject-reason"]').evaluate((input) => input === document.activeElement)).resolves.toBe(true);
    await page.keyboard.type('badge overlaps the icon');
    await page.keyboard.press('Enter');
    await decided(CHANGED_B, 'rejected');
    expect(baselineOf(CHANGED_B).equals(before)).toBe(true);
    expect(nextRunPasses(CHANGED_B)).toBe(false);
    await expect(page.locator(`[data-testid="story-item"][data-id="${CHANGED_B}"] [data-testid="item-reason"]`).textContent()).resolves.toBe('badge overlaps the icon');
  });

  it('a changed label: accept, then reject with a reason puts the old baseline back; each decision moves on; the export shows the reason', async () => {
    const reason = 'the new label is cut off at the right';
    const old = baselineOf(CHANGED_A);
    const ids = await listedIds();
    const after = ids[ids.indexOf(CHANGED_A) + 1];
    await openStory(CHANGED_A);
    await page.locator('[data-testid="accept"]').click();
    await decided(CHANGED_A, 'accepted');
    await page.locator(`.item.selected[data-id="${after}"]`).waitFor();
    expect(baselineOf(CHANGED_A).equals(actualOf(CHANGED_A))).toBe(true);

    // accepted: no red diff any more; the third column is the new image in a calm frame, the first the old baseline
    await openStory(CHANGED_A);
    await expect(page.locator('[data-testid="diff-column"]').getAttribute('class')).resolves.toBe('accepted');
    await expect(page.locator('[data-testid="diff-column"] img').getAttribute('src')).resolves.toContain(`/images/actual/${CHANGED_A}.png`);
    await expect(page.locator('.row > figure img').first().getAttribute('src')).resolves.toContain(`/images/previous/${CHANGED_A}.png`);
    await expect(page.locator(`.item[data-id="${CHANGED_A}"] .kind`).getAttribute('class')).resolves.toBe('kind settled');

    // undone by a reject with its reason: the baseline is the old file again, byte for byte
    await page.locator('[data-testid="reject-reason"]').fill(reason);
    await page.locator('[data-testid="reject"]').click();
    await decided(CHANGED_A, 'rejected');
    expect(baselineOf(CHANGED_A).equals(old)).toBe(true);
    expect(nextRunPasses(CHANGED_A)).toBe(false);
    expect(fs.existsSync(path.join(fixture.paths.actualDir, 'undo', `${CHANGED_A}.png`))).toBe(false);
    await page.locator(`.item.selected[data-id="${after}"]`).waitFor();

    const out = path.join(fixture.dir, 'export');
    exportReview(fixture.paths, out, '../storybook-static/');
    const exported = await browser.newPage();
    await exported.goto(`file://${out}/index.html`);
    await exported.waitForSelector('body[data-ready="true"]');
    await expect(exported.locator(`[data-testid="decided-item"][data-id="${CHANGED_A}"]`).textContent()).resolves.toContain(reason);
    await exported.locator(`[data-testid="story-item"][data-id="${CHANGED_A}"]`).click();
    await expect(exported.locator('[data-testid="reason"]').textContent()).resolves.toContain(reason);
    await exported.close();
  });

  it('fits baseline | new | diff at 1280 px without a sideways scroll', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openStory(CHANGED_A);
    // each picture loaded and laid out at its width
    await expect.poll(() => page.locator('.row > figure img').evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).naturalWidth))).toEqual([375, 375, 375]);
    const fits = await page.evaluate(() => {
      const detail = document.getElementById('detail') as HTMLElement;
      const rights = [...document.querySelectorAll('.row > figure img')].map((img) => img.getBoundingClientRect().right);
      return { detail: detail.scrollWidth <= detail.clientWidth, page: document.documentElement.scrollWidth <= 1280, rights: rights.every((r) => r <= 1280) };
    });
    expect(fits).toEqual({ detail: true, page: true, rights: true });
  });

  it('shows a story\'s widths and locales side by side (key 5), at their widths alike', async () => {
    await openStory(CHANGED_A);
    await page.keyboard.press('5');
    const modes = page.locator('[data-testid="modes-new"] figure');
    await expect(modes.evaluateAll((figures) => figures.map((f) => f.getAttribute('data-mode')))).resolves.toEqual(['', '320', 'en-US']);
    await expect(page.locator('[data-testid="modes-old"] figure').count()).resolves.toBe(3);
    await expect(modes.locator('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')))).resolves.toEqual([
      expect.stringContaining(`/images/actual/${CHANGED_A}.png`),
      expect.stringContaining(`/images/baseline/${encodeURIComponent(MODES_OF_A[0] ?? '')}.png`),
      expect.stringContaining(`/images/baseline/${encodeURIComponent(MODES_OF_A[1] ?? '')}.png`),
    ]);
    const widths = await modes.locator('img').evaluateAll((imgs) => imgs.map((img) => img.getBoundingClientRect().width));
    // 320 and 375 px shots keep their proportion
    expect(Math.round(((widths[1] ?? 0) / (widths[0] ?? 1)) * 100)).toBe(Math.round((320 / 375) * 100));
  });

  it('moves with the keyboard and shows the overlay, blink and zoomed views', async () => {
    const ids = await page.locator('[data-testid="story-item"]').evaluateAll((items) => items.map((item) => item.getAttribute('data-id')));
    await openStory(ids[0] ?? '');
    await page.keyboard.press('ArrowDown');
    await page.locator(`.item.selected[data-id="${ids[1]}"]`).waitFor();
    await page.keyboard.press('k');
    await page.locator(`.item.selected[data-id="${ids[0]}"]`).waitFor();
    await openStory(CHANGED_A);
    await page.keyboard.press('2');
    await page.locator('input[type="range"]').fill('20');
    await expect(page.locator('.stack .top').evaluate((img) => (img as HTMLElement).style.clipPath)).resolves.toBe('inset(0px 80% 0px 0px)');
    await page.locator('input[type="range"]').blur();
    await page.keyboard.press('3');
    await page.locator('[data-testid="blink-label"]', { hasText: 'actual' }).waitFor();
    await page.locator('[data-testid="blink-label"]', { hasText: 'baseline' }).waitFor();
    await page.keyboard.press('4');
    // the 80x20 box with an 8 px margin, 96 px wide: zoomed x3 to fit 360 px
    await expect(page.locator('[data-testid="zoom-crop"]').first().evaluate((crop) => (crop as HTMLElement).style.width)).resolves.toBe('288px');
  });

  it('accepts all shown for a filtered set (the missing baseline is removed)', async () => {
    page.on('dialog', (dialog) => void dialog.accept());
    await page.selectOption('[data-testid="filter-kind"]', 'missing');
    await page.locator('[data-testid="accept-all"]').click();
    await decided(ORPHAN, 'accepted');
    expect(fs.existsSync(path.join(fixture.paths.baselineDir, `${ORPHAN}.png`))).toBe(false);
    expect(fs.existsSync(path.join(fixture.paths.baselineDir, `${CHANGED_A}.png`))).toBe(true);
  });

  it('refuses a results path that leaves the baselines folder, and requests from other origins', async () => {
    const before = snapshotFiles(fixture.dir);
    const post = (ids: string[], headers: Record<string, string> = {}) =>
      fetch(`${server.url}/api/accept`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ ids }) });
    const traversal = await post([TRAVERSAL]);
    expect(traversal.status).toBe(400);
    const body = (await traversal.json()) as { results: { ok: boolean; message: string }[] };
    expect(body.results[0]).toMatchObject({ ok: false, message: expect.stringContaining('refused') as unknown });
    expect((await post(['../../../etc/passwd'])).status).toBe(400);
    expect((await post([CHANGED_A], { origin: 'http://evil.example' })).status).toBe(403);
    expect((await fetch(`${server.url}/images/baseline/..%2F..%2Fescaped.png`)).status).toBe(400);
    expect(fs.existsSync(path.join(fixture.dir, 'escaped.png'))).toBe(false);
    expect(await statusWithHost(`${server.url}/data.json`, 'rebound.example:80')).toBe(403);
    // nothing was written anywhere but the decisions file next to the results
    const after = snapshotFiles(fixture.dir);
    after.delete('__actual__/decisions.json');
    expect(after).toEqual(before);
  });

  it('exports a read-only page that names the command accepting locally', async () => {
    const out = path.join(fixture.dir, 'export');
    expect(exportReview(fixture.paths, out, '../storybook-static/')).toBe(6);
    const exported = await browser.newPage();
    await exported.goto(`file://${out}/index.html`);
    await exported.waitForSelector('body[data-ready="true"]');
    await expect(exported.locator('[data-testid="accept"], [data-testid="accept-all"]').count()).resolves.toBe(0);
    await expect(exported.locator('header .note').textContent()).resolves.toContain('npm run review');
    await exported.locator(`[data-testid="story-item"][data-id="${NEW_STORY}"]`).click();
    await expect(exported.locator('#detail .note').textContent()).resolves.toContain(`npm run test:visual:update -- --only ${NEW_STORY}`);
    // the picture loads after the click draws the detail: polled, not read once
    await expect.poll(() => exported.locator('figure img').first().evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(375);
    await exported.close();
  });
});
