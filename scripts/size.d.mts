// Types for scripts/size.mjs, so a TypeScript test can enforce the bundle budget:
//
//   import { checkBudget, measureSizes } from '../../scripts/size.mjs';
//   const result = checkBudget(measureSizes({ build: true, quiet: true }), '/home', 160);
//   expect(result.actualKb).toBeLessThanOrEqual(result.budgetKb);

export declare const ROOT: string;
export declare const ROUTE_TABLE: string;
/** Issue 4: /home initial JS budget, KB gzip (1 KB = 1000 bytes). */
export declare const HOME_JS_BUDGET_KB: number;

export interface RouteEntry {
  path: string;
  /** The `import()` specifier of the route's screen (its loader in src/app/screens.ts), or null if none was found. */
  specifier: string | null;
  /** What the route shows, in words (its loader, or the coming-soon page), for messages. */
  screen: string;
  /** login-only (`needsLogin: true`): a guest is sent to /login */
  needsLogin: boolean;
}

export interface EntrySize {
  /** Manifest key of the entry (e.g. `index.html`). */
  key: string;
  /** Bytes, gzip, of the entry chunk and its static imports. */
  js: number;
  css: number;
  files: string[];
}

export interface RouteSize {
  path: string;
  /** Source file of the route's screen, relative to the root (null if unresolved). */
  source: string | null;
  /** Output file of the screen's lazy chunk (null if the screen has no chunk of its own). */
  chunk: string | null;
  /** Initial JS bytes, gzip: entry closure + the screen chunk's closure. */
  js: number;
  css: number;
  /** js minus the entry's js. */
  ownJs: number;
  /** Why the route has no chunk of its own, if so. */
  note: string;
}

export interface SizeReport {
  entry: EntrySize;
  routes: RouteSize[];
}

export interface BudgetResult {
  ok: boolean;
  actualKb: number;
  budgetKb: number;
  path: string;
}

export interface MeasureOptions {
  /** Run `vite build --manifest` first (default true). */
  build?: boolean;
  root?: string;
  /** Build output directory relative to root (default `dist`). */
  outDir?: string;
  /** Capture the build output instead of streaming it. */
  quiet?: boolean;
}

/** Vite manifest (`.vite/manifest.json`), the fields this script reads. */
export type ViteManifest = Record<
  string,
  {
    file: string;
    src?: string;
    isEntry?: boolean;
    isDynamicEntry?: boolean;
    imports?: string[];
    dynamicImports?: string[];
    css?: string[];
  }
>;

export declare function kb(bytes: number): number;
export declare function resolveSource(specifier: string, fromFile: string, root?: string): string | null;
export declare function parseRouteTable(file?: string, root?: string): RouteEntry[];
export declare function computeSizes(
  manifest: ViteManifest,
  distDir: string,
  routes: RouteEntry[],
  routeTableFile?: string,
  root?: string,
): SizeReport;
export declare function measureSizes(options?: MeasureOptions): SizeReport;
export declare function routeJsKb(report: SizeReport, path: string): number;
export declare function checkBudget(report: SizeReport, path?: string, budgetKb?: number): BudgetResult;
export declare function formatTable(report: SizeReport): string;
/** One route per screen module, and one for the coming-soon page (they load the same files). */
export declare function distinctScreenRoutes(routes: RouteEntry[]): RouteEntry[];
