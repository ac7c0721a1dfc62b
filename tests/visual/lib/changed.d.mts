// Types for tests/visual/lib/changed.mjs (--changed).
import type { ImportGraph } from './import-graph.mjs';

export interface IndexedStory {
  id: string;
  importPath: string;
}
export declare const GLOBAL_INPUTS: string[];
export declare const PREVIEW_ENTRY: string;
export declare const LAZY_SCREEN_TABLES: string[];
export declare function matchesInput(file: string, pattern: string): boolean;
export declare function reachableFrom(graph: ImportGraph, start: string, lazyTables?: string[]): Set<string>;
export declare function storyFileOf(story: IndexedStory): string;
export declare function selectStories<T extends IndexedStory>(options: {
  graph: ImportGraph;
  stories: T[];
  changedFiles: string[];
  globalInputs?: string[];
  previewEntry?: string;
  lazyTables?: string[];
}): { all: boolean; because: string | null; stories: T[] };
export declare function changedFilesSince(root: string, base?: string): { ref: string; mergeBase: string; files: string[] };
export declare function selectChangedStories<T extends IndexedStory>(options: { root: string; stories: T[]; base?: string }): {
  stories: T[];
  summary: string;
};
