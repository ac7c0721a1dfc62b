/**
 * Story checks for `npx test-storybook` (driven by tests/visual/run.mjs).
 *
 * The test-runner itself renders every story and fails on a throwing play function. On top of
 * that, after each story this file:
 *   1. (VISUAL=1) takes a stable full-page screenshot and compares it with
 *      tests/visual/baselines/<storyId>.png, and one per visual mode of this pass's locale with
 *      <storyId>@<mode>.png; any differing pixel fails. UPDATE=1 rewrites baselines. The zh-CN pass
 *      shoots the story and its width modes, the en-US pass only the en-US modes.
 *   2. runs axe on the rendered story (honours `parameters.a11y`, like @storybook/addon-a11y), in
 *      the default-locale (zh-CN) pass.
 *   3. fails if the page threw an uncaught exception or called console.error during the visit.
 *   Frames a flow's play function shoots mid-journey (`frame('cart')`) are compared as they are
 *   taken, with <storyId>@frame-<n>-<name>.png (runner/frames.ts), and reported like modes.
 * and appends one JSON line per story to $STORY_RESULTS_FILE for the orchestrator's report.
 * The checks live in runner/: readiness (a still page), screenshot, diff (pixelmatch), visual
 * (baselines), axe, console, story (parameters, viewport) and results. This file wires them to
 * the test-runner's hooks.
 *
 * Story parameters read here:
 *   parameters.visual = { skip: true, reason: '...' }          no screenshot for this story
 *   parameters.visual = { maxDiffPixels: N, reason: '...' }    tolerate up to N differing pixels
 *   parameters.visual = { viewport: { width, height } }       render (and screenshot) the story at
 *                                                              this size instead of 375x812
 *   parameters.visual = { modes: [{ name, locale?, viewport? }] }  further screenshots, each with its
 *                                                              baseline <storyId>@<name>.png (runner/modes.ts)
 *   parameters.visual = { keepFocus: true }                   keep the focus a play function left
 *                                                              (else a button's or card's is blurred)
 *   parameters.visual = { fullPage: false }                   shoot the viewport, not the whole page
 *                                                              (a story that scrolls to its subject)
 *   parameters.allowConsoleErrors = ['substring', ...]         console errors / page errors whose
 *                                                              text contains one of these are ignored
 *   parameters.pendingRequests = ['substring', ...]            requests the story holds open on
 *                                                              purpose (a loading state): the
 *                                                              network-idle wait ignores their URLs
 *   parameters.a11y.disable / .test ('off' | 'todo' | 'error') / .config / .options / .context
 *     'off' or disable skips axe; 'todo' prints violations without failing; anything else fails.
 *     Only JSON-serialisable config is honoured (the parameters cross the page boundary).
 */
import type { TestContext, TestRunnerConfig } from '@storybook/test-runner';
import type { Page } from 'playwright-core';
import { checkA11y } from './runner/axe';
import { checkPageErrors, watchPageErrors, type PageErrorWatch } from './runner/console';
import { watchNetwork, type NetworkWatch } from './runner/readiness';
import { recordResult } from './runner/results';
import { applyViewport, loadStory, type StoryInfo } from './runner/story';
import { DEFAULT_LOCALE } from './runner/modes';
import { checkVisual, type ModeOutcome, type VisualOutcome } from './runner/visual';
import { startFrames, takeFrames, withFrames } from './runner/frames';
import { prepareWithLocale, STORY_LOCALES, storyLocale } from './storyLocale';

const VISUAL = process.env.VISUAL === '1';
const RUN_LOCALE = storyLocale();
/** The story's own screenshot and axe belong to the default-locale pass; the other passes shoot modes. */
const DEFAULT_PASS = RUN_LOCALE === DEFAULT_LOCALE;
const PASS = { runLocale: RUN_LOCALE, shootStory: DEFAULT_PASS, locales: STORY_LOCALES };

/** One story's visit. Each Jest worker drives one page and one story at a time. */
interface Visit {
  startedAt: number;
  story?: StoryInfo;
  errors: PageErrorWatch;
  network: NetworkWatch;
}

let visit: Visit | undefined;

function startVisit(page: Page): Visit {
  return { startedAt: Date.now(), errors: watchPageErrors(page), network: watchNetwork(page) };
}

