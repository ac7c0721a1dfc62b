// `--shard i/n`: a deterministic slice of the stories, so that n machines (CI's matrix) or n runs
// one after another shoot every story exactly once.
//
// Stories stay together by story file (one Storybook title = one test file of the test-runner,
// which opens the story iframe once per file), and files are dealt out heaviest first to the
// lightest shard (longest-processing-time first). A file's weight is its story count, so every
// machine computes the same split from the same index.json, with no timing file to keep in step.
import { createHash } from 'node:crypto';

/** Parses `i/n` (1 <= i <= n <= 64). */
export function parseShard(text) {
  const match = /^(\d+)\/(\d+)$/.exec(text ?? '');
  const index = match ? Number(match[1]) : NaN;
  const count = match ? Number(match[2]) : NaN;
  if (!(Number.isInteger(index) && Number.isInteger(count) && count >= 1 && count <= 64 && index >= 1 && index <= count)) {
    throw new Error(`--shard needs i/n with 1 <= i <= n <= 64, e.g. 2/4 (got ${text ?? 'nothing'})`);
  }
  return { index, count };
}

/** The stories grouped by title (their test file), in index order. */
function groupsByTitle(stories) {
  const groups = new Map();
  for (const story of stories) {
    const group = groups.get(story.title) ?? [];
    group.push(story);
    groups.set(story.title, group);
  }
  return [...groups.entries()].map(([title, members]) => ({ title, stories: members }));
}

/**
 * Splits `stories` ({ id, title }) into `count` shards: an array of `count` story arrays that
 * together hold every story once. Heaviest title first (ties by title), each to the shard with
 * the fewest stories so far (ties: the lowest shard number).
 */
export function partitionStories(stories, count) {
  const shards = Array.from({ length: count }, () => ({ weight: 0, stories: [] }));
  const groups = groupsByTitle(stories).sort(
    (a, b) => b.stories.length - a.stories.length || (a.title < b.title ? -1 : a.title > b.title ? 1 : 0),
  );
  for (const group of groups) {
    let lightest = shards[0];
    for (const shard of shards) if (shard.weight < lightest.weight) lightest = shard;
    lightest.stories.push(...group.stories);
    lightest.weight += group.stories.length;
  }
  // Each shard runs its stories in index order, as a full run would.
  const order = new Map(stories.map((story, position) => [story.id, position]));
  return shards.map((shard) => shard.stories.sort((a, b) => order.get(a.id) - order.get(b.id)));
}

/** The stories of shard `index` of `count`. */
export function storiesOfShard(stories, { index, count }) {
  return partitionStories(stories, count)[index - 1];
}

/**
 * The folder a shard's results are kept in: tests/visual/__shards__/<i>-of-<n>, and
 * <i>-of-<n>.<locale> for a pass in another locale than zh-CN.
 */
export function shardFolderName({ index, count }, locale = 'zh-CN') {
  return locale === 'zh-CN' ? `${index}-of-${count}` : `${index}-of-${count}.${locale}`;
}

/** The split (n) a shard folder belongs to, or null for another folder. */
export function shardFolderCount(folder) {
  const match = /^\d+-of-(\d+)(?:\.[A-Za-z-]+)?$/.exec(folder);
  return match ? Number(match[1]) : null;
}

/** Which story list a shard was cut from: shards of different builds must not be merged. */
export function storiesDigest(stories) {
  return createHash('sha256').update(stories.map((story) => story.id).sort().join('\n')).digest('hex').slice(0, 16);
}
