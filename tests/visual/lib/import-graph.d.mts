// Types for tests/visual/lib/import-graph.mjs.
export interface ModuleEdges {
  static: string[];
  dynamic: string[];
}
/** repository-relative file -> the files it imports */
export type ImportGraph = Map<string, ModuleEdges>;
export declare function importsOf(fileName: string, source: string): { static: string[]; dynamic: string[]; globs: string[] };
export declare function buildImportGraph(root: string, entries: string[]): ImportGraph;
