/**
 * The visual check of one story (VISUAL=1): a stable screenshot compared with
 * tests/visual/baselines/<storyId>.png, any differing pixel beyond `parameters.visual.maxDiffPixels`
 * failing; UPDATE=1 rewrites the baseline instead. Failures leave the actual and diff images in
 * tests/visual/__actual__ for the report.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { comparePixels, type DiffBox } from './diff';
import { NotSettledError, withFrozenPage, type NetworkWatch } from './readiness';
import { stableScreenshot } from './screenshot';
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
      `${diffPixels} pixels differ from the baseline${sizeChange} (allowed: ${maxDiffPixels}); ` +
      'see tests/visual/report/index.html',
  };
}

export async function checkVisual(
  page: Page,
  network: NetworkWatch,
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
    screenshot = await withFrozenPage(page, network, heldOpen, () => stableScreenshot(page));
  } catch (error) {
    if (!(error instanceof NotSettledError)) throw error;
    return { status: 'unstable', diffPixels: null, failure: error.message };
  }
  const baselinePath = path.join(BASELINE_DIR, `${id}.png`);
  if (UPDATE) return updateBaseline(baselinePath, screenshot);
  return compareWithBaseline(id, baselinePath, screenshot, visual?.maxDiffPixels ?? 0);
}
