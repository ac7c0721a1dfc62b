/**
 * The visual check of one story (VISUAL=1): a stable screenshot compared with
 * tests/visual/baselines/<storyId>.png, and one per mode of the pass compared with
 * <storyId>@<mode>.png (see modes.ts); any differing pixel beyond `parameters.visual.maxDiffPixels`
 * fails. UPDATE=1 rewrites the baselines instead. Failures leave the actual and diff images in
 * tests/visual/__actual__ for the report.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { comparePixels, type DiffBox } from './diff';
import { NotSettledError, withFrozenPage, type NetworkWatch } from './readiness';
import { modeId, modesOfPass, parseModes, type VisualMode } from './modes';
import { stableScreenshot, type ShotOptions } from './screenshot';
import { stringList, type StoryParameters, type VisualParameter } from './story';

/** What happened to the screenshot; `null` when VISUAL is off or the story failed earlier. */
export type VisualStatus =
  | 'match'
  | 'diff'
  | 'missing'
  | 'skipped'
  | 'new'
  | 'updated'
  | 'unchanged'
  | 'unstable'
  | null;

export interface VisualOutcome {
  status: VisualStatus;
  diffPixels: number | null;
  /** where the differing pixels are (status 'diff'), for the review app */
  diffBox?: DiffBox | null;
  failure?: string;
}

const UPDATE = process.env.UPDATE === '1';
const VISUAL_DIR = path.resolve('tests/visual');
const BASELINE_DIR = path.join(VISUAL_DIR, 'baselines');
export const ACTUAL_DIR = path.join(VISUAL_DIR, '__actual__');

function visualConfigError(visual: VisualParameter | undefined): string | undefined {
  if (!visual) return undefined;
  const needsReason = visual.skip === true || visual.maxDiffPixels !== undefined;
  if (needsReason && !visual.reason?.trim()) {
    return 'parameters.visual needs a `reason` when it sets `skip` or `maxDiffPixels`';
  }
  for (const flag of ['keepFocus', 'fullPage', 'showsLoading'] as const) {
    if (visual[flag] !== undefined && typeof visual[flag] !== 'boolean') return `parameters.visual.${flag} must be true or false`;
  }
  if (
    visual.maxDiffPixels !== undefined &&
    !(Number.isInteger(visual.maxDiffPixels) && visual.maxDiffPixels >= 0)
  ) {
    return 'parameters.visual.maxDiffPixels must be a non-negative integer';
  }
  return undefined;
}

function writeFailureImages(id: string, actualPng: Buffer, diffPng?: Buffer): void {
  fs.mkdirSync(ACTUAL_DIR, { recursive: true });
  fs.writeFileSync(path.join(ACTUAL_DIR, `${id}.actual.png`), actualPng);
  if (diffPng) fs.writeFileSync(path.join(ACTUAL_DIR, `${id}.diff.png`), diffPng);
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
  const { diffPixels, diffBox, diffPng, sizeChange } = comparePixels(baselinePng, actualPng);
  if (diffPixels <= maxDiffPixels) return { status: 'match', diffPixels };
  writeFailureImages(id, actualPng, diffPng());
  return {
    status: 'diff',
    diffPixels,
    diffBox,
    failure:
      `${diffPixels} pixels differ from the baseline${sizeChange} (allowed: ${maxDiffPixels})` +
      // where, in the failure line itself: a CI log may be all there is to go on
      (diffBox ? ` within ${diffBox.width}x${diffBox.height} at (${diffBox.x}, ${diffBox.y})` : '') +
      '; see tests/visual/report/index.html',
  };
}

/** The baseline's bytes when this run compares against it (not UPDATE=1), to end a match early. */
function expectedBytes(id: string): Buffer | undefined {
  if (UPDATE) return undefined;
  const baselinePath = path.join(BASELINE_DIR, `${id}.png`);
  return fs.existsSync(baselinePath) ? fs.readFileSync(baselinePath) : undefined;
}

function shotOptions(visual: VisualParameter | undefined): ShotOptions {
  return { keepFocus: visual?.keepFocus === true, fullPage: visual?.fullPage !== false, showsLoading: visual?.showsLoading === true };
}

