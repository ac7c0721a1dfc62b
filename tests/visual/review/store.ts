/**
 * The review app's files: it reads the last run (tests/visual/__actual__/run.json, else
 * results.jsonl), and accepting writes only inside the baselines folder: the story's actual as its
 * baseline (an orphan's baseline removed), and meta.json's provenance the way `--update` records it.
 * The reviewer's decisions (accepted / rejected, with a reason) and the baselines an accept replaced
 * are kept next to the run's results (decisions.ts), so rejecting or undoing an accept puts the old
 * baseline back byte for byte; the next run clears them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';
import { diffBoundingBox, type DiffBox } from '../../../.storybook/runner/diff';
import {
  readDecisions,
  replaceFile,
  restoreBaseline,
  restoreMetaIfUnused,
  stashBaseline,
  stashMeta,
  stashPath,
  writeDecisions,
  MAX_REASON,
  type DecisionRecord,
  type Decisions,
} from './decisions';
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

/** `previous`: the baseline an accept replaced, kept until the accept is undone or the next run */
export type ImageKind = 'baseline' | 'actual' | 'diff' | 'previous';
export const IMAGE_KINDS: readonly ImageKind[] = ['baseline', 'actual', 'diff', 'previous'];
const IMAGE_SUFFIX: Record<Exclude<ImageKind, 'previous'>, string> = { baseline: '.png', actual: '.actual.png', diff: '.diff.png' };

export interface Size {
  width: number;
  height: number;
}

/** One screenshot of a story: its own (mode null) or one of its widths and locales (`<storyId>@<mode>`). */
export interface ModeShot {
  id: string;
  mode: string | null;
  /** the shot the run made when it differs (actual), else the committed baseline */
  image: 'actual' | 'baseline' | null;
  size: Size | null;
  /** when the shot is itself up for review */
  kind: ReviewItem['kind'] | null;
  decision: Decision | null;
}

export interface ReviewEntry extends ReviewItem {
  decision: Decision | null;
  /** why the reviewer rejected it */
  reason: string | null;
  images: Record<ImageKind, boolean>;
  /** the screenshot's size (actual, else baseline) */
  size: Size | null;
  /** every screenshot of the same story, its own first, then its modes by name */
  modes: ModeShot[];
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
  if (kind === 'previous') return stashPath(paths, id);
  return fileInside(kind === 'baseline' ? paths.baselineDir : paths.actualDir, id, IMAGE_SUFFIX[kind]);
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
  const items = reviewItems(summary.results, summary.orphans, summary.locale);
  const entries = items.map((item): ReviewEntry => {
    const files = {
      baseline: safeImagePath(paths, 'baseline', item.id),
      actual: safeImagePath(paths, 'actual', item.id),
      diff: safeImagePath(paths, 'diff', item.id),
      previous: safeImagePath(paths, 'previous', item.id),
    };
    const sized = files.actual ?? files.baseline;
    const diffBox = item.diffBox ?? (item.kind === 'changed' && files.diff ? boxFromDiffImage(files.diff) : null);
    const record = decisions[item.id];
    return {
      ...item,
      diffBox,
      decision: record?.decision ?? null,
      reason: record?.reason ?? null,
      images: { baseline: Boolean(files.baseline), actual: Boolean(files.actual), diff: Boolean(files.diff), previous: Boolean(files.previous) },
      size: sized ? pngSize(sized) : null,
      modes: [],
    };
  });
  const shots = modeShots(paths, entries);
  for (const entry of entries) entry.modes = shots.get(entry.storyId) ?? [];
  return {
    finishedAt: summary.finishedAt,
    runLocale: summary.locale,
    only: summary.only,
    warning: summary.warning,
    provenance: summary.provenance,
    entries,
  };
}

/** Every story's screenshots, by story id: the baselines folder's `<storyId>[@mode].png` and the run's items. */
function modeShots(paths: ReviewPaths, entries: readonly ReviewEntry[]): Map<string, ModeShot[]> {
  const wanted = new Set(entries.map((entry) => entry.storyId));
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const ids = new Set(entries.map((entry) => entry.id));
  const files = fs.existsSync(paths.baselineDir) ? fs.readdirSync(paths.baselineDir) : [];
  for (const file of files) {
    const id = file.replace(/\.png$/, '');
    if (id !== file && wanted.has(id.split('@')[0] ?? id)) ids.add(id);
  }
  const shots = new Map<string, ModeShot[]>();
  for (const id of [...ids].sort()) {
    const [storyId = id, mode = null] = id.split('@');
    const entry = byId.get(id);
    const actual = entry?.images.actual ? safeImagePath(paths, 'actual', id) : null;
    const file = actual ?? safeImagePath(paths, 'baseline', id);
    shots.set(storyId, [
      ...(shots.get(storyId) ?? []),
      {
        id,
        mode,
        image: actual ? 'actual' : file ? 'baseline' : null,
        size: file ? pngSize(file) : null,
        kind: entry?.kind ?? null,
        decision: entry?.decision ?? null,
      },
    ]);
  }
  return shots;
}

