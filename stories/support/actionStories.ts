/**
 * The stories of one write (a form's save, an order action) from one declaration, the way
 * `screenScenarios` gives a screen's call stories. For an action named `Save` a file exports:
 *
 *   SaveSuccess          filled, sent, what the user sees once it worked
 *   SaveBusy             the call held: the button busy, a second tap sends nothing
 *   SaveBusinessError    code 0: the server's words said once (the listener's toast), input kept
 *   SaveSessionExpired   10001: off to log in, log in again, back on the same form with the text
 *   SaveForcedOffline    601: the Notice dialog over the form, which is still there
 *   SaveForcedOfflineGotIt  601, 知道了, then /login (no screenshot: it ends on /login)
 *   SaveNetworkError     no answer: the network words, input kept; the retry goes through
 *
 *   const save = actionStories({
 *     name: 'Save', call: catalogue.addressUpdate, route: EDIT_ROUTE,
 *     fill: async (canvas, t) => { ...type a new street... },
 *     act: async (canvas, t) => userEvent.click(fields(canvas, t).save()),
 *     expectKept: async (canvas, t) => expect(fields(canvas, t).detail()).toHaveValue('鼓浪屿龙头路 18 号'),
 *     expectBusy: async (canvas, t) => expect(await canvas.findByRole('button', { name: t('address.saving') })).toBeDisabled(),
 *     expectDone: async () => expectRoute('/address/address'),
 *     leavesTo: '/address/address',
 *   });
 *   export const SaveSuccess: Story = save.SaveSuccess;
 *
 * Every step gets `(canvas, t, globals)`: the story's globals are for what the catalogue does not
 * say, such as antd-mobile's own words in a picker (`antdTextOf(globals).common.confirm`).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { CallSpec } from '@/api/catalogue';
import { anyOrigin } from '@mocks/envelope';
import { scenario } from '@mocks/scenarios';
import { expectLocation, expectLoginWithWayBack, expectRoute, expectToast } from './assertions';
import { endsOn } from './flows';
import { logInAgain } from './login';
import { expectForcedOfflineDialog, FORCED_OFFLINE_MESSAGE, noDialogLeft, type Canvas } from './scenarios';
import { textOf, type StoryText } from './text';

type AnyStory = StoryObj<Meta>;
/** the story's globals, for what the catalogue does not say (antd-mobile's own words: `antdTextOf(globals)`) */
type Globals = Record<string, unknown>;
/** A step of the action's plays: the canvas, text in the story's locale, and the story's globals (e.g. for `antdTextOf`). */
type Step = (canvas: Canvas, t: StoryText, globals: Globals) => Promise<void>;

export type ActionStory = 'Success' | 'Busy' | 'BusinessError' | 'SessionExpired' | 'ForcedOffline' | 'ForcedOfflineGotIt' | 'NetworkError';

export interface ActionStoryOptions<Name extends string, Arg, Result> {
  /** the stories' prefix: `Save` gives SaveSuccess, SaveBusy, ... */
  name: Name;
  /** the catalogue call the action sends, whose outcome the stories vary */
  call: CallSpec<Arg, Result>;
  /** where the form or action lives, as the file's stories mount it (pathname + search) */
  route: string;
  /** what the user types or chooses before acting: the input the failure stories expect kept (none for a plain action) */
  fill?: Step;
  /** the tap that sends */
  act: Step;
  /** the step between the tap and the call, for an action that asks first (a dialog's OK) */
  confirm?: Step;
  /** everything `fill` entered is still there, or the screen is as it was before the tap */
  expectKept?: Step;
  /** the control while the call is held: busy, disabled */
  expectBusy: Step;
  /** what the user sees once it worked */
  expectDone: Step;
  /** where the screen goes once it worked, if it leaves (those stories take no screenshot) */
  leavesTo?: string;
  /** the server's words in BusinessError */
  businessMessage?: string;
  /** how the action shows the server's words (default: the listener's toast); e.g. a dialog, answered so the input shows again */
  expectBusinessError?: (canvas: Canvas, t: StoryText, message: string) => Promise<void>;
  /** how the action says there was no answer (default: the common network text as a toast) */
  expectNetworkError?: Step;
  /** how many requests of `call` one tap sends once it goes through (a form saved one line at a time); default 1 */
  sends?: number;
  /** which of the stories the action needs (default: all) */
  only?: readonly ActionStory[];
  /** more parameters for every story: a pinned session, visual modes (not `msw`: the stories own it) */
  parameters?: Record<string, unknown>;
  /** handlers that every story of the action needs beside its own (seeded states the default backend lacks) */
  handlers?: HttpHandler[];
  /** runs before each story, after the mock backend is reset (seed the state the action starts from) */
  beforeEach?: () => void | Promise<void>;
  /** who logs in again in SessionExpired (default the seeded buyer): the member of the story's session */
  logIn?: { mobile: string; password?: string };
}

const noStep: Step = () => Promise.resolve();

