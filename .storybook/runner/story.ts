/**
 * What the checks read of a story before it renders: its parameters (see test-runner.ts for the
 * list), whether a11y is manual, and the page size it asks for.
 */
import { getStoryContext, type TestContext } from '@storybook/test-runner';
import type { Page } from 'playwright-core';
import type { A11yParameters } from './axe';

export interface ViewportSize {
  width: number;
  height: number;
}

export interface VisualParameter {
  skip?: boolean;
  maxDiffPixels?: number;
  reason?: string;
  viewport?: ViewportSize;
  /** further screenshots with their own baselines, checked by modes.ts */
  modes?: unknown;
  /** keep the focus a play function left (a story about focus); otherwise it is blurred before the shot */
  keepFocus?: boolean;
  /** false: shoot the viewport as the user sees it (a story scrolled to its subject), not the whole page */
  fullPage?: boolean;
  /** the story is about a loading state (a skeleton): the shot does not wait for aria-busy to clear */
  showsLoading?: boolean;
}

export interface StoryParameters {
  a11y?: A11yParameters;
  visual?: VisualParameter;
  allowConsoleErrors?: unknown;
  pendingRequests?: unknown;
}

export interface StoryInfo {
  parameters: StoryParameters;
  /** a story's `globals: { a11y: { manual: true } }` turns automatic a11y checks off */
  manualA11y: boolean;
  /** the story's own `globals.locale`, when it pins one */
  locale?: string;
}

/** A string-array story parameter: [] when absent, undefined when malformed. */
export function stringList(value: unknown): string[] | undefined {
  if (value === undefined) return [];
  return Array.isArray(value) && value.every((item): item is string => typeof item === 'string')
    ? value
    : undefined;
}

export async function loadStory(page: Page, context: TestContext): Promise<StoryInfo> {
  const story = await getStoryContext(page, context);
  const { storyGlobals } = story as { storyGlobals?: { a11y?: { manual?: boolean }; locale?: unknown } };
  return {
    parameters: story.parameters as StoryParameters,
    manualA11y: storyGlobals?.a11y?.manual === true,
    ...(typeof storyGlobals?.locale === 'string' ? { locale: storyGlobals.locale } : {}),
  };
}

/** The page's size from test-runner-jest.config.js, taken before any story changed it. */
let defaultViewport: ViewportSize | null | undefined;

/** Sizes the page for `parameters.visual.viewport`, or back to the default, before rendering. */
export async function applyViewport(page: Page, requested: unknown): Promise<void> {
  defaultViewport ??= page.viewportSize();
  if (requested !== undefined && !isViewportSize(requested)) {
    throw new Error('parameters.visual.viewport must be { width, height } in whole CSS pixels');
  }
  const target = requested ?? defaultViewport;
  const current = page.viewportSize();
  if (target && (current?.width !== target.width || current.height !== target.height)) {
    await page.setViewportSize(target);
  }
}

function isViewportSize(value: unknown): value is ViewportSize {
  const { width, height } = (value ?? {}) as Partial<ViewportSize>;
  return [width, height].every((n) => Number.isInteger(n) && (n as number) > 0);
}
