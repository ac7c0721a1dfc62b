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
 *   parameters.visual = { showsLoading: true }                the story is about a loading state: a
 *                                                              skeleton (aria-busy) does not hold the
 *                                                              shot, as it does for any other story
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
import { forgetEarlierRequests, watchNetwork, type NetworkWatch } from './runner/readiness';
import { recordResult, type Phases } from './runner/results';
import { applyViewport, loadStory, stringList, type StoryInfo } from './runner/story';
import { DEFAULT_LOCALE } from './runner/modes';
import { checkVisual, type ModeOutcome, type VisualOutcome } from './runner/visual';
import { armFrames, startFrames, takeFrames, withFrames } from './runner/frames';
import { prepareWithLocale, STORY_LOCALES, storyLocales } from './storyLocale';
import { replayInLocale } from './runner/replay';

const VISUAL = process.env.VISUAL === '1';
/** The run's locales; each story is checked in every one of them in one visit (runner/replay.ts). */
const RUN_LOCALES = storyLocales();
/**
 * The locale the page renders in now: the first of the run after prepare (one page per story
 * file, and this module is loaded once per file), then whichever locale the last replay left.
 */
let pageLocale: string = RUN_LOCALES[0];
/** The locale a story's own line reports: its screenshot's and axe's, when the run has it. */
const STORY_LINE_LOCALE = RUN_LOCALES.some((locale) => locale === DEFAULT_LOCALE) ? DEFAULT_LOCALE : RUN_LOCALES[0];

/** What the checks of one locale do: the story's own screenshot and axe belong to the default locale. */
function passOf(runLocale: string) {
  return { runLocale, shootStory: runLocale === DEFAULT_LOCALE, locales: STORY_LOCALES };
}

/** One story's visit. Each Jest worker drives one page and one story at a time. */
interface Visit {
  startedAt: number;
  /** when preVisit finished: the test-runner renders the story and runs its play from here */
  renderedFrom?: number;
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
  /** where the visit's time went, in ms (the report prints the means) */
  phases: Phases;
  visual: VisualOutcome;
  modes: ModeOutcome[];
  declaredModes: string[] | null;
  failures: string[];
}

/** Records the time since the last lap as `phase` (added up, as a phase may run once per locale). */
function stopwatch(phases: Phases) {
  let mark = Date.now();
  return (phase: keyof Phases) => {
    const now = Date.now();
    phases[phase] = (phases[phase] ?? 0) + now - mark;
    mark = now;
  };
}

/** The checks of the page as it is now, rendered and played in `locale`. */
async function checksIn(page: Page, current: Visit, context: TestContext, story: StoryInfo, locale: string, outcome: Outcome) {
  const { parameters } = story;
  const lap = stopwatch(outcome.phases);
  const pass = passOf(locale);
  // Screenshots first: axe may scroll containers while it checks colour contrast.
  if (VISUAL) {
    const checked = await checkVisual(page, current.network, context.id, parameters, pass);
    if (pass.shootStory || outcome.visual.status === null) outcome.visual = checked.story;
    outcome.modes.push(...checked.modes);
    outcome.declaredModes = checked.declaredModes;
    if (checked.story.failure) outcome.failures.push(`visual: ${checked.story.failure}`);
    for (const { mode, outcome: shot } of checked.modes) {
      if (shot.failure) outcome.failures.push(`visual (mode ${mode.name}): ${shot.failure}`);
    }
    lap('visual');
  }
  // axe in the default locale only: the roles, names' presence, focus order and colours it checks
  // are the same in English, and it is a quarter of a visit.
  if (pass.shootStory) {
    const a11yFailure = await checkA11y(page, context.id, parameters.a11y, story.manualA11y);
    if (a11yFailure) outcome.failures.push(a11yFailure);
    lap('axe');
  }
}

/**
 * Every locale of the run, in one visit: the checks in the locale the test-runner rendered the story
 * in, then for each other locale a replay (the story remounted and played again in it) and its
 * checks. A story that pins its locale (`globals.locale`) renders in it whatever the global says:
 * it is rendered once, and each locale's checks (their modes) look at that render.
 */
async function runChecks(page: Page, current: Visit, context: TestContext, story: StoryInfo): Promise<Outcome> {
  const outcome: Outcome = { phases: {}, visual: { status: null, diffPixels: null }, modes: [], declaredModes: null, failures: [] };
  const first = RUN_LOCALES.find((locale) => locale === pageLocale) ?? RUN_LOCALES[0];
  const order = [first, ...RUN_LOCALES.filter((locale) => locale !== first)];
  for (const [at, locale] of order.entries()) {
    if (at > 0 && !story.locale) {
      const lap = stopwatch(outcome.phases);
      armFrames(VISUAL && locale === DEFAULT_LOCALE);
      const replay = await replayInLocale(page, context.id, locale, stringList(story.parameters.pendingRequests) ?? []);
      pageLocale = locale;
      lap('replay');
      if (replay.failure) {
        outcome.failures.push(`${locale}: ${replay.failure}`);
        break;
      }
    }
    await checksIn(page, current, context, story, locale, outcome);
  }
  // Last, so errors thrown while the page settled or replayed are included.
  const errorsFailure = checkPageErrors(current.errors.messages, story.parameters.allowConsoleErrors);
  if (errorsFailure) outcome.failures.push(errorsFailure);
  return outcome;
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
      locale: mode.locale ?? story.locale ?? DEFAULT_LOCALE,
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
    await forgetEarlierRequests(page);
    visit.story = await loadStory(page, context);
    await applyViewport(page, visit.story.parameters.visual?.viewport);
    // a flow's `frame()` calls, shot in the render in the default locale (runner/frames.ts)
    const shootFrames = VISUAL && (visit.story.locale ?? pageLocale) === DEFAULT_LOCALE;
    await startFrames(page, { storyId: context.id, parameters: visit.story.parameters, network: visit.network, shoot: shootFrames });
    visit.renderedFrom = Date.now();
  },

  async postVisit(page, context) {
    const current = visit;
    const story = current?.story;
    if (!current || !story) throw new Error('postVisit without a completed preVisit');
    const played = Date.now();
    let outcome: Outcome = {
      phases: {},
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
      const loaded = current.renderedFrom ?? current.startedAt;
      const phases: Phases = { load: loaded - current.startedAt, play: played - loaded, ...outcome.phases };
      recordResult({
        id: context.id,
        title: context.title,
        name: context.name,
        status: outcome.failures.length ? 'failed' : 'passed',
        visual: outcome.visual.status,
        diffPixels: outcome.visual.diffPixels,
        diffBox: outcome.visual.diffBox ?? null,
        locale: story.locale ?? STORY_LINE_LOCALE,
        width: story.parameters.visual?.viewport?.width ?? page.viewportSize()?.width ?? 375,
        modes: outcome.declaredModes,
        ms,
        phases,
        failures: outcome.failures,
      });
    }
    if (outcome.failures.length && !context.hasFailure) {
      throw new Error(outcome.failures.join('\n\n'));
    }
  },
};

export default config;