/** The stories of one write; see the comment at the top of this file. */
export function actionStories<Name extends string, Arg, Result>(options: ActionStoryOptions<Name, Arg, Result>): Record<`${Name}${ActionStory}`, AnyStory> {
  const { name, call, route, act, expectBusy, expectDone, leavesTo, businessMessage = '操作过于频繁，请稍后再试', handlers = [], sends = 1 } = options;
  const { fill = noStep, confirm = noStep, expectKept = noStep } = options;
  const expectBusinessError = options.expectBusinessError ?? ((_canvas: Canvas, _t: StoryText, message: string) => expectToast(message));
  const expectNetworkError = options.expectNetworkError ?? ((_canvas: Canvas, t: StoryText) => expectToast(t('state.networkError')));
  const leaves = leavesTo ? endsOn(leavesTo) : {};
  const msw = (...own: HttpHandler[]) => ({ msw: { handlers: { scenario: [...own, ...handlers] } } });
  const begin = async (canvas: Canvas, t: StoryText, globals: Globals) => {
    await fill(canvas, t, globals);
    await act(canvas, t, globals);
    await confirm(canvas, t, globals);
  };

  let held = 0;
  let attempts = 0;
  const stories: Record<ActionStory, AnyStory> = {
    Success: {
      parameters: { route, ...leaves, ...msw() },
      play: async ({ canvas, globals }) => {
        const t = textOf(globals);
        await begin(canvas, t, globals);
        await expectDone(canvas, t, globals);
      },
    },
    Busy: {
      parameters: {
        route,
        pendingRequests: [call.path],
        ...msw(
          http.all(anyOrigin(call.path), async () => {
            held += 1;
            await delay('infinite');
            return HttpResponse.error();
          }),
        ),
      },
      play: async ({ canvas, globals }) => {
        const t = textOf(globals);
        held = 0;
        await begin(canvas, t, globals);
        await expectBusy(canvas, t, globals);
        // a second tap while it runs sends nothing
        await act(canvas, t, globals).catch(() => undefined);
        await waitFor(() => expect(held).toBe(1));
        await expectBusy(canvas, t, globals);
      },
    },
    BusinessError: {
      parameters: { route, ...msw(scenario.businessError(call, businessMessage)) },
      play: async ({ canvas, globals }) => {
        const t = textOf(globals);
        await begin(canvas, t, globals);
        await expectBusinessError(canvas, t, businessMessage);
        await expectLocation(route);
        await expectKept(canvas, t, globals);
      },
    },
    SessionExpired: {
      parameters: { route, ...msw(scenario.sessionExpired(call)) },
      play: async ({ canvas, globals }) => {
        const t = textOf(globals);
        await begin(canvas, t, globals);
        await expectToast(t('session.sessionExpired'));
        await expectLoginWithWayBack(route);
        await logInAgain(canvas, t, options.logIn);
        await expectLocation(route);
        await expectKept(canvas, t, globals);
      },
    },
    ForcedOffline: {
      beforeEach: noDialogLeft,
      parameters: { route, ...msw(scenario.forcedOffline(call, FORCED_OFFLINE_MESSAGE)) },
      play: async ({ canvas, globals }) => {
        const t = textOf(globals);
        await begin(canvas, t, globals);
        await expectForcedOfflineDialog(t);
        // the dialog comes first: the form stays under it until 知道了
        await expectLocation(route);
        await expectKept(canvas, t, globals);
      },
    },
    ForcedOfflineGotIt: {
      beforeEach: noDialogLeft,
      parameters: { route, ...msw(scenario.forcedOffline(call, FORCED_OFFLINE_MESSAGE)), ...endsOn('/login') },
      play: async ({ canvas, globals }) => {
        const t = textOf(globals);
        await begin(canvas, t, globals);
        const dialog = await expectForcedOfflineDialog(t);
        await userEvent.click(within(dialog).getByRole('button', { name: t('session.forcedOfflineConfirm') }));
        await expectRoute('/login');
        await expectLoginWithWayBack(route);
      },
    },
    NetworkError: {
      parameters: {
        route,
        ...leaves,
        // Chromium logs the failed fetch itself; that is the scenario, not a bug
        allowConsoleErrors: ['net::ERR_FAILED'],
        ...msw(
          http.all(anyOrigin(call.path), () => {
            attempts += 1;
            // the first try finds no network; the retry reaches the default backend
            return attempts === 1 ? Response.error() : undefined;
          }),
        ),
      },
      play: async ({ canvas, globals }) => {
        const t = textOf(globals);
        attempts = 0;
        await begin(canvas, t, globals);
        await expectNetworkError(canvas, t, globals);
        await expectLocation(route);
        await expectKept(canvas, t, globals);
        await waitFor(() => expect(attempts).toBe(1));
        await act(canvas, t, globals);
        await confirm(canvas, t, globals);
        await expectDone(canvas, t, globals);
        // the failed try, then every request of the one that went through
        await expect(attempts).toBe(1 + sends);
      },
    },
  };
  const chosen = (Object.keys(stories) as ActionStory[]).filter((story) => !options.only || options.only.includes(story));
  return Object.fromEntries(
    chosen.map((story) => {
      const value = stories[story];
      // Storybook runs an array of beforeEach hooks in order: the story's own, then the action's set-up
      const beforeEach = [value.beforeEach, options.beforeEach].flat().filter((hook) => hook !== undefined);
      return [`${name}${story}`, { ...value, parameters: { ...options.parameters, ...value.parameters }, beforeEach }];
    }),
  ) as Record<`${Name}${ActionStory}`, AnyStory>;
}
