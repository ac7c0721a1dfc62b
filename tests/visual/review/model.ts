/**
 * The review app's pure parts: reading a run's results, sorting them into what a reviewer decides
 * (changed, new, missing, unstable), grouping by screen, filtering, and checking that a story id
 * from the results file names a file inside a given folder.
 */
import path from 'node:path';
import type { DiffBox } from '../../../.storybook/runner/diff';

/** What a reviewer decides about: changed pixels, a story without a baseline (new), a baseline
 * without a story (missing), a story whose frames never settled (unstable). */
export type ReviewKind = 'changed' | 'new' | 'missing' | 'unstable';
export const REVIEW_KINDS: readonly ReviewKind[] = ['changed', 'new', 'missing', 'unstable'];

export type Decision = 'accepted' | 'rejected';

/** One story line as .storybook/runner/results.ts writes it (the fields the review reads). */
export interface RunResult {
  /** the story id, or `<storyId>@<mode>` for a mode's screenshot */
  id: string;
  /** a mode's screenshot: its story and mode name */
  storyId?: string;
  mode?: string;
  title: string;
  name: string;
  status: string;
  visual: string | null;
  diffPixels: number | null;
  diffBox?: DiffBox | null;
  locale?: string;
  width?: number;
  failures: string[];
}

export interface Provenance {
  chromium: string;
  fontsNotoCjk: string;
}

/** tests/visual/__actual__/run.json, written by tests/visual/run.mjs after a visual run. */
export interface RunSummary {
  finishedAt: string;
  locale: string;
  only: string | null;
  provenance: Provenance | null;
  warning: string | null;
  orphans: string[];
  results: RunResult[];
}

export interface ReviewItem {
  /** the story id, or `<storyId>@<mode>` for a mode's screenshot (its baseline's name) */
  id: string;
  /** the story the screenshot is of, and the mode (null: the story's own screenshot) */
  storyId: string;
  mode: string | null;
  /** Storybook's query for the story as shot: `?path=/story/<storyId>` plus the mode's globals */
  storyQuery: string;
  title: string;
  name: string;
  /** the story's title: its screen or component */
  screen: string;
  kind: ReviewKind;
  locale: string;
  width: number | null;
  diffPixels: number | null;
  diffBox: DiffBox | null;
  failures: string[];
}

export interface ReviewFilter {
  kind?: ReviewKind | 'all';
  screen?: string;
  locale?: string;
  width?: number;
}

export class ReviewInputError extends Error {}

/** Code-point order: the same on every machine, whatever its locale. */
function byText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isBox(value: unknown): value is DiffBox {
  return isRecord(value) && ['x', 'y', 'width', 'height'].every((key) => Number.isInteger(value[key]));
}

/** One result, checked field by field; the file is input, not trusted code. */
export function parseResult(value: unknown): RunResult {
  if (!isRecord(value) || typeof value.id !== 'string' || typeof value.title !== 'string' || typeof value.name !== 'string') {
    throw new ReviewInputError('a result needs a string id, title and name');
  }
  const failures = Array.isArray(value.failures) ? value.failures.filter((f): f is string => typeof f === 'string') : [];
  return {
    id: value.id,
    title: value.title,
    name: value.name,
    status: typeof value.status === 'string' ? value.status : 'failed',
    visual: typeof value.visual === 'string' ? value.visual : null,
    diffPixels: typeof value.diffPixels === 'number' ? value.diffPixels : null,
    diffBox: isBox(value.diffBox) ? value.diffBox : null,
    ...(typeof value.storyId === 'string' && typeof value.mode === 'string' ? { storyId: value.storyId, mode: value.mode } : {}),
    ...(typeof value.locale === 'string' ? { locale: value.locale } : {}),
    ...(Number.isInteger(value.width) ? { width: value.width as number } : {}),
    failures,
  };
}

