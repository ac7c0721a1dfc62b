/** One JSON line per story in $STORY_RESULTS_FILE, read by tests/visual/run.mjs for its report. */
import fs from 'node:fs';
import path from 'node:path';
import type { DiffBox } from './diff';
import type { VisualStatus } from './visual';
import { ACTUAL_DIR } from './visual';

/** Where a visit's time went, in ms: reading the story, rendering it and its play, the screenshots, axe, the replays. */
export interface Phases {
  load?: number;
  play?: number;
  visual?: number;
  axe?: number;
  /** the story remounted and played again in the run's other locale(s) (runner/replay.ts) */
  replay?: number;
}

export interface StoryResult {
  /** the story id, or `<storyId>@<mode>` for a mode's screenshot (runner/modes.ts) */
  id: string;
  /** a mode's line: its story and mode name */
  storyId?: string;
  mode?: string;
  title: string;
  name: string;
  status: 'passed' | 'failed';
  visual: VisualStatus;
  diffPixels: number | null;
  /** bounding box of the differing pixels (visual 'diff'), for the review app */
  diffBox?: DiffBox | null;
  /** the story's locale (its own `globals.locale`, else the run's) and screenshot width */
  locale?: string;
  width?: number;
  /** the story's line: the names of the modes it declares (null when its parameters were not read) */
  modes?: string[] | null;
  ms: number;
  /** the story's line: where its visit's time went */
  phases?: Phases;
  failures: string[];
}

const RESULTS_FILE = process.env.STORY_RESULTS_FILE ?? path.join(ACTUAL_DIR, 'results.jsonl');

export function recordResult(result: StoryResult): void {
  fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  // One short line per append: concurrent workers do not interleave.
  fs.appendFileSync(RESULTS_FILE, `${JSON.stringify(result)}\n`);
}
