/** Joining sharded visual runs (tests/visual/lib/merge-shards.mjs): one complete split, every story once. */
import { describe, expect, it } from 'vitest';
import { mergeShardRuns, type ShardRun } from '../../visual/lib/merge-shards.mjs';

function shardRun(index: number, count: number, ids: string[], extra: Partial<ShardRun> = {}): ShardRun {
  return {
    finishedAt: `2026-11-25T01:0${index}:00.000Z`,
    locale: 'zh-CN',
    only: null,
    update: false,
    shard: { index, count, stories: 5, storiesDigest: 'abc', testSeconds: 10 * index },
    provenance: { chromium: '142.0', fontsNotoCjk: '1:20220127' },
    warning: null,
    orphans: [],
    results: ids.map((id) => ({ id, status: id.endsWith('diff') ? 'failed' : 'passed', visual: id.endsWith('diff') ? 'diff' : 'match' })),
    ...extra,
  };
}

describe('merging shards', () => {
  it('joins a complete split into one run in shard order', () => {
    const { run, problems } = mergeShardRuns([
      shardRun(2, 2, ['c--one', 'c--diff'], { orphans: ['gone.png'] }),
      shardRun(1, 2, ['a--one', 'a--two', 'b--one'], { orphans: ['gone.png'] }),
    ]);
    expect(problems).toEqual([]);
    expect(run.results.map((result) => result.id)).toEqual(['a--one', 'a--two', 'b--one', 'c--one', 'c--diff']);
    expect(run.shards).toEqual([
      { locale: 'zh-CN', index: 1, count: 2, stories: 3, testSeconds: 10 },
      { locale: 'zh-CN', index: 2, count: 2, stories: 2, testSeconds: 20 },
    ]);
    expect(run).toMatchObject({ shard: null, orphans: ['gone.png'], finishedAt: '2026-11-25T01:02:00.000Z', locale: 'zh-CN', locales: ['zh-CN'] });
  });

  it('folds the English pass into the same report: its plays into their stories, its mode shots as lines', () => {
    const english = (index: number, results: ShardRun['results']): ShardRun => ({ ...shardRun(index, 2, []), locale: 'en-US', results });
    const { run, problems } = mergeShardRuns([
      english(2, [
        { id: 'c--one', status: 'failed', visual: null, failures: ['expected "Pay" to be visible'] },
        { id: 'c--diff', status: 'passed', visual: null, failures: [] },
      ]),
      shardRun(1, 2, ['a--one', 'a--two', 'b--one']),
      shardRun(2, 2, ['c--one', 'c--diff']),
      english(1, [
        { id: 'a--one', status: 'passed', visual: null, failures: [] },
        { id: 'a--one@en-US', storyId: 'a--one', mode: 'en-US', status: 'failed', visual: 'diff', failures: ['visual: 12 pixels differ'] },
        { id: 'a--two', status: 'passed', visual: null, failures: [] },
        { id: 'b--one', status: 'passed', visual: null, failures: [] },
      ]),
    ]);
    expect(problems).toEqual([]);
    expect(run.locales).toEqual(['zh-CN', 'en-US']);
    expect(run.results.map((result) => result.id)).toEqual(['a--one', 'a--two', 'b--one', 'c--one', 'c--diff', 'a--one@en-US']);
    expect(run.results.find((result) => result.id === 'c--one')).toMatchObject({ status: 'failed', visual: 'match', failures: ['[en-US] expected "Pay" to be visible'] });
    expect(run.results.find((result) => result.id === 'c--diff')).toMatchObject({ status: 'failed', visual: 'diff' });
    expect(run.results.find((result) => result.id === 'a--one@en-US')).toMatchObject({ status: 'failed', storyId: 'a--one' });
    expect(run.shards.map((shard) => `${shard.locale} ${shard.index}/${shard.count}`)).toEqual(['zh-CN 1/2', 'zh-CN 2/2', 'en-US 1/2', 'en-US 2/2']);
  });

  it('checks each locale is a complete split of its own', () => {
    const english = { ...shardRun(2, 2, ['c--one', 'c--two']), locale: 'en-US' };
    expect(mergeShardRuns([shardRun(1, 2, ['a--one', 'a--two', 'b--one']), shardRun(2, 2, ['c--one', 'c--two']), english]).problems).toEqual([
      'en-US: shard 1/2 is missing',
      'en-US: the shards hold 2 stories; the run has 5',
    ]);
    expect(mergeShardRuns([english]).problems).toContain('shard 1/2 is missing');
  });

  it('names a missing shard, a doubled one, a story in two shards and a count that does not add up', () => {
    expect(mergeShardRuns([shardRun(1, 3, ['a--one', 'a--two', 'b--one']), shardRun(3, 3, ['c--one', 'c--two'])]).problems).toEqual([
      'shard 2/3 is missing',
    ]);
    expect(mergeShardRuns([shardRun(1, 2, ['a--one', 'a--two', 'b--one']), shardRun(1, 2, ['c--one', 'c--two'])]).problems).toEqual([
      'shard 1/2 is there 2 times',
      'shard 2/2 is missing',
    ]);
    expect(mergeShardRuns([shardRun(1, 2, ['a--one', 'a--two', 'b--one']), shardRun(2, 2, ['b--one', 'c--two'])]).problems).toEqual([
      'stories in more than one shard: b--one',
      'the shards hold 4 stories; the run has 5',
    ]);
    expect(mergeShardRuns([shardRun(1, 2, ['a--one']), shardRun(2, 3, ['b--one'])]).problems).toContain('shards of different splits: 1/2, 2/3');
    const older = shardRun(2, 2, ['c--one', 'c--two']);
    expect(
      mergeShardRuns([shardRun(1, 2, ['a--one', 'a--two', 'b--one']), { ...older, shard: { index: 2, count: 2, stories: 5, storiesDigest: 'older' } }]).problems,
    ).toEqual(['shards cut from different story lists (results of an older build?): run every shard again']);
  });

  it('refuses results that are not from a shard', () => {
    const { problems } = mergeShardRuns([{ ...shardRun(1, 1, ['a--one', 'a--two', 'b--one', 'c--one', 'c--two']), shard: null }]);
    expect(problems).toContain('a results folder is not from a --shard run (its run.json has no shard)');
  });
});
