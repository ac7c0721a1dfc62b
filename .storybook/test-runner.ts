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
 *   parameters.allowConsoleErrors = ['substring', ...]         console errors / page errors whose
 *                                                              text contains one of these are ignored
 *   parameters.a11y.disable / .test ('off' | 'todo' | 'error') / .config / .options / .context
 *     'off' or disable skips axe; 'todo' prints violations without failing; anything else fails.
 *     Only JSON-serialisable config is honoured (the parameters cross the page boundary).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { A11yParameters } from '@storybook/addon-a11y';
import {
  getStoryContext,
  waitForPageReady,
  type TestContext,
  type TestRunnerConfig,
} from '@storybook/test-runner';
import type { Result as AxeViolation, RunOptions, Spec as AxeSpec } from 'axe-core';
import pixelmatch from 'pixelmatch';
import type { ConsoleMessage, Page, Request } from 'playwright-core';
import { PNG } from 'pngjs';

interface VisualParameter {
  skip?: boolean;
  maxDiffPixels?: number;
  reason?: string;
}

interface StoryParameters {
  a11y?: A11yParameters;
  visual?: VisualParameter;
  allowConsoleErrors?: string[];
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
/** How long the page must have no request in flight to count as network-idle. */
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

// ---------------------------------------------------------------------------------------------
// Per-visit bookkeeping. Each Jest worker drives one page and one story at a time.

interface Visit {
  startedAt: number;
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

/**
 * The test-runner's waitForPageReady only covers the iframe's first load (stories after the first
 * render without navigating), so requests are also tracked per visit.
 */
async function waitForNetworkIdle(current: Visit): Promise<void> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  while (
    current.inFlight.size > 0 ||
    Date.now() - current.lastNetworkActivity < NETWORK_QUIET_MS
  ) {
    if (Date.now() > deadline) {
      const pending = [...current.inFlight].map((request) => request.url()).join(', ');
      throw new Error(`network never went idle; pending: ${pending || '(requests kept starting)'}`);
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
      throw new Error(`images never finished loading: ${pending.join(', ')}`);
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
  throw new UnstableError(
    `frames never agreed in ${MAX_SCREENSHOTS} screenshots: something keeps moving ` +
      '(a JavaScript animation, a timer, or a live clock)',
  );
}

class UnstableError extends Error {}

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
async function withFrozenPage<T>(page: Page, current: Visit, shoot: () => Promise<T>): Promise<T> {
  const style = await page.addStyleTag({ content: FREEZE_CSS });
  try {
    await waitForPageReady(page);
    await waitForImages(page);
    await waitForNetworkIdle(current);
    await pauseSvgAnimations(page, true);
    return await shoot();
  } finally {
    await pauseSvgAnimations(page, false);
    await style.evaluate((element) => element.remove());
  }
}

// ---------------------------------------------------------------------------------------------
// PNG helpers

function encodePng(png: PNG): Buffer {
  // Screenshots are opaque: RGB without alpha keeps baselines a quarter smaller.
  return PNG.sync.write(png, { colorType: 2, inputHasAlpha: true, deflateLevel: 9 });
}

/** Copies `png` onto a transparent canvas of the given size (for comparing different sizes). */
function padTo(png: PNG, width: number, height: number): PNG {
  if (png.width === width && png.height === height) return png;
  const padded = new PNG({ width, height });
  PNG.bitblt(png, padded, 0, 0, png.width, png.height, 0, 0);
  return padded;
}

/** Number of differing pixels (threshold 0, anti-aliasing counted) and a diff image. */
function comparePngs(baseline: PNG, actual: PNG): { diffPixels: number; diff: PNG } {
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
  return { diffPixels, diff };
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

function writeFailureImages(id: string, actualPng: Buffer, diff: PNG | undefined): void {
  fs.mkdirSync(ACTUAL_DIR, { recursive: true });
  fs.writeFileSync(path.join(ACTUAL_DIR, `${id}.actual.png`), actualPng);
  if (diff) fs.writeFileSync(path.join(ACTUAL_DIR, `${id}.diff.png`), encodePng(diff));
}

/** UPDATE=1: writes the baseline unless its pixels are already identical (no git churn). */
function updateBaseline(baselinePath: string, actual: PNG, actualPng: Buffer): VisualOutcome {
  if (!fs.existsSync(baselinePath)) {
    fs.mkdirSync(BASELINE_DIR, { recursive: true });
    fs.writeFileSync(baselinePath, actualPng);
    return { status: 'new', diffPixels: null };
  }
  const { diffPixels } = comparePngs(PNG.sync.read(fs.readFileSync(baselinePath)), actual);
  if (diffPixels === 0) return { status: 'unchanged', diffPixels: 0 };
  fs.writeFileSync(baselinePath, actualPng);
  return { status: 'updated', diffPixels };
}

function compareWithBaseline(
  id: string,
  baselinePath: string,
  actual: PNG,
  actualPng: Buffer,
  maxDiffPixels: number,
): VisualOutcome {
  if (!fs.existsSync(baselinePath)) {
    writeFailureImages(id, actualPng, undefined);
    return {
      status: 'missing',
      diffPixels: null,
      failure: `no baseline ${path.relative(process.cwd(), baselinePath)}: run \`npm run test:visual:update\``,
    };
  }
  const baseline = PNG.sync.read(fs.readFileSync(baselinePath));
  const { diffPixels, diff } = comparePngs(baseline, actual);
  if (diffPixels <= maxDiffPixels) return { status: 'match', diffPixels };
  writeFailureImages(id, actualPng, diff);
  const size =
    baseline.width === actual.width && baseline.height === actual.height
      ? ''
      : ` (size ${baseline.width}x${baseline.height} -> ${actual.width}x${actual.height})`;
  return {
    status: 'diff',
    diffPixels,
    failure: `${diffPixels} pixels differ from the baseline${size} (allowed: ${maxDiffPixels}); see tests/visual/report/index.html`,
  };
}

async function checkVisual(
  page: Page,
  current: Visit,
  id: string,
  visual: VisualParameter | undefined,
): Promise<VisualOutcome> {
  const configError = visualConfigError(visual);
  if (configError) return { status: null, diffPixels: null, failure: configError };
  if (visual?.skip) return { status: 'skipped', diffPixels: null };

  let screenshot: Buffer;
  try {
    screenshot = await withFrozenPage(page, current, () => stableScreenshot(page));
  } catch (error) {
    if (!(error instanceof UnstableError)) throw error;
    return { status: 'unstable', diffPixels: null, failure: error.message };
  }
  const actual = PNG.sync.read(screenshot);
  const actualPng = encodePng(actual);
  const baselinePath = path.join(BASELINE_DIR, `${id}.png`);
  if (UPDATE) return updateBaseline(baselinePath, actual, actualPng);
  return compareWithBaseline(id, baselinePath, actual, actualPng, visual?.maxDiffPixels ?? 0);
}

// ---------------------------------------------------------------------------------------------
// 2. Accessibility

function axeBuilder(page: Page, a11y: A11yParameters | undefined): AxeBuilder {
  const config: AxeSpec = a11y?.config ?? {};
  const disabledRules = [
    ...AXE_DEFAULT_DISABLED_RULES.map((id) => ({ id, enabled: false })),
    ...(config.rules ?? []),
  ];
  // axe.configure has no AxeBuilder method: it is appended to the injected axe source.
  const configure = `;axe.configure(${JSON.stringify({ ...config, rules: disabledRules })});`;
  // With options.runOnly, axe ignores configured `enabled: false`; repeat them as run options.
  const ruleOptions = Object.fromEntries(
    disabledRules.filter((rule) => rule.enabled === false).map((rule) => [rule.id, { enabled: false }]),
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

/**
 * Maps addon-a11y's `parameters.a11y.context` (a selector, or { include, exclude }) onto the
 * builder; without an `include` the body is checked.
 */
function applyAxeContext(builder: AxeBuilder, context: A11yParameters['context']): void {
  const asList = (value: unknown) => (Array.isArray(value) ? value : [value]);
  const isObject =
    typeof context === 'object' && context !== null && ('include' in context || 'exclude' in context);
  const include = isObject ? context.include : context;
  for (const selector of include === undefined ? [AXE_INCLUDE] : asList(include)) {
    builder.include(selector);
  }
  if (isObject && context.exclude !== undefined) {
    for (const selector of asList(context.exclude)) builder.exclude(selector);
  }
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
    console.warn(`a11y (test: 'todo', not failing):\n${report}`);
    return undefined;
  }
  return `accessibility violations:\n${report}`;
}

// ---------------------------------------------------------------------------------------------
// 3. Console errors and uncaught exceptions

function checkPageErrors(current: Visit, allowed: unknown): string | undefined {
  if (allowed !== undefined && !(Array.isArray(allowed) && allowed.every((s) => typeof s === 'string'))) {
    return 'parameters.allowConsoleErrors must be an array of strings';
  }
  const allowList = (allowed ?? []) as string[];
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

async function runChecks(
  page: Page,
  current: Visit,
  context: TestContext,
): Promise<{ visual: VisualOutcome; failures: string[] }> {
  const story = await getStoryContext(page, context);
  const parameters = story.parameters as StoryParameters;
  const failures: string[] = [];
  let visual: VisualOutcome = { status: null, diffPixels: null };
  // Screenshot first: axe may scroll containers while it checks colour contrast.
  if (VISUAL) {
    visual = await checkVisual(page, current, context.id, parameters.visual);
    if (visual.failure) failures.push(`visual: ${visual.failure}`);
  }
  // A story's `globals: { a11y: { manual: true } }` turns automatic checks off, as in the addon.
  const storyGlobals = (story as { storyGlobals?: { a11y?: { manual?: boolean } } }).storyGlobals;
  const manualA11y = storyGlobals?.a11y?.manual === true;
  const a11yFailure = await checkA11y(page, parameters.a11y, manualA11y);
  if (a11yFailure) failures.push(a11yFailure);
  // Last, so errors thrown while the page settled are included.
  const errorsFailure = checkPageErrors(current, parameters.allowConsoleErrors);
  if (errorsFailure) failures.push(errorsFailure);
  return { visual, failures };
}

const config: TestRunnerConfig = {
  async preVisit(page) {
    // A retried visit (the runner retries after a navigation) starts from a clean slate.
    visit?.detach();
    visit = startVisit(page);
  },

  async postVisit(page, context) {
    const current = visit ?? startVisit(page);
    let outcome: { visual: VisualOutcome; failures: string[] } = {
      visual: { status: null, diffPixels: null },
      // The runner reports the play function's own error; only record it here.
      failures: context.hasFailure
        ? ['the test-runner reported a failure (render, play function or addon-a11y; see above)']
        : [],
    };
    try {
      if (!context.hasFailure) outcome = await runChecks(page, current, context);
    } catch (error) {
      outcome.failures.push(`check crashed: ${error instanceof Error ? error.message : error}`);
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
