/**
 * The review app's files: it reads the last run (tests/visual/__actual__/run.json, else
 * results.jsonl), and accepting writes only inside the baselines folder: the story's actual as its
 * baseline (an orphan's baseline removed), and meta.json's provenance the way `--update` records it.
 * The reviewer's decisions (accepted / rejected) are kept next to the run's results, in
 * __actual__/decisions.json, which the next run clears.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';
import { diffBoundingBox, type DiffBox } from '../../../.storybook/runner/diff';
import {
  fileInside,
  parseResultsJsonl,
  parseRunSummary,
  reviewItems,
  ReviewPathError,
  type Decision,
  type Provenance,
  type ReviewItem,
} from './model';

export interface ReviewPaths {
  baselineDir: string;
  actualDir: string;
}

export function defaultPaths(root: string): ReviewPaths {
  return {
    baselineDir: path.join(root, 'tests/visual/baselines'),
    actualDir: path.join(root, 'tests/visual/__actual__'),
  };
}

export type ImageKind = 'baseline' | 'actual' | 'diff';
export const IMAGE_KINDS: readonly ImageKind[] = ['baseline', 'actual', 'diff'];
const IMAGE_SUFFIX: Record<ImageKind, string> = { baseline: '.png', actual: '.actual.png', diff: '.diff.png' };

export interface ReviewEntry extends ReviewItem {
  decision: Decision | null;
  images: Record<ImageKind, boolean>;
  /** the screenshot's size (actual, else baseline) */
  size: { width: number; height: number } | null;
}

export interface ReviewState {
  finishedAt: string;
  runLocale: string;
  only: string | null;
  warning: string | null;
  provenance: Provenance | null;
  entries: ReviewEntry[];
}

/** The path of a story's image, checked to be inside its folder. */
export function imagePath(paths: ReviewPaths, kind: ImageKind, id: string): string {
  return fileInside(kind === 'baseline' ? paths.baselineDir : paths.actualDir, id, IMAGE_SUFFIX[kind]);
}

function readDecisions(paths: ReviewPaths): Record<string, Decision> {
  const file = path.join(paths.actualDir, 'decisions.json');
  if (!fs.existsSync(file)) return {};
  const value: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, Decision] => entry[1] === 'accepted' || entry[1] === 'rejected'),
  );
}

function writeDecisions(paths: ReviewPaths, decisions: Record<string, Decision>): void {
  fs.writeFileSync(path.join(paths.actualDir, 'decisions.json'), `${JSON.stringify(decisions, null, 2)}\n`);
}

/** Width and height from a PNG's IHDR chunk, without decoding it. */
export function pngSize(file: string): { width: number; height: number } | null {
  const header = Buffer.alloc(24);
  const fd = fs.openSync(file, 'r');
  try {
    if (fs.readSync(fd, header, 0, 24, 0) < 24) return null;
  } finally {
    fs.closeSync(fd);
  }
  return { width: header.readUInt32BE(16), height: header.readUInt32BE(20) };
}

function existing(file: string | null): string | null {
  return file && fs.existsSync(file) ? file : null;
}

function safeImagePath(paths: ReviewPaths, kind: ImageKind, id: string): string | null {
  try {
    return existing(imagePath(paths, kind, id));
  } catch (error) {
    if (error instanceof ReviewPathError) return null;
    throw error;
  }
}

/** An older results line without a box: read it from the diff image. */
function boxFromDiffImage(file: string): DiffBox | null {
  const png = PNG.sync.read(fs.readFileSync(file));
  return diffBoundingBox(png.data, png.width, png.height);
}

