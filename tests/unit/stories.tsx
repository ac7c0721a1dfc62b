/**
 * Portable stories in jsdom: a story file's stories composed with the project annotations of
 * .storybook/preview.tsx (StoryApp around every story, the same parameters, globals and beforeEach).
 * Only the loaders differ: the MSW browser worker cannot start in node, so a story's
 * `parameters.msw.handlers` go to the node server the unit tests already run (mocks/node.ts).
 *
 * A test reuses a story's setup with renderStory(Story) (its beforeEach and loaders, then a render
 * through the decorators) and asserts on its own. Importing this module applies the preview's
 * module-level settings (toasts stay until cleared, as in every story).
 */
import { composeStories, type Loader, type Preview } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { RequestHandler } from 'msw';
import { loadLocale, type Locale } from '@/platform/i18n';
import { server } from '@mocks/node';
import preview from '../../.storybook/preview';
import { makeTestStore, noteAppRendered } from './teardown';

type StoryHandlers = RequestHandler[] | Record<string, RequestHandler[] | undefined>;

/**
 * What msw-storybook-addon's loader does with the story's handlers, on the node server. The
 * `defaults` group (every handler, from the preview) is left out: the node server starts with
 * those, and prepending them again would shadow a test's own `server.use` overrides. A story's
 * other groups (its scenario) still win over handlers a test added before renderStory.
 */
const useStoryHandlers: Loader = ({ parameters }) => {
  const handlers = (parameters.msw as { handlers?: StoryHandlers } | undefined)?.handlers ?? [];
  const groups = Array.isArray(handlers) ? [handlers] : Object.entries(handlers).filter(([name]) => name !== 'defaults').map(([, group]) => group ?? []);
  server.use(...groups.flat());
};

const loadStoryLocale: Loader = ({ globals }) => loadLocale((globals.locale as Locale | undefined) ?? 'zh-CN');

// the story's store is made by makeTestStore, so teardown finishes its calls and effects like any test's
const nodeAnnotations: Preview = { ...preview, parameters: { ...preview.parameters, storeFactory: makeTestStore }, loaders: [useStoryHandlers, loadStoryLocale] };

/** composeStories with the node-side project annotations. */
export function composeForJsdom<TModule extends Parameters<typeof composeStories>[0]>(storyFile: TModule) {
  return composeStories(storyFile, nodeAnnotations);
}

function locationProbe(): HTMLElement | null {
  return document.querySelector<HTMLElement>('[data-testid="story-location"]');
}

/** Where the story's memory router is (StoryApp's location probe): pathname + search. */
export function storyLocation(): string {
  return locationProbe()?.textContent ?? '';
}

/** How the story's router reached its location (PUSH / REPLACE / POP) and the state it carries. */
export function storyNavigation(): { action: string; state: unknown } {
  const probe = locationProbe();
  return { action: probe?.dataset.action ?? '', state: JSON.parse(probe?.dataset.state ?? 'null') as unknown };
}

/** Runs the story's beforeEach and loaders, then renders it (StoryApp over the route table). */
export async function renderStory(Story: ComponentType & { load: () => Promise<void> }) {
  await Story.load();
  noteAppRendered();
  return render(<Story />);
}
