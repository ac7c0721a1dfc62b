/**
 * What the checks read of a story before it renders: its parameters (see test-runner.ts for the
 * list), whether a11y is manual, and the page size it asks for.
 */
import type { TestContext } from '@storybook/test-runner';
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

/**
 * Reads what the checks need of the story, and only that: the test-runner's getStoryContext sends
 * the whole prepared story back from the page (about 50 KB on a screen's story, its file's source
 * in `parameters.docs` among it), 35-60 ms a visit where these few fields take 3 ms.
 */
export async function loadStory(page: Page, context: TestContext): Promise<StoryInfo> {
  const story = await page.evaluate(async (storyId) => {
    interface Prepared {
      parameters: Record<string, unknown>;
      storyGlobals?: { a11y?: { manual?: boolean }; locale?: unknown };
    }
    const preview = (window as unknown as { __STORYBOOK_PREVIEW__: { storyStoreValue: { loadStory(options: { storyId: string }): Promise<Prepared> } } })
      .__STORYBOOK_PREVIEW__;
    const { parameters, storyGlobals } = await preview.storyStoreValue.loadStory({ storyId });
    const { a11y, visual, allowConsoleErrors, pendingRequests } = parameters;
    return { parameters: { a11y, visual, allowConsoleErrors, pendingRequests }, storyGlobals };
  }, context.id);
  const { storyGlobals } = story;
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
