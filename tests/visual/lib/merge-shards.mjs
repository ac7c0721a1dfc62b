// Joining the results of `run.mjs --shard i/n` runs (each in tests/visual/__shards__/<i>-of-<n>/,
// or wherever CI downloaded them) into one run: checks that the shards are one complete split,
// every story once, and merges their run.json files. Used by tests/visual/merge.mjs.

/**
 * `runs`: each shard's run.json (parsed). Returns { run, problems }: the merged run.json (shard:
 * null, `shards` lists each slice with its story count and seconds) and what is wrong with the
 * set, if anything (a missing or doubled shard, a story in two shards, a story count that does
 * not add up).
 */
export function mergeShardRuns(runs) {
  const problems = [];
  const shards = runs.map((run) => run.shard).filter(Boolean);
  if (shards.length !== runs.length) problems.push('a results folder is not from a --shard run (its run.json has no shard)');
  const count = shards[0]?.count ?? 0;
  if (shards.some((shard) => shard.count !== count)) problems.push(`shards of different splits: ${shards.map((s) => `${s.index}/${s.count}`).join(', ')}`);
  const indices = shards.map((shard) => shard.index).sort((a, b) => a - b);
  for (let index = 1; index <= count; index += 1) {
    const found = indices.filter((i) => i === index).length;
    if (found === 0) problems.push(`shard ${index}/${count} is missing`);
    if (found > 1) problems.push(`shard ${index}/${count} is there ${found} times`);
  }
  const ordered = [...runs].sort((a, b) => (a.shard?.index ?? 0) - (b.shard?.index ?? 0));
  const results = ordered.flatMap((run) => run.results);
  const seen = new Map();
  for (const result of results) seen.set(result.id, (seen.get(result.id) ?? 0) + 1);
  const doubled = [...seen.entries()].filter(([, n]) => n > 1).map(([id]) => id);
  if (doubled.length) problems.push(`stories in more than one shard: ${doubled.join(', ')}`);
  const expected = shards[0]?.stories;
  // mode shots (`<storyId>@<mode>`, with `storyId`) come on top of their stories
  const storyCount = new Set(results.filter((result) => !result.storyId).map((result) => result.id)).size;
  if (expected !== undefined && storyCount !== expected) problems.push(`the shards hold ${storyCount} stories; the run has ${expected}`);
  const digests = new Set(shards.map((shard) => shard.storiesDigest).filter(Boolean));
  if (digests.size > 1) problems.push('shards cut from different story lists (results of an older build?): run every shard again');
  const locales = new Set(runs.map((run) => run.locale));
  if (locales.size > 1) problems.push(`shards of different locales: ${[...locales].join(', ')}`);
  const first = ordered[0] ?? {};
  const run = {
    finishedAt: runs.map((r) => r.finishedAt).sort().at(-1) ?? new Date().toISOString(),
    locale: first.locale ?? 'zh-CN',
    only: first.only ?? null,
    update: runs.some((r) => r.update),
    shard: null,
    shards: ordered.map((r) => ({ index: r.shard?.index, count: r.shard?.count, stories: r.results.filter((result) => !result.storyId).length, testSeconds: r.shard?.testSeconds ?? null })),
    provenance: first.provenance ?? null,
    warning: runs.map((r) => r.warning).find(Boolean) ?? null,
    orphans: [...new Set(runs.flatMap((r) => r.orphans ?? []))].sort(),
    results,
  };
  return { run, problems };
}