export interface DecisionResult {
  id: string;
  ok: boolean;
  message: string;
}

/** meta.json records the run's browser and fonts, as `--update` does when it records a baseline. */
function recordProvenance(paths: ReviewPaths, provenance: Provenance | null): void {
  if (!provenance) return;
  const metaFile = path.join(paths.baselineDir, 'meta.json');
  const text = `${JSON.stringify(provenance, null, 2)}\n`;
  if (fs.existsSync(metaFile) && fs.readFileSync(metaFile, 'utf8') === text) return;
  fs.writeFileSync(metaFile, text);
}

/** Accepting: the actual becomes the baseline (a missing story's baseline is removed), the old one kept to undo it. */
function acceptOne(paths: ReviewPaths, entry: ReviewEntry, record: DecisionRecord | undefined): DecisionRecord {
  const baseline = imagePath(paths, 'baseline', entry.id);
  if (entry.kind === 'unstable') throw new ReviewPathError('an unstable story has no screenshot to accept');
  if (entry.kind !== 'missing') {
    const actual = imagePath(paths, 'actual', entry.id);
    if (!fs.existsSync(actual)) throw new ReviewPathError(`no actual screenshot ${path.basename(actual)}`);
    const previous = stashBaseline(paths, entry.id, baseline, record);
    stashMeta(paths);
    replaceFile(actual, baseline);
    return { decision: 'accepted', reason: null, previous };
  }
  const previous = stashBaseline(paths, entry.id, baseline, record);
  if (fs.existsSync(baseline)) fs.rmSync(baseline);
  return { decision: 'accepted', reason: null, previous };
}

/** Puts back what an earlier accept of the story changed; nothing when it was not accepted. */
function undoAccept(paths: ReviewPaths, entry: ReviewEntry, record: DecisionRecord | undefined): string | null {
  if (record?.decision !== 'accepted' || !record.previous) return null;
  return restoreBaseline(paths, entry.id, imagePath(paths, 'baseline', entry.id), record.previous);
}

export type DecisionAction = { type: 'accept' } | { type: 'reject'; reason: string } | { type: 'undo' };

function applyOne(paths: ReviewPaths, entry: ReviewEntry, decisions: Decisions, action: DecisionAction): string {
  const record = decisions[entry.id];
  if (action.type === 'accept') {
    decisions[entry.id] = acceptOne(paths, entry, record);
    return entry.kind === 'missing' ? `removed ${entry.id}.png` : `wrote ${entry.id}.png`;
  }
  const restored = undoAccept(paths, entry, record);
  if (action.type === 'undo') {
    delete decisions[entry.id];
    return restored ?? 'decision cleared';
  }
  decisions[entry.id] = { decision: 'rejected', reason: action.reason, previous: null };
  return restored ? `${restored}; marked for the developer` : 'baseline kept; marked for the developer';
}

function decide(paths: ReviewPaths, ids: readonly string[], action: DecisionAction): DecisionResult[] {
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
      const message = applyOne(paths, entry, decisions, action);
      if (action.type === 'accept' && entry.kind !== 'missing') wroteBaseline = true;
      return { id, ok: true, message };
    } catch (error) {
      if (!(error instanceof ReviewPathError)) throw error;
      return { id, ok: false, message: error.message };
    }
  });
  if (wroteBaseline) recordProvenance(paths, state.provenance);
  else restoreMetaIfUnused(paths, decisions, (id) => byId.get(id)?.kind !== 'missing');
  writeDecisions(paths, decisions);
  return results;
}

export function acceptStories(paths: ReviewPaths, ids: readonly string[]): DecisionResult[] {
  return decide(paths, ids, { type: 'accept' });
}

/** Rejecting keeps (or, after an accept, restores) the baseline and records why. */
export function rejectStories(paths: ReviewPaths, ids: readonly string[], reason = ''): DecisionResult[] {
  return decide(paths, ids, { type: 'reject', reason: reason.trim().slice(0, MAX_REASON) });
}

/** Undoing clears the decision and restores what an accept changed. */
export function undoStories(paths: ReviewPaths, ids: readonly string[]): DecisionResult[] {
  return decide(paths, ids, { type: 'undo' });
}
