/** --shard i/n (tests/visual/lib/shard.mjs): every story in exactly one shard, the same split on every machine. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseShard, partitionStories, shardFolderCount, shardFolderName, storiesOfShard } from '../../visual/lib/shard.mjs';

/** A story list shaped like index.json's: titles with 1 to 12 stories each. */
function sampleStories(): { id: string; title: string }[] {
  const sizes = [12, 1, 7, 7, 3, 9, 2, 5, 11, 4, 6, 8, 1, 10, 3];
  return sizes.flatMap((size, t) => Array.from({ length: size }, (_, s) => ({ id: `title-${t}--story-${s}`, title: `Title ${t}` })));
}

describe('--shard', () => {
  it('parses i/n and refuses anything else', () => {
    expect(parseShard('2/4')).toEqual({ index: 2, count: 4 });
    expect(parseShard('1/1')).toEqual({ index: 1, count: 1 });
    for (const bad of ['0/4', '5/4', '2', '2/0', 'a/b', '1/65', undefined]) expect(() => parseShard(bad)).toThrow(/--shard needs i\/n/);
    expect(shardFolderName({ index: 2, count: 4 })).toBe('2-of-4');
    expect(shardFolderName({ index: 2, count: 4 }, 'en-US')).toBe('2-of-4.en-US');
    expect(['2-of-4', '2-of-4.en-US', '10-of-12', 'notes', '2-of-'].map(shardFolderCount)).toEqual([4, 4, 12, null, null]);
  });

  it.each([1, 2, 3, 4, 7])('puts every story in exactly one of %i shards', (count) => {
    const stories = sampleStories();
    const shards = partitionStories(stories, count);
    expect(shards).toHaveLength(count);
    const ids = shards.flat().map((story) => story.id);
    expect(ids).toHaveLength(stories.length);
    expect(new Set(ids)).toEqual(new Set(stories.map((story) => story.id)));
    shards.forEach((_, i) => expect(storiesOfShard(stories, { index: i + 1, count })).toEqual(shards[i]));
  });

  it('keeps a title in one shard, in index order, and balances by story count', () => {
    const stories = sampleStories();
    const shards = partitionStories(stories, 4);
    for (const shard of shards) {
      const titles = new Set(shard.map((story) => story.title));
      for (const title of titles) expect(shard.filter((s) => s.title === title)).toEqual(stories.filter((s) => s.title === title));
      const positions = shard.map((story) => stories.indexOf(story));
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
    const sizes = shards.map((shard) => shard.length);
    // 89 stories, the largest title 12: no shard more than one title above the ideal 22.25
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(2);
  });

  it('splits the same way whatever order the machine lists the titles in', () => {
    const stories = sampleStories();
    const reversedTitles = [...stories].sort((a, b) => (a.title < b.title ? 1 : -1));
    const ids = (shards: { id: string }[][]) => shards.map((shard) => new Set(shard.map((story) => story.id)));
    expect(ids(partitionStories(reversedTitles, 4))).toEqual(ids(partitionStories(stories, 4)));
  });

  it('covers the real story index once when it is built', () => {
    const indexFile = path.resolve('storybook-static/index.json');
    if (!fs.existsSync(indexFile)) return;
    const index = JSON.parse(fs.readFileSync(indexFile, 'utf8')) as { entries: Record<string, { id: string; title: string; type: string; tags?: string[] }> };
    const stories = Object.values(index.entries).filter((entry) => entry.type === 'story' && entry.tags?.includes('test'));
    const shards = partitionStories(stories, 4);
    expect(shards.flat()).toHaveLength(stories.length);
    expect(new Set(shards.flat().map((story) => story.id)).size).toBe(stories.length);
  });
});
