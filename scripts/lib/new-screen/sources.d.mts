// Types of sources.mjs for the unit tests.
import type { ArgType, CallFound } from '../../new-screen.mjs';

export const ROUTE_TABLE: string;
export const SCREEN_LOADERS: string;
export function findRoute(tableSource: string, route: string): { line: string; needsLogin: boolean; hasScreen: boolean } | undefined;
export function withScreen(tableSource: string, route: string): string;
export function withLoader(loadersSource: string, route: string, modulePath: string): string;
export function pathName(root: string, route: string): string | undefined;
export function findCall(root: string, name: string): CallFound;
export function readArgType(root: string, typeText: string): ArgType;
export function typeModules(root: string, texts: string[]): Record<string, string>;
