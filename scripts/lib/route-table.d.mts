// Types for scripts/lib/route-table.mjs (the route table read as source, for build tooling).
import type { RouteEntry } from '../size.mjs';

export declare const ROOT: string;
export declare const ROUTE_TABLE: string;
export declare const SCREEN_LOADERS: string;
export declare function screenLoadersFile(tableFile?: string): string;
export declare function parseScreenLoaders(file?: string, root?: string): Map<string, string>;
export declare function resolveSource(specifier: string, fromFile: string, root?: string): string | null;
export declare function parseRouteTable(file?: string, root?: string): RouteEntry[];
