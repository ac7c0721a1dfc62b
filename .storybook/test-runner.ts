/**
 * Story checks for `npx test-storybook` (driven by tests/visual/run.mjs).
 *
 * The test-runner itself renders every story and fails on a throwing play function. On top of
 * that, after each story this file:
 *   1. (VISUAL=1) takes a stable full-page screenshot and compares it with
 *      tests/visual/baselines/<storyId>.png; any differing pixel fails. UPDATE=1 rewrites baselines.
 *   2. runs axe on the rendered story (honours `parameters.a11y`, like @storybook/addon-a11y).
 *   3. fails if the page threw an uncaught exception or called console.error during the visit.
 * and appends one JSON line per story to $STORY_RESULTS_FILE for the orchestrator's report.
 *
 * Story parameters read here:
 *   parameters.visual = { skip: true, reason: '...' }          no screenshot for this story
 *   parameters.visual = { maxDiffPixels: N, reason: '...' }    tolerate up to N differing pixels
 *   parameters.visual = { viewport: { width, height } }       render (and screenshot) the story at
 *                                                              this size instead of 375x812
 *   parameters.allowConsoleErrors = ['substring', ...]         console errors / page errors whose
 *                                                              text contains one of these are ignored
 *   parameters.pendingRequests = ['substring', ...]            requests the story holds open on
 *                                                              purpose (a loading state): the
 *                                                              network-idle wait ignores their URLs
 *   parameters.a11y.disable / .test ('off' | 'todo' | 'error') / .config / .options / .context
 *     'off' or disable skips axe; 'todo' prints violations without failing; anything else fails.
 *     Only JSON-serialisable config is honoured (the parameters cross the page boundary).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {
  getStoryContext,
  waitForPageReady,
  type TestContext,
  type TestRunnerConfig,
} from '@storybook/test-runner';
import type {
  Result as AxeViolation,
  RunOptions,
  SerialFrameSelector,
  SerialSelectorList,
  Spec as AxeSpec,
} from 'axe-core';
import pixelmatch from 'pixelmatch';
import type { ConsoleMessage, Page, Request } from 'playwright-core';
import { PNG } from 'pngjs';
import { prepareWithLocale } from './storyLocale';

interface ViewportSize {
  width: number;
  height: number;
}

interface VisualParameter {
  skip?: boolean;
  maxDiffPixels?: number;
  reason?: string;
  viewport?: ViewportSize;
}

type AxeSelectors = SerialFrameSelector | SerialSelectorList;

/** The part of @storybook/addon-a11y's `parameters.a11y` that survives JSON (see above). */
interface A11yParameters {
  disable?: boolean;
  test?: 'off' | 'todo' | 'error';
  config?: AxeSpec;
  options?: RunOptions;
  context?: AxeSelectors | AxeContextObject;
}

interface StoryParameters {
  a11y?: A11yParameters;
  visual?: VisualParameter;
  allowConsoleErrors?: unknown;
  pendingRequests?: unknown;
}

/** What happened to the screenshot; `null` when VISUAL is off or the story failed earlier. */
type VisualStatus =
  | 'match'
  | 'diff'
  | 'missing'
  | 'skipped'
  | 'new'
  | 'updated'
  | 'unchanged'
  | 'unstable'
  | null;

interface VisualOutcome {
  status: VisualStatus;
  diffPixels: number | null;
  failure?: string;
}

const VISUAL = process.env.VISUAL === '1';
const UPDATE = process.env.UPDATE === '1';
const VISUAL_DIR = path.resolve('tests/visual');
const BASELINE_DIR = path.join(VISUAL_DIR, 'baselines');
const ACTUAL_DIR = path.join(VISUAL_DIR, '__actual__');
const RESULTS_FILE = process.env.STORY_RESULTS_FILE ?? path.join(ACTUAL_DIR, 'results.jsonl');

