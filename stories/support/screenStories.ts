import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import type { SessionKind } from '@mocks/data/sessions';
import type { CallRef, ScreenDocs } from './PhoneDocs';
import { screenScenarios, type Canvas, type ScreenScenarioOptions, type StandardStory } from './scenarios';
import { visualModes } from './modes';
import { expectWebviewWidth } from './assertions';
import { textOf, type StoryText } from './text';
import { atWidth, type WebviewWidth } from './viewports';

/**
 * A screen's story file from one call: its meta (component, route, session), the standard call
 * stories of `screenScenarios`, and the optional width / locale variants (Narrow320 and Wide414 at
 * those webview widths, English in en-US). The Success story is also shot in en-US and at the
 * `widths` the screen's layout depends on (visual modes, ./modes.ts), so a variant is only for a
 * state other than Success's. Storybook's indexer reads a file's title statically, so
 * the title stays a string literal in the file:
 *
 *   const screen = screenStories({
 *     component: CartScreen,
 *     route: '/shoppingCart',
 *     session: 'buyer',
 *     scenarios: { call: catalogue.cartList, expectSuccess: async (canvas, t) => ... },
 *     docs: { summary: 'The cart tab: ...', calls: [catalogue.cartUpdate, catalogue.cartDelete] },
 *     widths: [320, 414],   // Success@en-US, Success@320, Success@414
 *     variants: { Narrow320: async (canvas, t) => ... },
 *   });
 *   const meta = { title: 'Screens/Cart/Cart', ...screen.meta } satisfies Meta<typeof CartScreen>;
 *   export default meta;
 *   type Story = StoryObj<typeof meta>;
 *   export const Success: Story = screen.Success;
 *   export const Narrow320: Story = screen.Narrow320;
 *
 * A screen that loads nothing leaves out `scenarios`; then only the meta and the variants come back.
 */

type AnyStory = StoryObj<Meta>;

/** The optional variants of a screen: the narrowest and widest webview, and the English UI. */
export type ScreenVariant = 'Narrow320' | 'Wide414' | 'English';

/** What a variant asserts (`t`: text in the variant's locale). */
export type VariantPlay = (canvas: Canvas, t: StoryText) => Promise<void>;

const variantFrame: Record<ScreenVariant, Pick<AnyStory, 'globals' | 'parameters'>> = {
  Narrow320: atWidth(320),
  Wide414: atWidth(414),
  English: { globals: { locale: 'en-US' } },
};

/** The webview width a variant runs at, asserted before its play (none for English). */
const variantWidth: Record<ScreenVariant, WebviewWidth | null> = { Narrow320: 320, Wide414: 414, English: null };

/** The variant stories for the plays given, each at its width or in its locale. */
export function screenVariants<N extends ScreenVariant>(plays: Record<N, VariantPlay>): Record<N, AnyStory> {
  const stories = {} as Record<N, AnyStory>;
  for (const name of Object.keys(plays) as N[]) {
    const play = plays[name];
    stories[name] = {
      ...variantFrame[name],
      play: async ({ canvas, globals }) => {
        const width = variantWidth[name];
        if (width !== null) await expectWebviewWidth(width);
        await play(canvas, textOf(globals));
      },
    };
  }
  return stories;
}

export interface ScreenStoriesOptions<C extends ComponentType<never>, N extends ScreenVariant, Arg = unknown, Result = unknown> {
  /** the screen the file documents (Storybook's docs and controls read it) */
  component: C;
  /** where the screen mounts: its route in the route table, with any query it needs */
  route: string;
  /** who is logged in */
  session: SessionKind;
  /** further meta parameters (e.g. `mountStory: false`) */
  parameters?: Record<string, unknown>;
  /** the standard call stories; leave out for a screen that loads nothing */
  scenarios?: ScreenScenarioOptions<Arg, Result>;
  /**
   * with `scenarios`: the webview widths besides 375 the screen's layout depends on, at which its
   * Success story is shot too ([] when its text only reflows); Success is always shot in en-US.
   * null when Success ends on another screen (log in lands on /mine): the file then gives the story
   * that shows this screen `parameters: visualModes(...)` itself.
   */
  widths?: readonly WebviewWidth[] | null;
  /** the width / locale variants the file exports */
  variants?: Record<N, VariantPlay>;
  /**
   * the screen's Docs page (stories/support/PhoneDocs.tsx): what the route does, and the calls it
   * makes besides the scenarios' call (which is listed first). Every screen file gives it
   * (tests/unit/screenDocs.test.ts); without it the Docs page shows the stories only.
   */
  docs?: { summary: string; calls?: readonly CallRef[] };
}

export interface ScreenMeta<C> {
  component: C;
  parameters: { route: string; screenDocs?: ScreenDocs } & Record<string, unknown>;
  /** the pinned session, a story global: the toolbar shows it, locked, on the file's stories */
  globals: { session: SessionKind };
}

/** The meta and the variants asked for (a screen that loads nothing). */
export type ScreenStories<C, N extends ScreenVariant> = { meta: ScreenMeta<C> } & Record<N, AnyStory>;
/** ...plus the standard call stories. */
export type ScreenStoriesWithCall<C, N extends ScreenVariant> = ScreenStories<C, N> & Record<StandardStory, AnyStory>;

/** The Docs page's facts: the summary, and the calls with the scenarios' call first, each once. */
function screenDocsOf(docs: NonNullable<ScreenStoriesOptions<ComponentType<never>, never>['docs']>, call: CallRef | undefined): ScreenDocs {
  const calls = [...(call ? [call] : []), ...(docs.calls ?? [])].filter((entry, index, all) => all.findIndex((other) => other.name === entry.name) === index);
  return { summary: docs.summary, calls: calls.map(({ name, method, path, token }) => ({ name, method, path, token })) };
}

export function screenStories<C extends ComponentType<never>, Arg, Result, N extends ScreenVariant = never>(
  options: ScreenStoriesOptions<C, N, Arg, Result> & { scenarios: ScreenScenarioOptions<Arg, Result>; widths: readonly WebviewWidth[] | null },
): ScreenStoriesWithCall<C, N>;
export function screenStories<C extends ComponentType<never>, N extends ScreenVariant = never>(
  options: ScreenStoriesOptions<C, N> & { scenarios?: undefined },
): ScreenStories<C, N>;
export function screenStories<C extends ComponentType<never>, N extends ScreenVariant, Arg, Result>(options: ScreenStoriesOptions<C, N, Arg, Result>): ScreenStories<C, N> {
  const { component, route, session, parameters, scenarios, widths = [], variants, docs } = options;
  const standard = scenarios ? screenScenarios(scenarios) : undefined;
  return {
    meta: { component, parameters: { route, ...(docs ? { screenDocs: screenDocsOf(docs, scenarios?.call) } : {}), ...parameters }, globals: { session } },
    ...(standard && widths === null ? standard : {}),
    ...(standard && widths !== null
      ? { ...standard, Success: { ...standard.Success, parameters: { ...standard.Success.parameters, ...visualModes({ widths }) } } }
      : {}),
    ...screenVariants(variants ?? ({} as Record<N, VariantPlay>)),
  };
}
