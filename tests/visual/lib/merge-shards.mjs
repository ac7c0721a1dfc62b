// Joining the results of `run.mjs --shard i/n` runs (each in tests/visual/__shards__/<i>-of-<n>/,
// `<i>-of-<n>.en-US/` for the English pass, or wherever CI downloaded them) into one run: checks
// that each locale's shards are one complete split, every story once, and merges their run.json
// files. Used by tests/visual/merge.mjs.

const DEFAULT_LOCALE = 'zh-CN';

/** The problems of one locale's shards: a missing or doubled shard, a story twice, a wrong count. */
function splitProblems(runs, label) {
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
  const results = runs.flatMap((run) => run.results);
  const seen = new Map();
  for (const result of results) seen.set(result.id, (seen.get(result.id) ?? 0) + 1);
  const doubled = [...seen.entries()].filter(([, n]) => n > 1).map(([id]) => id);
  if (doubled.length) problems.push(`stories in more than one shard: ${doubled.join(', ')}`);
  const expected = shards[0]?.stories;
  // mode shots (`<storyId>@<mode>`, with `storyId`) come on top of their stories
  const storyCount = new Set(results.filter((result) => !result.storyId).map((result) => result.id)).size;
  if (expected !== undefined && storyCount !== expected) problems.push(`the shards hold ${storyCount} stories; the run has ${expected}`);
  return label ? problems.map((problem) => `${label}: ${problem}`) : problems;
}

/**
 * The other locale's story lines fold into the default locale's line of the same story (one line
 * per story, failing when either pass failed, its failures labelled with the locale); its mode
 * shots (`<storyId>@en-US`) are lines of their own.
 */
function foldLocale(results, runs, locale) {
  const byId = new Map(results.map((result, index) => [result.id, index]));
  const folded = [...results];
  for (const result of runs.flatMap((run) => run.results)) {
    const at = result.storyId ? undefined : byId.get(result.id);
    if (at === undefined) {
      folded.push(result);
      continue;
    }
    const own = folded[at];
    const failures = (result.failures ?? []).map((failure) => `[${locale}] ${failure}`);
    folded[at] = {
      ...own,
      status: own.status === 'failed' || result.status === 'failed' ? 'failed' : own.status,
      failures: [...(own.failures ?? []), ...failures],
    };
  }
  return folded;
}

/**
 * `runs`: each shard's run.json (parsed), of one locale or of several (the English pass's shards
 * beside the default's). Returns { run, problems }: the merged run.json (shard: null, `shards`
 * lists each slice with its locale, story count and seconds) and what is wrong with the set, if
 * anything (per locale: a missing or doubled shard, a story in two shards, a story count that
 * does not add up; shards cut from different story lists).
 */
export function mergeShardRuns(runs) {
  const locales = [...new Set(runs.map((run) => run.locale ?? DEFAULT_LOCALE))].sort((a, b) =>
    a === DEFAULT_LOCALE ? -1 : b === DEFAULT_LOCALE ? 1 : a.localeCompare(b),
  );
  const primary = locales[0] ?? DEFAULT_LOCALE;
  const byLocale = new Map(
    locales.map((locale) => [
      locale,
      runs.filter((run) => (run.locale ?? DEFAULT_LOCALE) === locale).sort((a, b) => (a.shard?.index ?? 0) - (b.shard?.index ?? 0)),
    ]),
  );
  const problems = locales.flatMap((locale) => splitProblems(byLocale.get(locale), locale === primary ? '' : locale));
  const digests = new Set(runs.map((run) => run.shard?.storiesDigest).filter(Boolean));
  if (digests.size > 1) problems.push('shards cut from different story lists (results of an older build?): run every shard again');
  if (locales.length > 1 && !byLocale.has(DEFAULT_LOCALE)) problems.push(`no ${DEFAULT_LOCALE} shards beside ${locales.join(', ')}`);

  const ordered = byLocale.get(primary) ?? [];
  let results = ordered.flatMap((run) => run.results);
  for (const locale of locales.slice(1)) results = foldLocale(results, byLocale.get(locale), locale);
  const first = ordered[0] ?? {};
  const run = {
    finishedAt: runs.map((r) => r.finishedAt).sort().at(-1) ?? new Date().toISOString(),
    locale: primary,
    locales,
    only: first.only ?? null,
    update: runs.some((r) => r.update),
    shard: null,
    shards: locales.flatMap((locale) =>
      byLocale.get(locale).map((r) => ({
        locale,
        index: r.shard?.index,
        count: r.shard?.count,
        stories: r.results.filter((result) => !result.storyId).length,
        testSeconds: r.shard?.testSeconds ?? null,
      })),
    ),
    provenance: first.provenance ?? null,
    warning: runs.map((r) => r.warning).find(Boolean) ?? null,
    orphans: [...new Set(runs.flatMap((r) => r.orphans ?? []))].sort(),
    results,
  };
  return { run, problems };
}
