// Types for scripts/lib/route-weight.mjs (JS loaded before a route settles, measured in Chromium).
export declare const SETTLE_BUDGET_KB: Record<string, number> & { default: number };
export declare const OVER_BUDGET_CEILING_KB: Record<string, number>;
export declare function overBudgetCeiling(path: string, visitor: string): number | undefined;
export declare const GUEST_PATHS: string[];
export declare function budgetKb(path: string): number;
export declare function sampleUrl(pattern: string): string;

export interface RouteWeight {
  /** route pattern */
  path: string;
  /** what was opened */
  url: string;
  /** opened signed in as the seeded buyer, or as a guest */
  visitor: 'buyer' | 'guest';
  /** every JS file loaded until the page settled, gzip level 9 bytes */
  files: { file: string; bytes: number }[];
  bytes: number;
  /** every stylesheet loaded until the page settled, gzip level 9 bytes */
  css: { file: string; bytes: number }[];
  cssBytes: number;
  /** uncaught page errors and console errors while the route loaded */
  errors: string[];
}

export declare function measureRouteWeights(options: { root: string; distDir: string; paths: string[]; guest?: boolean; chromePath?: string }): Promise<RouteWeight[]>;