/** The app is Chinese-only; with any other lang Chromium picks the Japanese CJK glyphs. */
const PAGE_LANG = 'zh-CN';
/** Two identical frames in a row are required; give up (and fail) after this many. */
const MAX_SCREENSHOTS = 20;
/** How long no request may start or finish (and none be in flight) to count as network-idle. */
const NETWORK_QUIET_MS = 200;
const SETTLE_TIMEOUT_MS = 5000;

// CSS animations and transitions jump to their end state; the text caret is hidden. JavaScript
// animations (react-spring) are not affected: preview.tsx skips them, and frame agreement below
// catches any that are left. SVG SMIL animations are paused separately.
const FREEZE_CSS = `*, *::before, *::after {
  transition-delay: 0s !important; transition-duration: 0s !important;
  animation-delay: 0s !important; animation-duration: 0s !important;
  animation-iteration-count: 1 !important; caret-color: transparent !important;
}`;

// Like @storybook/addon-a11y: check the body (so page-level rules such as "one main landmark"
// stay off for components) minus Storybook's own elements.
const AXE_INCLUDE = 'body';
const AXE_EXCLUDE = ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'];
// Component stories have no landmarks; @storybook/addon-a11y turns this rule off too.
const AXE_DEFAULT_DISABLED_RULES = ['region'];
const AXE_SOURCE = fs.readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** A string-array story parameter: [] when absent, undefined when malformed. */
function stringList(value: unknown): string[] | undefined {
  if (value === undefined) return [];
  return Array.isArray(value) && value.every((item): item is string => typeof item === 'string')
    ? value
    : undefined;
}

// ---------------------------------------------------------------------------------------------
// Per-visit bookkeeping. Each Jest worker drives one page and one story at a time.

/** What the checks need to know about the story, read before it renders. */
interface StoryInfo {
  parameters: StoryParameters;
  /** a story's `globals: { a11y: { manual: true } }` turns automatic a11y checks off */
  manualA11y: boolean;
}

interface Visit {
  startedAt: number;
  story?: StoryInfo;
  pageErrors: string[];
  inFlight: Set<Request>;
  lastNetworkActivity: number;
  detach: () => void;
}

let visit: Visit | undefined;

function startVisit(page: Page): Visit {
  const current: Visit = {
    startedAt: Date.now(),
    pageErrors: [],
    inFlight: new Set(),
    lastNetworkActivity: Date.now(),
    detach: () => {},
  };
  const onPageError = (error: Error) => current.pageErrors.push(`uncaught ${error.stack ?? error}`);
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') current.pageErrors.push(`console.error: ${message.text()}`);
  };
  const onRequest = (request: Request) => {
    current.inFlight.add(request);
    current.lastNetworkActivity = Date.now();
  };
  const onRequestDone = (request: Request) => {
    current.inFlight.delete(request);
    current.lastNetworkActivity = Date.now();
  };
  page.on('pageerror', onPageError);
  page.on('console', onConsole);
  page.on('request', onRequest);
  page.on('requestfinished', onRequestDone);
  page.on('requestfailed', onRequestDone);
  current.detach = () => {
    page.off('pageerror', onPageError);
    page.off('console', onConsole);
    page.off('request', onRequest);
    page.off('requestfinished', onRequestDone);
    page.off('requestfailed', onRequestDone);
  };
  return current;
}

// ---------------------------------------------------------------------------------------------
// Waiting for a still page

/** The page did not come to rest: reported as an 'unstable' visual result. */
class NotSettledError extends Error {}

/**
 * The test-runner's waitForPageReady only covers the iframe's first load (stories after the first
 * render without navigating), so requests are also tracked per visit. Requests whose URL contains
 * one of `heldOpen` never answer on purpose and are not waited for.
 */
