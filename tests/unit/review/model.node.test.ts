/** The review app's pure parts (tests/visual/review/model.ts): results, grouping, filters, paths, bounding box. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { diffBoundingBox } from '../../../.storybook/runner/diff';
import {
  countByKind,
  fileInside,
  filterChoices,
  filterItems,
  groupByScreen,
  isStoryId,
  parseResult,
  parseResultsJsonl,
  parseRunSummary,
  ReviewInputError,
  ReviewPathError,
  reviewItems,
  type RunResult,
} from '../../visual/review/model';
import { parseDecisionBody } from '../../visual/review/server';

function result(id: string, title: string, visual: string | null, extra: Partial<RunResult> = {}): RunResult {
  return { id, title, name: id.split('--')[1] ?? id, status: visual === 'match' ? 'passed' : 'failed', visual, diffPixels: null, failures: [], ...extra };
}

const RESULTS: RunResult[] = [
  result('screens-home-home--success', 'Screens/Home/Home', 'diff', { diffPixels: 12, diffBox: { x: 1, y: 2, width: 3, height: 4 }, width: 375 }),
  result('screens-home-home--success@en-US', 'Screens/Home/Home', 'missing', { storyId: 'screens-home-home--success', mode: 'en-US', locale: 'en-US', width: 375 }),
  result('screens-cart-cart--success@320', 'Screens/Cart/Cart', 'diff', { storyId: 'screens-cart-cart--success', mode: '320', diffPixels: 5, width: 320 }),
  result('screens-cart-cart--loading', 'Screens/Cart/Cart', 'unstable', { width: 375 }),
  result('screens-cart-cart--success', 'Screens/Cart/Cart', 'match', { width: 375 }),
  result('components-price--plain', 'Components/Price', 'skipped'),
  result('components-price--crashed', 'Components/Price', null),
];

describe('results parsing', () => {
  it('reads run.json and keeps only well-formed fields', () => {
    const text = JSON.stringify({
      finishedAt: 'now', locale: 'zh-CN', only: 'screens', provenance: { chromium: '1', fontsNotoCjk: '2' }, warning: null,
      orphans: ['x--y.png', 3], results: [{ id: 'a--b', title: 'A', name: 'B', visual: 'diff', diffPixels: 4, diffBox: { x: 0, y: 0, width: 1 }, width: 'wide' }],
    });
    const summary = parseRunSummary(text);
    expect(summary.orphans).toEqual(['x--y.png']);
    expect(summary.provenance).toEqual({ chromium: '1', fontsNotoCjk: '2' });
    expect(summary.results[0]).toEqual({ id: 'a--b', title: 'A', name: 'B', status: 'failed', visual: 'diff', diffPixels: 4, diffBox: null, failures: [] });
  });

  it('refuses what is not a results file', () => {
    expect(() => parseRunSummary('{')).toThrow(ReviewInputError);
    expect(() => parseRunSummary('{"results": 1}')).toThrow(/no results list/);
    expect(() => parseResult({ id: 1, title: 'A', name: 'B' })).toThrow(ReviewInputError);
    expect(() => parseResultsJsonl('{"id":"a","title":"A","name":"B"}\nnot json')).toThrow(/not JSON/);
  });

  it('reads results.jsonl, where a retried story’s last line counts', () => {
    const lines = [
      JSON.stringify(result('a--b', 'A', 'unstable')),
      '',
      JSON.stringify(result('a--b', 'A', 'diff', { diffPixels: 9 })),
    ].join('\n');
    expect(parseResultsJsonl(lines)).toEqual([expect.objectContaining({ id: 'a--b', visual: 'diff', diffPixels: 9 })]);
  });

  it('reads a mode’s story and name only as a pair of strings', () => {
    const mode = { id: 'a--b@320', title: 'A', name: 'B @320', storyId: 'a--b', mode: '320' };
    expect(parseResult(mode)).toMatchObject({ storyId: 'a--b', mode: '320' });
    expect(parseResult({ ...mode, mode: 320 })).not.toHaveProperty('storyId');
  });
});

describe('review items, groups and filters', () => {
  const items = reviewItems(RESULTS, ['screens-old-page--success.png'], 'zh-CN');

  it('keeps changed (diff), new (missing baseline), missing (orphan baseline) and unstable stories', () => {
    expect(items.map((item) => [item.id, item.kind])).toEqual([
      ['screens-cart-cart--loading', 'unstable'],
      ['screens-cart-cart--success@320', 'changed'],
      ['screens-home-home--success', 'changed'],
      ['screens-home-home--success@en-US', 'new'],
      ['screens-old-page--success', 'missing'],
    ]);
    expect(countByKind(items)).toEqual({ changed: 2, new: 1, missing: 1, unstable: 1 });
    expect(items.find((item) => item.kind === 'missing')).toMatchObject({ screen: 'screens-old-page', name: 'success', width: null });
  });

  it('names a mode’s story and opens it in Storybook with the mode’s globals', () => {
    const byId = new Map(items.map((item) => [item.id, item]));
    expect(byId.get('screens-home-home--success@en-US')).toMatchObject({
      storyId: 'screens-home-home--success',
      mode: 'en-US',
      storyQuery: '?path=/story/screens-home-home--success&globals=locale%3Aen-US',
    });
    expect(byId.get('screens-cart-cart--success@320')?.storyQuery).toBe(
      '?path=/story/screens-cart-cart--success&globals=viewport.value%3Awebview320',
    );
    expect(byId.get('screens-home-home--success')).toMatchObject({ mode: null, storyQuery: '?path=/story/screens-home-home--success' });
    const orphanMode = reviewItems([], ['screens-cart-cart--success@414.png'], 'zh-CN')[0];
    expect(orphanMode).toMatchObject({ kind: 'missing', storyId: 'screens-cart-cart--success', mode: '414' });
  });

  it('groups by screen in name order', () => {
    expect(groupByScreen(items).map((group) => [group.screen, group.items.length])).toEqual([
      ['Screens/Cart/Cart', 2],
      ['Screens/Home/Home', 2],
      ['screens-old-page', 1],
    ]);
  });

  it('filters by kind, screen, locale and width, and offers the choices present', () => {
    const ids = (filter: Parameters<typeof filterItems>[1]) => filterItems(items, filter).map((item) => item.id);
    expect(ids({ kind: 'changed' })).toEqual(['screens-cart-cart--success@320', 'screens-home-home--success']);
    expect(ids({ kind: 'new' })).toEqual(['screens-home-home--success@en-US']);
    expect(ids({ kind: 'all', screen: 'Screens/Home/Home', locale: 'zh-CN' })).toEqual(['screens-home-home--success']);
    expect(ids({ width: 320 })).toEqual(['screens-cart-cart--success@320']);
    expect(filterChoices(items)).toEqual({
      screens: ['Screens/Cart/Cart', 'Screens/Home/Home', 'screens-old-page'],
      locales: ['en-US', 'zh-CN'],
      widths: [320, 375],
    });
  });
});

describe('paths from the results file', () => {
  const dir = path.resolve('/tmp/review-baselines');

  it('names a file directly inside the folder for a story id', () => {
    expect(isStoryId('screens-home-home--success')).toBe(true);
    expect(fileInside(dir, 'screens-home-home--success', '.png')).toBe(path.join(dir, 'screens-home-home--success.png'));
  });

  it('names a mode’s baseline, <story id>@<mode>, inside the folder too', () => {
    expect(isStoryId('screens-home-home--success@en-US')).toBe(true);
    expect(fileInside(dir, 'screens-home-home--success@320', '.actual.png')).toBe(path.join(dir, 'screens-home-home--success@320.actual.png'));
  });

  it.each(['../escaped', '..', 'a/b', 'a\\b', '/etc/passwd', '%2e%2e', 'Screens--Home', '', '.hidden', 'a.b', 'a\0b', 'a@', '@320', 'a@b@c', 'a@../x', 'a@b/c', 'a@b.c', 'a@b_c', `${'a'.repeat(201)}`])(
    'refuses %j',
    (id) => {
      expect(isStoryId(id)).toBe(false);
      expect(() => fileInside(dir, id, '.png')).toThrow(ReviewPathError);
    },
  );

  it('refuses a suffix that would leave the folder', () => {
    expect(() => fileInside(dir, 'story', '/../../x.png')).toThrow(ReviewPathError);
  });

  it('reads ids from a decision request body', () => {
    expect(parseDecisionBody('{"ids":["a--b"]}')).toEqual(['a--b']);
    expect(parseDecisionBody('{"ids":[1]}')).toMatch(/needs/);
    expect(parseDecisionBody('null')).toMatch(/needs/);
    expect(parseDecisionBody('x')).toMatch(/not JSON/);
  });
});

describe('diff bounding box', () => {
  /** A pixelmatch-style diff: grey everywhere, coloured where pixels differ. */
  function diffImage(width: number, height: number, changed: [number, number][]): Uint8Array {
    const data = new Uint8Array(width * height * 4).fill(200);
    for (const [x, y] of changed) data.set([255, 0, 0, 255], (y * width + x) * 4);
    return data;
  }

  it('is null when no pixel differs', () => {
    expect(diffBoundingBox(diffImage(4, 3, []), 4, 3)).toBeNull();
  });

  it('holds every differing pixel, inclusive', () => {
    expect(diffBoundingBox(diffImage(10, 8, [[2, 5], [7, 1], [4, 3]]), 10, 8)).toEqual({ x: 2, y: 1, width: 6, height: 5 });
    expect(diffBoundingBox(diffImage(10, 8, [[9, 7]]), 10, 8)).toEqual({ x: 9, y: 7, width: 1, height: 1 });
  });

  it('counts pixelmatch’s yellow anti-aliasing marks', () => {
    const data = diffImage(5, 5, []);
    data.set([255, 255, 0, 255], (2 * 5 + 3) * 4);
    expect(diffBoundingBox(data, 5, 5)).toEqual({ x: 3, y: 2, width: 1, height: 1 });
  });
});
