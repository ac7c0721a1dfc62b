/**
 * A throw-away run for the review app's tests: a temporary baselines folder with copies of real
 * baselines, and an __actual__ folder whose actual screenshots are those baselines with a region
 * repainted (a changed label), their diffs made by the suite's own comparePixels, a run.json and a
 * results.jsonl. The committed baselines are only read.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { comparePixels } from '../../../.storybook/runner/diff';
import type { Provenance, RunResult } from './model';
import type { ReviewPaths } from './store';

const COMMITTED = path.resolve('tests/visual/baselines');

export const CHANGED_A = 'components-tabbar--home-active';
/** CHANGED_A's modes: a narrower width and English, both matching their baselines */
export const MODES_OF_A = ['components-tabbar--home-active@320', 'components-tabbar--home-active@en-US'];
export const CHANGED_B = 'components-tabbar--cart-with-badge';
export const NEW_STORY = 'components-tabbar--english';
export const ORPHAN = 'components-tabbar--retired-story';
/** a results line whose id tries to leave the baselines folder */
export const TRAVERSAL = '../escaped';

export interface ReviewFixture {
  dir: string;
  paths: ReviewPaths;
  provenance: Provenance;
  remove(): void;
}

/** The PNG with a 80x20 block repainted at (100, 40), as a changed label would. */
export function repaint(png: Buffer, colour: [number, number, number] = [20, 120, 220]): Buffer {
  const image = PNG.sync.read(png);
  for (let y = 40; y < 60; y += 1) {
    for (let x = 100; x < 180; x += 1) {
      const at = (y * image.width + x) * 4;
      [image.data[at], image.data[at + 1], image.data[at + 2]] = colour;
    }
  }
  return PNG.sync.write(image);
}

function result(id: string, visual: string, extra: Partial<RunResult> = {}): RunResult {
  const name = id.split('--')[1] ?? id;
  return { id, title: 'Components/TabBar', name, status: 'failed', visual, diffPixels: null, locale: 'zh-CN', width: 375, failures: [`visual: ${visual}`], ...extra };
}

export function makeReviewFixture(): ReviewFixture {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'review-'));
  const paths = { baselineDir: path.join(dir, 'baselines'), actualDir: path.join(dir, '__actual__') };
  fs.mkdirSync(paths.baselineDir);
  fs.mkdirSync(paths.actualDir);
  const recorded = JSON.parse(fs.readFileSync(path.join(COMMITTED, 'meta.json'), 'utf8')) as Provenance;
  fs.writeFileSync(path.join(paths.baselineDir, 'meta.json'), `${JSON.stringify(recorded, null, 2)}\n`);
  // this run used another Chromium, so accepting records it in meta.json
  const provenance = { ...recorded, chromium: `${recorded.chromium}-review-test` };

  const results: RunResult[] = [];
  for (const id of [CHANGED_A, CHANGED_B]) {
    const baseline = fs.readFileSync(path.join(COMMITTED, `${id}.png`));
    fs.writeFileSync(path.join(paths.baselineDir, `${id}.png`), baseline);
    const actual = repaint(baseline);
    const { diffPixels, diffBox, diffPng } = comparePixels(baseline, actual);
    fs.writeFileSync(path.join(paths.actualDir, `${id}.actual.png`), actual);
    fs.writeFileSync(path.join(paths.actualDir, `${id}.diff.png`), diffPng());
    results.push(result(id, 'diff', { diffPixels, diffBox }));
  }
  // CHANGED_A's other width and locale matched: only their baselines, for the side-by-side view of its modes
  for (const [mode, source] of [['320', 'components-tabbar--narrow-320'], ['en-US', NEW_STORY]] as const) {
    fs.copyFileSync(path.join(COMMITTED, `${source}.png`), path.join(paths.baselineDir, `${CHANGED_A}@${mode}.png`));
    const extra = { storyId: CHANGED_A, mode, status: 'passed', diffPixels: 0, ...(mode === '320' ? { width: 320 } : { locale: 'en-US' }) };
    results.push(result(`${CHANGED_A}@${mode}`, 'match', extra));
  }
  fs.copyFileSync(path.join(COMMITTED, `${NEW_STORY}.png`), path.join(paths.actualDir, `${NEW_STORY}.actual.png`));
  results.push(result(NEW_STORY, 'missing', { locale: 'en-US' }));
  fs.copyFileSync(path.join(COMMITTED, `${CHANGED_B}.png`), path.join(paths.baselineDir, `${ORPHAN}.png`));
  results.push(result('components-tabbar--narrow-320', 'unstable', { width: 320 }));
  results.push(result('components-tabbar--selecting-a-tab', 'match', { status: 'passed', diffPixels: 0 }));
  // a hostile line, with a file where its path would lead
  fs.writeFileSync(path.join(dir, 'escaped.actual.png'), repaint(fs.readFileSync(path.join(COMMITTED, `${CHANGED_A}.png`))));
  results.push(result(TRAVERSAL, 'diff', { title: 'Components/Evil', name: 'Escape', diffPixels: 1 }));

  const run = { finishedAt: '2026-11-24T00:00:00.000Z', locale: 'zh-CN', only: 'components-tabbar', update: false, provenance, warning: null, orphans: [`${ORPHAN}.png`], results };
  fs.writeFileSync(path.join(paths.actualDir, 'run.json'), JSON.stringify(run, null, 2));
  fs.writeFileSync(path.join(paths.actualDir, 'results.jsonl'), results.map((r) => JSON.stringify(r)).join('\n'));
  return { dir, paths, provenance, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** Every file under `dir` with its bytes, to show what a step wrote. */
export function snapshotFiles(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, file), fs.readFileSync(file).toString('base64'));
  }
  return files;
}
