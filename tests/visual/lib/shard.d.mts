// Types for tests/visual/lib/shard.mjs (--shard i/n).
export interface Shard {
  /** 1-based */
  index: number;
  count: number;
}
export interface ShardableStory {
  id: string;
  title: string;
}
export declare function parseShard(text: string | undefined): Shard;
export declare function partitionStories<T extends ShardableStory>(stories: T[], count: number): T[][];
export declare function storiesOfShard<T extends ShardableStory>(stories: T[], shard: Shard): T[];
export declare function shardFolderName(shard: Shard, locale?: string): string;
export declare function shardFolderCount(folder: string): number | null;
export function storiesDigest(stories: readonly { id: string }[]): string;
