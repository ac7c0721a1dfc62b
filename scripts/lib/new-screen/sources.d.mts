// Types of sources.mjs for the unit tests.
export const ROUTE_TABLE: string;
export function findRoute(tableSource: string, route: string): { line: string; needsLogin: boolean; hasScreen: boolean } | undefined;
export function withScreen(tableSource: string, route: string, modulePath: string): string;
