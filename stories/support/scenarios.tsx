/**
 * The standard call stories of a screen (`screenScenarios`): what the user sees when the screen's
 * call succeeds, fails with code 0, 10001 or 601, is loading, answers empty, or cannot reach the
 * network. Usage is under `StandardStory` below; most files get these through `screenStories`.
 */
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { http, type HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { CallSpec } from '@/api/catalogue';
import type { MessageKey } from '@/platform/i18n';
import { queryViewTestIds } from '@/components/QueryView';
import { anyOrigin } from '@mocks/envelope';
import { scenario } from '@mocks/scenarios';
import { expectLoginWithWayBack, expectNotToasted, expectRoute, expectToast, page, patience } from './assertions';
import { textOf, type StoryText } from './text';
import { endsOn } from './flows';

export type Canvas = StoryContext['canvas'];
type AnyStory = StoryObj<Meta>;

export interface ScreenScenarioOptions<Arg = unknown, Result = unknown> {
  /** the catalogue call whose outcome the scenarios vary */
  call: CallSpec<Arg, Result>;
  /** what the user sees when the call succeeds with the default mock data (`t`: text in the story's locale) */
  expectSuccess: (canvas: Canvas, t: StoryText) => Promise<void>;
  /** data the call answers in the Empty story (default []) */
  emptyData?: NoInfer<Result>;
  /** what the user sees when there is nothing to show (default: the standard empty state) */
  expectEmpty?: (canvas: Canvas, t: StoryText) => Promise<void>;
  /** the server message of the BusinessError story (code 0, shown by the screen in place of its content) */
  businessMessage?: string;
  /**
   * the call is an action (a mutation: log in, register), whose code-0 message the app's toast says;
   * the screen then does not repeat it. Default: a query, whose screen shows the message in place.
   */
  businessToast?: boolean;
}

/**
 * A screen's own empty view as `expectEmpty` checks it: its title shows and, when it has one, its
 * button (`is`: shown, or ready to tap).
 *
 *   expectEmpty: expectEmptyView('address.emptyTitle', { button: 'address.add', is: 'enabled' }),
 */
export function expectEmptyView(title: MessageKey, action?: { button: MessageKey; is: 'visible' | 'enabled' }): (canvas: Canvas, t: StoryText) => Promise<void> {
  return async (canvas, t) => {
    await expect(await canvas.findByText(t(title))).toBeVisible();
    if (!action) return;
    const button = canvas.getByRole('button', { name: t(action.button) });
    await (action.is === 'enabled' ? expect(button).toBeEnabled() : expect(button).toBeVisible());
  };
}

function withScenario(handlers: ReturnType<typeof scenario.success>[], extra: Record<string, unknown> = {}) {
  return { msw: { handlers: { scenario: handlers } }, ...extra };
}

/**
 * Story parameters that hold `call` open (it never answers): a Loading story, or an action's busy
 * state. The visual suite's network-idle wait ignores the held request.
 */
export function heldCall(call: CallSpec<never, unknown> | CallSpec): { msw: { handlers: { scenario: HttpHandler[] } }; pendingRequests: string[] } {
  return { msw: { handlers: { scenario: [scenario.loading(call)] } }, pendingRequests: [call.path] };
}

/**
 * The standard stories of every screen: Success, BusinessError (code 0), SessionExpired (10001),
 * ForcedOffline (601: ends with the dialog open) and ForcedOfflineGotIt (601, then 知道了 -> /login;
 * no screenshot), and where the screen loads data Loading, Empty and NetworkError (a screen that
 * loads nothing exports only the first five). Each play function asserts, in the story's locale,
 * what the user sees and where they end up; the last frame is the state the story is named after.
 *
 *   const scenarios = screenScenarios({ call: catalogue.cartList, expectSuccess: async (canvas, t) => ... });
 *   export const Success: Story = scenarios.Success;
 *   export const ForcedOffline: Story = scenarios.ForcedOffline;
 *   export const ForcedOfflineGotIt: Story = scenarios.ForcedOfflineGotIt;
 *
 * `screenStories` (./screenStories) wraps this with the file's meta and its width / locale variants.
 */
export type StandardStory =
  | 'Success'
  | 'BusinessError'
  | 'SessionExpired'
  | 'ForcedOffline'
  | 'ForcedOfflineGotIt'
  | 'Loading'
  | 'Empty'
  | 'NetworkError';

/** The server message every ForcedOffline story's 601 carries. */
export const FORCED_OFFLINE_MESSAGE = '您的账号已在其他设备登录，请重新登录';

/**
 * A story before this one may have ended with its dialog open. The preview's Dialog.clear()
 * closes it, and antd-mobile takes it out of the page a moment later: a story that looks for its
 * own dialog waits until the old one is gone (story `beforeEach`).
 */
export async function noDialogLeft(): Promise<void> {
  await waitFor(() => expect(document.querySelector('.adm-dialog')).toBeNull());
}

/** The 601 dialog as the user sees it: its title, the server's message and the 知道了 button. */
export async function expectForcedOfflineDialog(t: StoryText, message = FORCED_OFFLINE_MESSAGE): Promise<HTMLElement> {
  // the Notice may open over another dialog (a sheet the action was sent from): the one with its title
  const dialog = await waitFor(() => {
    const notice = page()
      .getAllByRole('dialog')
      .find((candidate) => candidate.textContent?.includes(t('session.forcedOfflineTitle')));
    if (!notice) throw new Error('no forced-offline dialog');
    return notice;
  }, patience(1000));
  await expect(dialog).toHaveTextContent(t('session.forcedOfflineTitle'));
  await expect(dialog).toHaveTextContent(message);
  await expect(within(dialog).getByRole('button', { name: t('session.forcedOfflineConfirm') })).toBeVisible();
  return dialog;
}

export function screenScenarios<Arg, Result>(options: ScreenScenarioOptions<Arg, Result>): Record<StandardStory, AnyStory> {
  const { call, businessMessage = '商品库存不足，请稍后再试' } = options;

  let networkCalls = 0;
  return {
    Success: {
      play: async ({ canvas, globals }) => {
        await options.expectSuccess(canvas, textOf(globals));
      },
    },
    BusinessError: {
      parameters: withScenario([scenario.businessError(call, businessMessage)]),
      // one failure, one message: the screen says the server's words where its content would be,
      // and no toast repeats them
      play: async ({ canvasElement }) => {
        if (options.businessToast) {
          await expectToast(businessMessage);
          await expect(canvasElement).not.toHaveTextContent(businessMessage);
          return;
        }
        // a screen's chunk and call can take over a second on a loaded machine (SetAddress in en-US
        // once did): the failure is waited for, then the toast requests are read
        await waitFor(() => expect(canvasElement).toHaveTextContent(businessMessage), patience(3000));
        await expectNotToasted(businessMessage);
      },
    },
    SessionExpired: {
      parameters: withScenario([scenario.sessionExpired(call)]),
      play: async ({ globals, parameters }) => {
        await expectToast(textOf(globals)('session.sessionExpired'));
        await expectRoute('/login');
        // the way back is the page the session expired on, public or not
        await expectLoginWithWayBack(typeof parameters.route === 'string' ? parameters.route : '/story');
      },
    },
    ForcedOffline: {
      beforeEach: noDialogLeft,
      parameters: withScenario([scenario.forcedOffline(call, FORCED_OFFLINE_MESSAGE)]),
      play: async ({ globals }) => {
        await expectForcedOfflineDialog(textOf(globals));
      },
    },
    ForcedOfflineGotIt: {
      beforeEach: noDialogLeft,
      parameters: withScenario([scenario.forcedOffline(call, FORCED_OFFLINE_MESSAGE)], endsOn('/login')),
      play: async ({ globals }) => {
        const t = textOf(globals);
        const dialog = await expectForcedOfflineDialog(t);
        await userEvent.click(within(dialog).getByRole('button', { name: t('session.forcedOfflineConfirm') }));
        await expectRoute('/login');
      },
    },
    Loading: {
      // the call never answers on purpose: the visual suite's network-idle wait ignores it
      parameters: heldCall(call),
      play: async ({ canvas }) => {
        await expect(await canvas.findByTestId(queryViewTestIds.skeleton)).toHaveAttribute('aria-busy', 'true');
      },
    },
    Empty: {
      parameters: withScenario([scenario.empty(call, options.emptyData)]),
      play: async ({ canvas, globals }) => {
        if (options.expectEmpty) await options.expectEmpty(canvas, textOf(globals));
        else await expect(await canvas.findByTestId(queryViewTestIds.empty)).toBeVisible();
      },
    },
    NetworkError: {
      parameters: withScenario(
        [
          http.all(anyOrigin(call.path), () => {
            networkCalls += 1;
            return Response.error();
          }),
        ],
        // Chromium logs the failed fetch itself; that is the scenario, not a bug
        { allowConsoleErrors: ['net::ERR_FAILED'] },
      ),
      play: async ({ canvas, globals }) => {
        const t = textOf(globals);
        const errorState = await canvas.findByTestId(queryViewTestIds.error);
        await expect(errorState).toHaveTextContent(t('state.networkError'));
        const before = networkCalls;
        await userEvent.click(await canvas.findByRole('button', { name: t('state.retry') }));
        await waitFor(() => expect(networkCalls).toBeGreaterThan(before));
        await expect(await canvas.findByTestId(queryViewTestIds.error)).toBeVisible();
      },
    },
  };
}