function endVisit(current: Visit): void {
  current.errors.detach();
  current.network.detach();
}

interface Outcome {
  visual: VisualOutcome;
  modes: ModeOutcome[];
  declaredModes: string[] | null;
  failures: string[];
}

async function runChecks(page: Page, current: Visit, context: TestContext, story: StoryInfo): Promise<Outcome> {
  const { parameters } = story;
  const failures: string[] = [];
  let visual: VisualOutcome = { status: null, diffPixels: null };
  let modes: ModeOutcome[] = [];
  let declaredModes: string[] | null = null;
  // Screenshots first: axe may scroll containers while it checks colour contrast.
  if (VISUAL) {
    ({ story: visual, modes, declaredModes } = await checkVisual(page, current.network, context.id, parameters, PASS));
    if (visual.failure) failures.push(`visual: ${visual.failure}`);
    for (const { mode, outcome } of modes) {
      if (outcome.failure) failures.push(`visual (mode ${mode.name}): ${outcome.failure}`);
    }
  }
  // axe runs in the default-locale pass only: the roles, names' presence, focus order and
  // colours it checks are the same in English, and it was a quarter of each visit in the second
  // pass (the en-US pass checks the plays, the console and the en-US shots).
  const a11yFailure = DEFAULT_PASS ? await checkA11y(page, context.id, parameters.a11y, story.manualA11y) : undefined;
  if (a11yFailure) failures.push(a11yFailure);
  // Last, so errors thrown while the page settled are included.
  const errorsFailure = checkPageErrors(current.errors.messages, parameters.allowConsoleErrors);
  if (errorsFailure) failures.push(errorsFailure);
  return { visual, modes, declaredModes, failures };
}

/** One results line per mode shot: its own id, locale and width, for the report and the review app. */
function recordModes(context: TestContext, story: StoryInfo, outcome: Outcome, ms: number): void {
  for (const { mode, id, width, outcome: shot } of outcome.modes) {
    recordResult({
      id,
      storyId: context.id,
      mode: mode.name,
      title: context.title,
      name: `${context.name} @${mode.name}`,
      status: shot.failure ? 'failed' : 'passed',
      visual: shot.status,
      diffPixels: shot.diffPixels,
      diffBox: shot.diffBox ?? null,
      locale: mode.locale ?? story.locale ?? RUN_LOCALE,
      width,
      ms,
      failures: shot.failure ? [`visual: ${shot.failure}`] : [],
    });
  }
}

const config: TestRunnerConfig = {
  prepare: prepareWithLocale,

  async preVisit(page, context) {
    // A retried visit (the runner retries after a navigation) starts from a clean slate.
    if (visit) endVisit(visit);
    visit = startVisit(page);
    visit.story = await loadStory(page, context);
    await applyViewport(page, visit.story.parameters.visual?.viewport);
    // a flow's `frame()` calls, shot in the pass that shoots the story (runner/frames.ts)
    await startFrames(page, { storyId: context.id, parameters: visit.story.parameters, network: visit.network, shoot: VISUAL && DEFAULT_PASS });
  },

  async postVisit(page, context) {
    const current = visit;
    const story = current?.story;
    if (!current || !story) throw new Error('postVisit without a completed preVisit');
    let outcome: Outcome = {
      visual: { status: null, diffPixels: null },
      modes: [],
      declaredModes: null,
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
      outcome = withFrames(outcome, takeFrames());
      endVisit(current);
      visit = undefined;
      const ms = Date.now() - current.startedAt;
      recordModes(context, story, outcome, ms);
      recordResult({
        id: context.id,
        title: context.title,
        name: context.name,
        status: outcome.failures.length ? 'failed' : 'passed',
        visual: outcome.visual.status,
        diffPixels: outcome.visual.diffPixels,
        diffBox: outcome.visual.diffBox ?? null,
        locale: story.locale ?? RUN_LOCALE,
        width: story.parameters.visual?.viewport?.width ?? page.viewportSize()?.width ?? 375,
        modes: outcome.declaredModes,
        ms,
        failures: outcome.failures,
      });
    }
    if (outcome.failures.length && !context.hasFailure) {
      throw new Error(outcome.failures.join('\n\n'));
    }
  },
};

export default config;