export function loadReview(paths: ReviewPaths): ReviewState {
  const runFile = path.join(paths.actualDir, 'run.json');
  const jsonlFile = path.join(paths.actualDir, 'results.jsonl');
  const summary = fs.existsSync(runFile)
    ? parseRunSummary(fs.readFileSync(runFile, 'utf8'))
    : {
        finishedAt: '',
        locale: 'zh-CN',
        only: null,
        provenance: null,
        warning: null,
        orphans: [],
        results: fs.existsSync(jsonlFile) ? parseResultsJsonl(fs.readFileSync(jsonlFile, 'utf8')) : [],
      };
  const decisions = readDecisions(paths);
  const entries = reviewItems(summary.results, summary.orphans, summary.locale).map((item): ReviewEntry => {
    const files = {
      baseline: safeImagePath(paths, 'baseline', item.id),
      actual: safeImagePath(paths, 'actual', item.id),
      diff: safeImagePath(paths, 'diff', item.id),
    };
    const sized = files.actual ?? files.baseline;
    const diffBox = item.diffBox ?? (item.kind === 'changed' && files.diff ? boxFromDiffImage(files.diff) : null);
    return {
      ...item,
      diffBox,
      decision: decisions[item.id] ?? null,
      images: { baseline: Boolean(files.baseline), actual: Boolean(files.actual), diff: Boolean(files.diff) },
      size: sized ? pngSize(sized) : null,
    };
  });
  return {
    finishedAt: summary.finishedAt,
    runLocale: summary.locale,
    only: summary.only,
    warning: summary.warning,
    provenance: summary.provenance,
    entries,
  };
}

export interface DecisionResult {
  id: string;
  ok: boolean;
  message: string;
}

/** Writes `source` to `target` in one rename, refusing to write through a symbolic link. */
function replaceFile(source: string, target: string): void {
  if (fs.existsSync(target) && fs.lstatSync(target).isSymbolicLink()) {
    throw new ReviewPathError(`refused: ${target} is a symbolic link`);
  }
  const temporary = `${target}.accepting`;
  fs.copyFileSync(source, temporary);
  fs.renameSync(temporary, target);
}

/** meta.json records the run's browser and fonts, as `--update` does when it records a baseline. */
function recordProvenance(paths: ReviewPaths, provenance: Provenance | null): void {
  if (!provenance) return;
  const metaFile = path.join(paths.baselineDir, 'meta.json');
  const text = `${JSON.stringify(provenance, null, 2)}\n`;
  if (fs.existsSync(metaFile) && fs.readFileSync(metaFile, 'utf8') === text) return;
  fs.writeFileSync(metaFile, text);
}

function acceptOne(paths: ReviewPaths, entry: ReviewEntry): string {
  const baseline = imagePath(paths, 'baseline', entry.id);
  if (entry.kind === 'unstable') throw new ReviewPathError('an unstable story has no screenshot to accept');
  if (entry.kind === 'missing') {
    if (fs.existsSync(baseline)) fs.rmSync(baseline);
    return `removed ${path.basename(baseline)}`;
  }
  const actual = imagePath(paths, 'actual', entry.id);
  if (!fs.existsSync(actual)) throw new ReviewPathError(`no actual screenshot ${path.basename(actual)}`);
  replaceFile(actual, baseline);
  return `wrote ${path.basename(baseline)}`;
}

function decide(paths: ReviewPaths, ids: readonly string[], decision: Decision): DecisionResult[] {
  const state = loadReview(paths);
  const byId = new Map(state.entries.map((entry) => [entry.id, entry]));
  const decisions = readDecisions(paths);
  let wroteBaseline = false;
  const results = ids.map((id): DecisionResult => {
    const entry = byId.get(id);
    try {
      if (!entry) {
        fileInside(paths.baselineDir, id, '.png'); // a traversal attempt is named as such
        return { id, ok: false, message: 'not in the last run’s results' };
      }
      const message = decision === 'accepted' ? acceptOne(paths, entry) : 'baseline kept; marked for the developer';
      if (decision === 'accepted' && entry.kind !== 'missing') wroteBaseline = true;
      decisions[id] = decision;
      return { id, ok: true, message };
    } catch (error) {
      if (!(error instanceof ReviewPathError)) throw error;
      return { id, ok: false, message: error.message };
    }
  });
  if (wroteBaseline) recordProvenance(paths, state.provenance);
  writeDecisions(paths, decisions);
  return results;
}

export function acceptStories(paths: ReviewPaths, ids: readonly string[]): DecisionResult[] {
  return decide(paths, ids, 'accepted');
}

export function rejectStories(paths: ReviewPaths, ids: readonly string[]): DecisionResult[] {
  return decide(paths, ids, 'rejected');
}
