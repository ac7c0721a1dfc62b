/**
 * The reviewer's decisions and what undoes them, kept next to the run's results (the next visual
 * run clears the folder, which closes the review):
 *   __actual__/decisions.json     { [id]: { decision, reason, previous } }
 *   __actual__/undo/<id>.png      the baseline an accept replaced or removed, until the accept is undone
 *   __actual__/undo/meta.json     meta.json as it was before the first accept recorded a provenance
 * `previous` says what an accept replaced: 'stashed' (the old baseline is in undo/), 'absent' (there
 * was none: a new story), or null (nothing to restore: not accepted, or already restored).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileInside, ReviewPathError, type Decision } from './model';

export interface DecisionRecord {
  decision: Decision;
  /** why a story was rejected, for the developer (null when accepted) */
  reason: string | null;
  previous: 'stashed' | 'absent' | null;
}

export type Decisions = Record<string, DecisionRecord>;

/** The longest reason kept; a reason is one short note, not a document. */
export const MAX_REASON = 500;

export interface DecisionFolders {
  baselineDir: string;
  actualDir: string;
}

const decisionsFile = (paths: DecisionFolders) => path.join(paths.actualDir, 'decisions.json');
export const undoDir = (paths: DecisionFolders) => path.join(paths.actualDir, 'undo');

/** The old baseline an accept replaced, checked to be inside the undo folder. */
export function stashPath(paths: DecisionFolders, id: string): string {
  return fileInside(undoDir(paths), id, '.png');
}

function parseRecord(value: unknown): DecisionRecord | null {
  // an older decisions file holds the bare decision
  if (value === 'accepted' || value === 'rejected') return { decision: value, reason: null, previous: null };
  if (typeof value !== 'object' || value === null) return null;
  const { decision, reason, previous } = value as Record<string, unknown>;
  if (decision !== 'accepted' && decision !== 'rejected') return null;
  return {
    decision,
    reason: typeof reason === 'string' ? reason.slice(0, MAX_REASON) : null,
    previous: previous === 'stashed' || previous === 'absent' ? previous : null,
  };
}

export function readDecisions(paths: DecisionFolders): Decisions {
  const file = decisionsFile(paths);
  if (!fs.existsSync(file)) return {};
  const value: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (typeof value !== 'object' || value === null) return {};
  const decisions: Decisions = {};
  for (const [id, raw] of Object.entries(value)) {
    const record = parseRecord(raw);
    if (record) decisions[id] = record;
  }
  return decisions;
}

export function writeDecisions(paths: DecisionFolders, decisions: Decisions): void {
  fs.writeFileSync(decisionsFile(paths), `${JSON.stringify(decisions, null, 2)}\n`);
}

/** Writes `source` to `target` in one rename, refusing to write through a symbolic link. */
export function replaceFile(source: string, target: string): void {
  if (fs.existsSync(target) && fs.lstatSync(target).isSymbolicLink()) {
    throw new ReviewPathError(`refused: ${target} is a symbolic link`);
  }
  const temporary = `${target}.accepting`;
  fs.copyFileSync(source, temporary);
  fs.renameSync(temporary, target);
}

/**
 * Before an accept changes `baseline`: keeps the file it replaces, unless an earlier accept of the
 * same story already kept the original. Returns what the record's `previous` becomes.
 */
export function stashBaseline(paths: DecisionFolders, id: string, baseline: string, record: DecisionRecord | undefined): 'stashed' | 'absent' {
  if (record?.previous) return record.previous;
  if (!fs.existsSync(baseline)) return 'absent';
  if (fs.lstatSync(baseline).isSymbolicLink()) throw new ReviewPathError(`refused: ${baseline} is a symbolic link`);
  fs.mkdirSync(undoDir(paths), { recursive: true });
  fs.copyFileSync(baseline, stashPath(paths, id));
  return 'stashed';
}

/** Puts back what an accept replaced: the stashed baseline, or no file for a story that had none. */
export function restoreBaseline(paths: DecisionFolders, id: string, baseline: string, previous: 'stashed' | 'absent'): string {
  if (previous === 'absent') {
    if (fs.existsSync(baseline)) fs.rmSync(baseline);
    return `removed ${path.basename(baseline)} (it had no baseline before)`;
  }
  const stash = stashPath(paths, id);
  if (!fs.existsSync(stash)) throw new ReviewPathError(`the old ${path.basename(baseline)} is no longer kept: re-run the suite to review it again`);
  replaceFile(stash, baseline);
  fs.rmSync(stash);
  return `restored the old ${path.basename(baseline)}`;
}

const metaStash = (paths: DecisionFolders) => path.join(undoDir(paths), 'meta.json');

/** Keeps meta.json once, before the first accept records the run's provenance in it. */
export function stashMeta(paths: DecisionFolders): void {
  const meta = path.join(paths.baselineDir, 'meta.json');
  if (fs.existsSync(metaStash(paths)) || !fs.existsSync(meta)) return;
  fs.mkdirSync(undoDir(paths), { recursive: true });
  fs.copyFileSync(meta, metaStash(paths));
}

/**
 * Once no accept that wrote a baseline remains, meta.json goes back to what it was (`wrote`: whether
 * accepting that story wrote a baseline, which removing a missing story's does not).
 */
export function restoreMetaIfUnused(paths: DecisionFolders, decisions: Decisions, wrote: (id: string) => boolean): void {
  if (Object.entries(decisions).some(([id, record]) => record.decision === 'accepted' && record.previous !== null && wrote(id))) return;
  if (!fs.existsSync(metaStash(paths))) return;
  replaceFile(metaStash(paths), path.join(paths.baselineDir, 'meta.json'));
  fs.rmSync(metaStash(paths));
}
