// Types for tests/visual/lib/merge-shards.mjs.
export interface ShardRunResult {
  id: string;
  status: string;
  visual: string | null;
  [key: string]: unknown;
}
export interface ShardRun {
  finishedAt: string;
  locale: string;
  only: string | null;
  update: boolean;
  shard: { index: number; count: number; stories: number; storiesDigest?: string; testSeconds?: number } | null;
  provenance: { chromium: string; fontsNotoCjk: string } | null;
  warning: string | null;
  orphans: string[];
  results: ShardRunResult[];
}
export interface MergedRun extends Omit<ShardRun, 'shard'> {
  shard: null;
  /** every locale merged, the default (zh-CN) first */
  locales: string[];
  shards: { locale: string; index: number | undefined; count: number | undefined; stories: number; testSeconds: number | null }[];
}
export declare function mergeShardRuns(runs: ShardRun[]): { run: MergedRun; problems: string[] };