/** The screenshot of the page as it is now (for the baseline `<id>.png`), or why it never came to rest. */
async function shoot(
  page: Page,
  network: NetworkWatch,
  heldOpen: string[],
  options: ShotOptions,
  id: string,
): Promise<Buffer | NotSettledError> {
  try {
    // a story holding a request open shows its loading state on purpose, as one that says so
    const loadingExpected = options.showsLoading || heldOpen.length > 0;
    return await withFrozenPage(page, network, { heldOpen, loadingExpected }, () => stableScreenshot(page, options, expectedBytes(id)));
  } catch (error) {
    if (!(error instanceof NotSettledError)) throw error;
    return error;
  }
}

/** One screenshot against the baseline `<id>.png` (UPDATE=1: recorded as it). */
function judge(id: string, screenshot: Buffer | NotSettledError, maxDiffPixels: number): VisualOutcome {
  if (screenshot instanceof NotSettledError) return { status: 'unstable', diffPixels: null, failure: screenshot.message };
  const baselinePath = path.join(BASELINE_DIR, `${id}.png`);
  if (UPDATE) return updateBaseline(baselinePath, screenshot);
  return compareWithBaseline(id, baselinePath, screenshot, maxDiffPixels);
}

/**
 * One more screenshot of the page as it is now, against the baseline `<id>.png`, with the story's
 * own shot options: a flow's frame taken mid-play (frames.ts).
 */
export async function checkShot(page: Page, network: NetworkWatch, id: string, parameters: StoryParameters): Promise<VisualOutcome> {
  const { visual } = parameters;
  const shot = shotOptions(visual);
  const screenshot = await shoot(page, network, stringList(parameters.pendingRequests) ?? [], shot, id);
  return judge(id, screenshot, visual?.maxDiffPixels ?? 0);
}

/** A mode's screenshot and its outcome (see modes.ts). */
export interface ModeOutcome {
  mode: VisualMode;
  /** `<storyId>@<mode>`: the result's id and the baseline's name */
  id: string;
  width: number;
  outcome: VisualOutcome;
}

export interface VisualCheck {
  /** the story's own screenshot (`status` null when this pass does not shoot it) */
  story: VisualOutcome;
  modes: ModeOutcome[];
  /** the names of every mode the story declares (in any pass), for the orphan check */
  declaredModes: string[] | null;
}

const NOT_SHOT: VisualOutcome = { status: null, diffPixels: null };

/**
 * The story's screenshot (when `shootStory`: the run's default locale) and those of its modes that
 * belong to this pass (`runLocale`). Width modes resize the same page and wait for it to be still
 * again; the page is given back at its own size.
 */
export async function checkVisual(
  page: Page,
  network: NetworkWatch,
  id: string,
  parameters: StoryParameters,
  pass: { runLocale: string; shootStory: boolean; locales: readonly string[] },
): Promise<VisualCheck> {
  const { visual } = parameters;
  const heldOpen = stringList(parameters.pendingRequests);
  const modes = parseModes(visual?.modes, pass.locales);
  const configError =
    visualConfigError(visual) ??
    (typeof modes === 'string' ? modes : undefined) ??
    (heldOpen ? undefined : 'parameters.pendingRequests must be an array of strings');
  if (configError || !heldOpen || typeof modes === 'string') {
    return { story: { ...NOT_SHOT, failure: configError }, modes: [], declaredModes: null };
  }
  const declaredModes = modes.map((mode) => mode.name);
  if (visual?.skip) return { story: { status: 'skipped', diffPixels: null }, modes: [], declaredModes };

  const shot = shotOptions(visual);
  const maxDiffPixels = visual?.maxDiffPixels ?? 0;
  const story = pass.shootStory ? judge(id, await shoot(page, network, heldOpen, shot, id), maxDiffPixels) : NOT_SHOT;
  const ownSize = page.viewportSize();
  const results: ModeOutcome[] = [];
  try {
    for (const mode of modesOfPass(modes, pass.runLocale)) {
      const size = mode.viewport ?? ownSize;
      if (size && (size.width !== page.viewportSize()?.width || size.height !== page.viewportSize()?.height)) {
        await page.setViewportSize(size);
      }
      const modeStoryId = modeId(id, mode.name);
      const outcome = judge(modeStoryId, await shoot(page, network, heldOpen, shot, modeStoryId), maxDiffPixels);
      results.push({ mode, id: modeStoryId, width: size?.width ?? 0, outcome });
    }
  } finally {
    const now = page.viewportSize();
    if (ownSize && (now?.width !== ownSize.width || now.height !== ownSize.height)) await page.setViewportSize(ownSize);
  }
  return { story, modes: results, declaredModes };
}
