/**
 * The app's own stylesheets as text, at build time: the global tokens (src/styles) and every CSS
 * module under src. The design-tokens page reads them with ./designTokens.
 */
import type { Stylesheets } from './designTokens';

const raw = import.meta.glob<string>('/src/**/*.css', { query: '?raw', import: 'default', eager: true });

/** `src/... -> CSS text`, the global stylesheets first. */
export const appStylesheets: Stylesheets = Object.fromEntries(
  Object.entries(raw)
    .map(([file, css]) => [file.replace(/^\//, ''), css] as const)
    .sort(([a], [b]) => Number(!a.startsWith('src/styles/')) - Number(!b.startsWith('src/styles/')) || a.localeCompare(b)),
);