/** run.json's text. */
export function parseRunSummary(text: string): RunSummary {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ReviewInputError(`run.json is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!isRecord(value) || !Array.isArray(value.results)) throw new ReviewInputError('run.json has no results list');
  const provenance = isRecord(value.provenance) ? value.provenance : null;
  return {
    finishedAt: typeof value.finishedAt === 'string' ? value.finishedAt : '',
    locale: typeof value.locale === 'string' ? value.locale : 'zh-CN',
    only: typeof value.only === 'string' ? value.only : null,
    provenance:
      provenance && typeof provenance.chromium === 'string' && typeof provenance.fontsNotoCjk === 'string'
        ? { chromium: provenance.chromium, fontsNotoCjk: provenance.fontsNotoCjk }
        : null,
    warning: typeof value.warning === 'string' ? value.warning : null,
    orphans: Array.isArray(value.orphans) ? value.orphans.filter((o): o is string => typeof o === 'string') : [],
    results: value.results.map(parseResult),
  };
}

/** results.jsonl (one line per story visit; a retried story's last line counts), when there is no run.json. */
export function parseResultsJsonl(text: string): RunResult[] {
  const byId = new Map<string, RunResult>();
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw new ReviewInputError(`results.jsonl has a line that is not JSON: ${line.slice(0, 80)}`);
    }
    const result = parseResult(value);
    byId.set(result.id, result);
  }
  return [...byId.values()];
}

/**
 * The Storybook query that opens a result as it was shot: a mode's locale and width as the
 * toolbar's globals (`locale`, and the `webview<width>` viewport).
 */
export function storyQuery(result: RunResult, runLocale: string): string {
  const storyId = result.storyId ?? result.id;
  const globals: string[] = [];
  if (result.mode) {
    if (result.locale && result.locale !== runLocale && result.locale !== 'zh-CN') globals.push(`locale:${result.locale}`);
    else if (result.width) globals.push(`viewport.value:webview${result.width}`);
  }
  return `?path=/story/${encodeURIComponent(storyId)}${globals.length ? `&globals=${encodeURIComponent(globals.join(';'))}` : ''}`;
}

/**
 * Where a result sorts: by story, then a flow's frames in the order they were shot
 * (`@frame-<n>-<name>`, .storybook/runner/frames.ts), then the story's own shot (where the flow
 * ends), then its other modes; a designer reads a journey top to bottom.
 */
function storyOrder(id: string): string {
  const at = id.indexOf('@');
  if (at < 0) return `${id}@1`;
  const n = /^frame-(\d+)-/.exec(id.slice(at + 1))?.[1];
  return n ? `${id.slice(0, at)}@0${n.padStart(4, '0')}` : `${id.slice(0, at)}@2${id.slice(at + 1)}`;
}

const KIND_OF_VISUAL: Record<string, ReviewKind> = { diff: 'changed', missing: 'new', unstable: 'unstable' };

/** The stories a reviewer decides about, in screen order; `orphans` are baseline file names. */
export function reviewItems(results: readonly RunResult[], orphans: readonly string[], runLocale: string): ReviewItem[] {
  const items: ReviewItem[] = [];
  for (const result of results) {
    const kind = result.visual ? KIND_OF_VISUAL[result.visual] : undefined;
    if (!kind) continue;
    items.push({
      id: result.id,
      storyId: result.storyId ?? result.id,
      mode: result.mode ?? null,
      storyQuery: storyQuery(result, runLocale),
      title: result.title,
      name: result.name,
      screen: result.title,
      kind,
      locale: result.locale ?? runLocale,
      width: result.width ?? null,
      diffPixels: result.diffPixels,
      diffBox: result.diffBox ?? null,
      failures: result.failures,
    });
  }
  // an orphan belongs with the stories of its component, when the run has any
  const titleOf = new Map(results.map((result) => [result.id.split('--')[0], result.title]));
  for (const file of orphans) {
    const id = file.replace(/\.png$/, '');
    const [component = id, story = ''] = id.split('--');
    const title = titleOf.get(component) ?? component;
    const at = id.indexOf('@');
    items.push({
      id,
      storyId: at < 0 ? id : id.slice(0, at),
      mode: at < 0 ? null : id.slice(at + 1),
      storyQuery: `?path=/story/${encodeURIComponent(at < 0 ? id : id.slice(0, at))}`,
      title,
      name: story,
      screen: title,
      kind: 'missing',
      locale: runLocale,
      width: null,
      diffPixels: null,
      diffBox: null,
      failures: ['no story has this id any more: accepting removes the baseline'],
    });
  }
  return items.sort((a, b) => byText(a.screen, b.screen) || byText(storyOrder(a.id), storyOrder(b.id)));
}

export function matchesFilter(item: ReviewItem, filter: ReviewFilter): boolean {
  return (
    (!filter.kind || filter.kind === 'all' || item.kind === filter.kind) &&
    (!filter.screen || item.screen === filter.screen) &&
    (!filter.locale || item.locale === filter.locale) &&
    (filter.width === undefined || item.width === filter.width)
  );
}

export function filterItems(items: readonly ReviewItem[], filter: ReviewFilter): ReviewItem[] {
  return items.filter((item) => matchesFilter(item, filter));
}

/** Items by screen, screens in name order, each group keeping the items' order. */
export function groupByScreen(items: readonly ReviewItem[]): { screen: string; items: ReviewItem[] }[] {
  const groups = new Map<string, ReviewItem[]>();
  for (const item of items) groups.set(item.screen, [...(groups.get(item.screen) ?? []), item]);
  return [...groups.entries()].sort(([a], [b]) => byText(a, b)).map(([screen, group]) => ({ screen, items: group }));
}

export function countByKind(items: readonly ReviewItem[]): Record<ReviewKind, number> {
  const counts: Record<ReviewKind, number> = { changed: 0, new: 0, missing: 0, unstable: 0 };
  for (const item of items) counts[item.kind] += 1;
  return counts;
}

/** The filter choices the data offers: screens, locales and widths present. */
export function filterChoices(items: readonly ReviewItem[]): { screens: string[]; locales: string[]; widths: number[] } {
  const unique = <T>(values: T[]) => [...new Set(values)];
  return {
    screens: unique(items.map((item) => item.screen)).sort(),
    locales: unique(items.map((item) => item.locale)).sort(),
    widths: unique(items.flatMap((item) => (item.width === null ? [] : [item.width]))).sort((a, b) => a - b),
  };
}

/**
 * Storybook story ids: lower-case letters, digits, '-' and '_' (no dots, no slashes), optionally
 * followed by a visual mode, `@<letters, digits, '-'>` (.storybook/runner/modes.ts), e.g.
 * `screens-cart-cart--success@en-US`, or a flow's frame, `@frame-<n>-<name>`
 * (.storybook/runner/frames.ts), e.g. `app-shell-flows--guest-taps-mine@frame-1-home`.
 */
const STORY_ID = /^[a-z0-9][a-z0-9_-]{0,199}(@[A-Za-z0-9-]{1,48})?$/;

export function isStoryId(id: string): boolean {
  return STORY_ID.test(id);
}

export class ReviewPathError extends Error {}

/**
 * The file `<id><suffix>` directly inside `dir`, for an id read from the results file. Anything
 * that is not a story id, or that would resolve elsewhere, is refused.
 */
export function fileInside(dir: string, id: string, suffix: string): string {
  if (!isStoryId(id)) throw new ReviewPathError(`refused: ${JSON.stringify(id)} is not a story id`);
  const root = path.resolve(dir);
  const target = path.resolve(root, `${id}${suffix}`);
  if (path.dirname(target) !== root) throw new ReviewPathError(`refused: ${JSON.stringify(id)} leaves ${root}`);
  return target;
}
