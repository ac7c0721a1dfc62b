/**
 * The review app's file operations (tests/visual/review/store.ts) on a throw-away run: accepting
 * writes inside the baselines folder only, rejecting writes no baseline, and neither follows a
 * path or a symbolic link out of it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHANGED_A, CHANGED_B, makeReviewFixture, MODES_OF_A, NEW_STORY, ORPHAN, snapshotFiles, TRAVERSAL, type ReviewFixture } from '../../visual/review/fixture';
import { parseReason } from '../../visual/review/server';
import { acceptStories, loadReview, rejectStories, undoStories } from '../../visual/review/store';

let fixture: ReviewFixture;
beforeEach(() => {
  fixture = makeReviewFixture();
});
afterEach(() => {
  fixture.remove();
});

/** The files that changed between two snapshots, by path relative to the fixture. */
function changed(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).sort();
}

describe('review store', () => {
  it('loads the run with image presence, sizes and decisions', () => {
    const state = loadReview(fixture.paths);
    const a = state.entries.find((entry) => entry.id === CHANGED_A);
    expect(a).toMatchObject({ kind: 'changed', diffPixels: 1600, diffBox: { x: 100, y: 40, width: 80, height: 20 }, decision: null });
    expect(a?.images).toEqual({ baseline: true, actual: true, diff: true, previous: false });
    expect(a?.modes.map((shot) => [shot.id, shot.image, shot.size?.width])).toEqual([
      [CHANGED_A, 'actual', 375],
      [MODES_OF_A[0], 'baseline', 320],
      [MODES_OF_A[1], 'baseline', 375],
    ]);
    expect(a?.size).toEqual({ width: 375, height: 812 });
    expect(state.entries.find((entry) => entry.id === NEW_STORY)?.images).toEqual({ baseline: false, actual: true, diff: false, previous: false });
    expect(state.entries.find((entry) => entry.id === TRAVERSAL)?.images).toEqual({ baseline: false, actual: false, diff: false, previous: false });
  });

  it('accept writes the baseline and meta.json, and nothing else but the decision and the old files kept to undo it', () => {
    const before = snapshotFiles(fixture.dir);
    expect(acceptStories(fixture.paths, [CHANGED_A, NEW_STORY])).toEqual([
      { id: CHANGED_A, ok: true, message: `wrote ${CHANGED_A}.png` },
      { id: NEW_STORY, ok: true, message: `wrote ${NEW_STORY}.png` },
    ]);
    expect(changed(before, snapshotFiles(fixture.dir))).toEqual([
      '__actual__/decisions.json',
      `__actual__/undo/${CHANGED_A}.png`,
      '__actual__/undo/meta.json',
      `baselines/${NEW_STORY}.png`,
      `baselines/${CHANGED_A}.png`,
      'baselines/meta.json',
    ]);
    expect(loadReview(fixture.paths).entries.find((entry) => entry.id === CHANGED_A)?.decision).toBe('accepted');
  });

  it('reject keeps every baseline', () => {
    const before = snapshotFiles(fixture.dir);
    expect(rejectStories(fixture.paths, [CHANGED_B])[0]?.ok).toBe(true);
    expect(changed(before, snapshotFiles(fixture.dir))).toEqual(['__actual__/decisions.json']);
    expect(loadReview(fixture.paths).entries.find((entry) => entry.id === CHANGED_B)?.decision).toBe('rejected');
  });

  it('reject after accept puts every baseline and meta.json back byte for byte, and keeps the reason', () => {
    const baselines = () => new Map([...snapshotFiles(fixture.dir)].filter(([name]) => name.startsWith('baselines/')));
    const before = baselines();
    acceptStories(fixture.paths, [CHANGED_A, NEW_STORY, ORPHAN]);
    acceptStories(fixture.paths, [CHANGED_A]); // a second accept keeps the original, not the first accept's file
    expect(changed(before, baselines())).toHaveLength(4);
    const results = rejectStories(fixture.paths, [CHANGED_A, NEW_STORY, ORPHAN], '  the label is cut off  ');
    expect(results.map((r) => r.ok)).toEqual([true, true, true]);
    expect(changed(before, baselines())).toEqual([]);
    const entry = loadReview(fixture.paths).entries.find((e) => e.id === CHANGED_A);
    expect(entry).toMatchObject({ decision: 'rejected', reason: 'the label is cut off', images: { previous: false } });
  });

  it('undo clears the decision and restores what the accept replaced', () => {
    const before = snapshotFiles(fixture.dir);
    acceptStories(fixture.paths, [CHANGED_B]);
    expect(loadReview(fixture.paths).entries.find((e) => e.id === CHANGED_B)?.images.previous).toBe(true);
    expect(undoStories(fixture.paths, [CHANGED_B])[0]).toMatchObject({ ok: true, message: `restored the old ${CHANGED_B}.png` });
    expect(changed(before, snapshotFiles(fixture.dir))).toEqual(['__actual__/decisions.json']);
    expect(loadReview(fixture.paths).entries.find((e) => e.id === CHANGED_B)?.decision).toBeNull();
  });

  it('reads a reject reason trimmed and capped, and none from a body without one', () => {
    expect(parseReason(JSON.stringify({ ids: [], reason: '  cut off \n' }))).toBe('cut off');
    expect(parseReason(JSON.stringify({ ids: [], reason: 'x'.repeat(900) }))).toHaveLength(500);
    expect(parseReason(JSON.stringify({ ids: [], reason: 42 }))).toBe('');
    expect(parseReason('not json')).toBe('');
  });

  it('refuses an id from the results that leaves the baselines folder, and ids not in the results', () => {
    const before = snapshotFiles(fixture.dir);
    const results = acceptStories(fixture.paths, [TRAVERSAL, '../../../etc/hosts', 'components-unknown--story']);
    expect(results.map((r) => [r.ok, r.message.split(':')[0]])).toEqual([
      [false, 'refused'],
      [false, 'refused'],
      [false, 'not in the last run’s results'],
    ]);
    expect(changed(before, snapshotFiles(fixture.dir))).toEqual(['__actual__/decisions.json']);
  });

  it('does not write through a symbolic link in the baselines folder', () => {
    const outside = path.join(fixture.dir, 'outside.png');
    fs.writeFileSync(outside, 'outside');
    const link = path.join(fixture.paths.baselineDir, `${CHANGED_A}.png`);
    fs.rmSync(link);
    fs.symlinkSync(outside, link);
    expect(acceptStories(fixture.paths, [CHANGED_A])[0]).toMatchObject({ ok: false, message: expect.stringMatching(/symbolic link/) as unknown });
    expect(fs.readFileSync(outside, 'utf8')).toBe('outside');
  });
});