async function waitForNetworkIdle(current: Visit, heldOpen: string[]): Promise<void> {
  const blocking = () =>
    [...current.inFlight].filter((request) => !heldOpen.some((part) => request.url().includes(part)));
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  while (blocking().length > 0 || Date.now() - current.lastNetworkActivity < NETWORK_QUIET_MS) {
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

/** Screenshots the full page until two consecutive frames are byte-identical. */
async function stableScreenshot(page: Page): Promise<Buffer> {
  const shoot = () => page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
  let previous = await shoot();
  for (let attempt = 2; attempt <= MAX_SCREENSHOTS; attempt += 1) {
    const next = await shoot();
    if (next.equals(previous)) return next;
    previous = next;
  }
  throw new NotSettledError(
    `frames never agreed in ${MAX_SCREENSHOTS} screenshots: something keeps moving ` +
      '(a JavaScript animation, a timer, or a live clock)',
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
async function withFrozenPage<T>(
  page: Page,
  current: Visit,
  heldOpen: string[],
  shoot: () => Promise<T>,
): Promise<T> {
  const style = await page.addStyleTag({ content: FREEZE_CSS });
  try {
    await waitForPageReady(page);
    await waitForImages(page);
    await waitForNetworkIdle(current, heldOpen);
    await pauseSvgAnimations(page, true);
    return await shoot();
  } finally {
    await pauseSvgAnimations(page, false);
    await style.evaluate((element) => (element as Element).remove());
  }
}

// ---------------------------------------------------------------------------------------------
// PNG helpers
//
// Baselines are Chromium's own PNG bytes: smaller than pngjs at deflateLevel 9 (49 KB vs 65 KB
// for four stories), and pngjs runs about 50 times slower inside Jest's VM (2-3 s to encode one
// 375x812 screenshot). Chromium encodes equal pixels to equal bytes, so a passing story never
// decodes a PNG; pixels are only compared when the bytes differ (a real change, or another
// Chromium build encoding the same pixels differently, which --update then re-records).

/** Copies `png` onto a transparent canvas of the given size (for comparing different sizes). */
function padTo(png: PNG, width: number, height: number): PNG {
  if (png.width === width && png.height === height) return png;
  const padded = new PNG({ width, height });
  PNG.bitblt(png, padded, 0, 0, png.width, png.height, 0, 0);
  return padded;
}

interface PixelComparison {
  diffPixels: number;
  diff: PNG;
  sizeChange: string;
}

/** Number of differing pixels (threshold 0, anti-aliasing counted) and a diff image. */
function comparePixels(baselinePng: Buffer, actualPng: Buffer): PixelComparison {
  const baseline = PNG.sync.read(baselinePng);
  const actual = PNG.sync.read(actualPng);
  const width = Math.max(baseline.width, actual.width);
  const height = Math.max(baseline.height, actual.height);
  const diff = new PNG({ width, height });
  const diffPixels = pixelmatch(
    padTo(baseline, width, height).data,
    padTo(actual, width, height).data,
    diff.data,
    width,
    height,
    { threshold: 0, includeAA: true },
  );
  const sameSize = baseline.width === actual.width && baseline.height === actual.height;
  const sizeChange = sameSize
    ? ''
    : ` (size ${baseline.width}x${baseline.height} -> ${actual.width}x${actual.height})`;
  return { diffPixels, diff, sizeChange };
}

// ---------------------------------------------------------------------------------------------
// 1. Visual snapshot

function visualConfigError(visual: VisualParameter | undefined): string | undefined {
  if (!visual) return undefined;
  const needsReason = visual.skip === true || visual.maxDiffPixels !== undefined;
  if (needsReason && !visual.reason?.trim()) {
    return 'parameters.visual needs a `reason` when it sets `skip` or `maxDiffPixels`';
  }
  if (
    visual.maxDiffPixels !== undefined &&
    !(Number.isInteger(visual.maxDiffPixels) && visual.maxDiffPixels >= 0)
  ) {
    return 'parameters.visual.maxDiffPixels must be a non-negative integer';
  }
  return undefined;
}

function writeFailureImages(id: string, actualPng: Buffer, diff?: PNG): void {
  fs.mkdirSync(ACTUAL_DIR, { recursive: true });
  fs.writeFileSync(path.join(ACTUAL_DIR, `${id}.actual.png`), actualPng);
  if (diff) fs.writeFileSync(path.join(ACTUAL_DIR, `${id}.diff.png`), PNG.sync.write(diff));
}

/** UPDATE=1: writes the baseline unless it is already byte-identical (no git churn). */
function updateBaseline(baselinePath: string, actualPng: Buffer): VisualOutcome {
  if (!fs.existsSync(baselinePath)) {
    fs.mkdirSync(BASELINE_DIR, { recursive: true });
    fs.writeFileSync(baselinePath, actualPng);
    return { status: 'new', diffPixels: null };
  }
  if (fs.readFileSync(baselinePath).equals(actualPng)) return { status: 'unchanged', diffPixels: 0 };
  fs.writeFileSync(baselinePath, actualPng);
  return { status: 'updated', diffPixels: null };
}

function compareWithBaseline(
  id: string,
  baselinePath: string,
  actualPng: Buffer,
  maxDiffPixels: number,
): VisualOutcome {
  if (!fs.existsSync(baselinePath)) {
    writeFailureImages(id, actualPng);
    return {
      status: 'missing',
      diffPixels: null,
      failure: `no baseline ${path.relative(process.cwd(), baselinePath)}: run \`npm run test:visual:update\``,
    };
  }
  const baselinePng = fs.readFileSync(baselinePath);
  if (baselinePng.equals(actualPng)) return { status: 'match', diffPixels: 0 };
  const { diffPixels, diff, sizeChange } = comparePixels(baselinePng, actualPng);
  if (diffPixels <= maxDiffPixels) return { status: 'match', diffPixels };
  writeFailureImages(id, actualPng, diff);
  return {
    status: 'diff',
    diffPixels,
    failure:
      `${diffPixels} pixels differ from the baseline${sizeChange} (allowed: ${maxDiffPixels}); ` +
      'see tests/visual/report/index.html',
  };
}

async function checkVisual(
  page: Page,
  current: Visit,
  id: string,
  parameters: StoryParameters,
): Promise<VisualOutcome> {
  const { visual } = parameters;
  const heldOpen = stringList(parameters.pendingRequests);
  const configError =
    visualConfigError(visual) ??
    (heldOpen ? undefined : 'parameters.pendingRequests must be an array of strings');
  if (configError || !heldOpen) return { status: null, diffPixels: null, failure: configError };
  if (visual?.skip) return { status: 'skipped', diffPixels: null };

  let screenshot: Buffer;
  try {
    screenshot = await withFrozenPage(page, current, heldOpen, () => stableScreenshot(page));
  } catch (error) {
    if (!(error instanceof NotSettledError)) throw error;
    return { status: 'unstable', diffPixels: null, failure: error.message };
  }
  const baselinePath = path.join(BASELINE_DIR, `${id}.png`);
  if (UPDATE) return updateBaseline(baselinePath, screenshot);
  return compareWithBaseline(id, baselinePath, screenshot, visual?.maxDiffPixels ?? 0);
}

// ---------------------------------------------------------------------------------------------
// 2. Accessibility

function axeBuilder(page: Page, a11y: A11yParameters | undefined): AxeBuilder {
  const config: AxeSpec = a11y?.config ?? {};
  // The story's rules come last, so they can turn a default-disabled rule back on.
  const rules = [
    ...AXE_DEFAULT_DISABLED_RULES.map((id) => ({ id, enabled: false })),
    ...(config.rules ?? []),
  ];
  // axe.configure has no AxeBuilder method: it is appended to the injected axe source.
  const configure = `;axe.configure(${JSON.stringify({ ...config, rules })});`;
  // With options.runOnly, axe ignores configured `enabled: false`; repeat them as run options.
  const ruleOptions = Object.fromEntries(
    rules.filter((rule) => rule.enabled === false).map((rule) => [rule.id, { enabled: false }]),
  );
  const options: RunOptions = {
    ...a11y?.options,
    rules: { ...ruleOptions, ...a11y?.options?.rules },
  };
  // Legacy mode runs axe.run() in the page itself instead of opening a blank page per story;
  // stories have no cross-origin frames, which is all it gives up.
  const builder = new AxeBuilder({ page, axeSource: AXE_SOURCE + configure })
    .setLegacyMode(true)
    .options(options);
  for (const selector of AXE_EXCLUDE) builder.exclude(selector);
  applyAxeContext(builder, a11y?.context);
  return builder;
}

type AxeContextObject = { include?: AxeSelectors; exclude?: AxeSelectors };

function isAxeContextObject(context: A11yParameters['context']): context is AxeContextObject {
  return (
    typeof context === 'object' &&
    !Array.isArray(context) &&
    ('include' in context || 'exclude' in context)
  );
}

/**
 * Maps addon-a11y's `parameters.a11y.context` (selectors, or { include, exclude }) onto the
 * builder; without an `include` the body is checked.
 */
function applyAxeContext(builder: AxeBuilder, context: A11yParameters['context']): void {
  const asList = (selectors: AxeSelectors): SerialFrameSelector[] =>
    Array.isArray(selectors) ? selectors : [selectors];
  const { include, exclude }: AxeContextObject = isAxeContextObject(context)
    ? context
    : { include: context };
  for (const selector of asList(include ?? AXE_INCLUDE)) builder.include(selector);
  if (exclude !== undefined) for (const selector of asList(exclude)) builder.exclude(selector);
}

function formatViolations(violations: AxeViolation[]): string {
  return violations
    .map((violation) => {
      const targets = violation.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n');
      return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${targets}`;
    })
    .join('\n');
}

async function checkA11y(
  page: Page,
  id: string,
  a11y: A11yParameters | undefined,
  manual: boolean,
): Promise<string | undefined> {
  if (a11y?.disable === true || a11y?.test === 'off' || manual) return undefined;
  // axe has no rule for "lang says en but the text is Chinese" (WCAG 3.1.1), so check it here.
  const lang = await page.evaluate(() => document.documentElement.lang);
  const langFailure =
    lang === PAGE_LANG
      ? undefined
      : `  <html lang="${lang}">: expected "${PAGE_LANG}" (set it in .storybook/preview.tsx)`;
  const { violations } = await axeBuilder(page, a11y).analyze();
  const report = [langFailure, violations.length ? formatViolations(violations) : undefined]
    .filter(Boolean)
    .join('\n');
  if (!report) return undefined;
  if (a11y?.test === 'todo') {
    // Straight to stderr: Jest would wrap console.warn in a code frame.
    process.stderr.write(`a11y of ${id} (test: 'todo', not failing):\n${report}\n`);
    return undefined;
  }
  return `accessibility violations:\n${report}`;
}

// ---------------------------------------------------------------------------------------------
// 3. Console errors and uncaught exceptions

function checkPageErrors(current: Visit, allowed: unknown): string | undefined {
  const allowList = stringList(allowed);
  if (!allowList) return 'parameters.allowConsoleErrors must be an array of strings';
  const unexpected = current.pageErrors.filter(
    (message) => !allowList.some((substring) => message.includes(substring)),
  );
  if (unexpected.length === 0) return undefined;
  return (
    'the page logged errors (allow expected ones with parameters.allowConsoleErrors):\n' +
    unexpected.map((message) => `  ${message}`).join('\n')
  );
}

// ---------------------------------------------------------------------------------------------
// Results for tests/visual/run.mjs

interface StoryResult {
  id: string;
  title: string;
  name: string;
  status: 'passed' | 'failed';
  visual: VisualStatus;
  diffPixels: number | null;
  ms: number;
  failures: string[];
}

function recordResult(result: StoryResult): void {
  fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  // One short line per append: concurrent workers do not interleave.
  fs.appendFileSync(RESULTS_FILE, `${JSON.stringify(result)}\n`);
}

// ---------------------------------------------------------------------------------------------
// Story parameters and page size, read before the story renders

async function loadStory(page: Page, context: TestContext): Promise<StoryInfo> {
  const story = await getStoryContext(page, context);
  const { storyGlobals } = story as { storyGlobals?: { a11y?: { manual?: boolean } } };
  return {
    parameters: story.parameters as StoryParameters,
    manualA11y: storyGlobals?.a11y?.manual === true,
  };
}

/** The page's size from test-runner-jest.config.js, taken before any story changed it. */
let defaultViewport: ViewportSize | null | undefined;

/** Sizes the page for `parameters.visual.viewport`, or back to the default, before rendering. */
async function applyViewport(page: Page, requested: unknown): Promise<void> {
  defaultViewport ??= page.viewportSize();
  if (requested !== undefined && !isViewportSize(requested)) {
    throw new Error('parameters.visual.viewport must be { width, height } in whole CSS pixels');
  }
  const target = requested ?? defaultViewport;
  const current = page.viewportSize();
  if (target && (current?.width !== target.width || current.height !== target.height)) {
    await page.setViewportSize(target);
  }
}

function isViewportSize(value: unknown): value is ViewportSize {
  const { width, height } = (value ?? {}) as Partial<ViewportSize>;
  return [width, height].every((n) => Number.isInteger(n) && (n as number) > 0);
}

// ---------------------------------------------------------------------------------------------
// The hooks

async function runChecks(
  page: Page,
  current: Visit,
  context: TestContext,
  story: StoryInfo,
): Promise<{ visual: VisualOutcome; failures: string[] }> {
  const { parameters } = story;
  const failures: string[] = [];
  let visual: VisualOutcome = { status: null, diffPixels: null };
  // Screenshot first: axe may scroll containers while it checks colour contrast.
  if (VISUAL) {
    visual = await checkVisual(page, current, context.id, parameters);
    if (visual.failure) failures.push(`visual: ${visual.failure}`);
  }
  const a11yFailure = await checkA11y(page, context.id, parameters.a11y, story.manualA11y);
  if (a11yFailure) failures.push(a11yFailure);
  // Last, so errors thrown while the page settled are included.
  const errorsFailure = checkPageErrors(current, parameters.allowConsoleErrors);
  if (errorsFailure) failures.push(errorsFailure);
  return { visual, failures };
}

const config: TestRunnerConfig = {
  prepare: prepareWithLocale,

  async preVisit(page, context) {
    // A retried visit (the runner retries after a navigation) starts from a clean slate.
    visit?.detach();
    visit = startVisit(page);
    visit.story = await loadStory(page, context);
    await applyViewport(page, visit.story.parameters.visual?.viewport);
  },

  async postVisit(page, context) {
    const current = visit;
    const story = current?.story;
    if (!current || !story) throw new Error('postVisit without a completed preVisit');
    let outcome: { visual: VisualOutcome; failures: string[] } = {
      visual: { status: null, diffPixels: null },
      // The runner reports the play function's own error; only record it here.
      failures: context.hasFailure
        ? ['the test-runner reported a failure (render, play function or addon-a11y; see above)']
        : [],
    };
    try {
      if (!context.hasFailure) outcome = await runChecks(page, current, context, story);
    } catch (error) {
      outcome.failures.push(`check crashed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      current.detach();
      visit = undefined;
      recordResult({
        id: context.id,
        title: context.title,
        name: context.name,
        status: outcome.failures.length ? 'failed' : 'passed',
        visual: outcome.visual.status,
        diffPixels: outcome.visual.diffPixels,
        ms: Date.now() - current.startedAt,
        failures: outcome.failures,
      });
    }
    if (outcome.failures.length && !context.hasFailure) {
      throw new Error(outcome.failures.join('\n\n'));
    }
  },
};

export default config;
