import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { CallSpec } from '@/api/catalogue';
import { queryViewTestIds } from '@/components/QueryView';
import { translate, type Locale } from '@/platform/i18n';
import { anyOrigin } from '@mocks/envelope';
import { scenario } from '@mocks/scenarios';
import { expectRoute, expectToast, page } from './assertions';

export type Canvas = StoryContext['canvas'];
type AnyStory = StoryObj<Meta>;

export interface ScreenScenarioOptions<Arg, Result> {
  /** the catalogue call whose outcome the scenarios vary */
  call: CallSpec<Arg, Result>;
  /** what the user sees when the call succeeds with the default mock data */
  expectSuccess: (canvas: Canvas) => Promise<void>;
  /** data the call answers in the Empty story (default []) */
  emptyData?: NoInfer<Result>;
  /** what the user sees when there is nothing to show (default: the standard empty state) */
  expectEmpty?: (canvas: Canvas) => Promise<void>;
  /** server message used by BusinessError and ForcedOffline */
  businessMessage?: string;
}

const t = (locale: Locale | undefined, key: Parameters<typeof translate>[1]) => translate(locale ?? 'zh-CN', key);

function withScenario(handlers: ReturnType<typeof scenario.success>[], extra: Record<string, unknown> = {}) {
  return { msw: { handlers: { scenario: handlers } }, ...extra };
}

/**
 * The standard stories of every screen (docs/stories.md): Success, BusinessError (code 0),
 * SessionExpired (10001), ForcedOffline (601), and where the screen loads data Loading, Empty
 * and NetworkError (a screen that loads nothing exports only the first four). Each play function asserts what the user sees and where they end up.
 */
export type StandardStory = 'Success' | 'BusinessError' | 'SessionExpired' | 'ForcedOffline' | 'Loading' | 'Empty' | 'NetworkError';

export function screenScenarios<Arg, Result>(options: ScreenScenarioOptions<Arg, Result>): Record<StandardStory, AnyStory> {
  const { call, businessMessage = '商品库存不足，请稍后再试' } = options;
  const offlineMessage = '您的账号已在其他设备登录，请重新登录';

  let networkCalls = 0;
  return {
    Success: {
      play: async ({ canvas }) => {
        await options.expectSuccess(canvas);
      },
    },
    BusinessError: {
      parameters: withScenario([scenario.businessError(call, businessMessage)]),
      play: async () => {
        await expectToast(businessMessage);
      },
    },
    SessionExpired: {
      parameters: withScenario([scenario.sessionExpired(call)]),
      play: async ({ globals }) => {
        await expectToast(t(globals.locale as Locale, 'session.sessionExpired'));
        await expectRoute('/login');
      },
    },
    ForcedOffline: {
      parameters: withScenario([scenario.forcedOffline(call, offlineMessage)]),
      play: async ({ globals }) => {
        const dialog = await page().findByRole('dialog');
        await expect(dialog).toHaveTextContent(t(globals.locale as Locale, 'session.forcedOfflineTitle'));
        await expect(dialog).toHaveTextContent(offlineMessage);
        await userEvent.click(await page().findByText(t(globals.locale as Locale, 'session.forcedOfflineConfirm')));
        await expectRoute('/login');
      },
    },
    Loading: {
      // the call never answers on purpose: the visual suite's network-idle wait ignores it
      parameters: withScenario([scenario.loading(call)], { pendingRequests: [call.path] }),
      play: async ({ canvas }) => {
        await expect(await canvas.findByTestId(queryViewTestIds.skeleton)).toHaveAttribute('aria-busy', 'true');
      },
    },
    Empty: {
      parameters: withScenario([scenario.empty(call, options.emptyData)]),
      play: async ({ canvas }) => {
        if (options.expectEmpty) await options.expectEmpty(canvas);
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
        const errorState = await canvas.findByTestId(queryViewTestIds.error);
        await expect(errorState).toHaveTextContent(t(globals.locale as Locale, 'state.networkError'));
        const before = networkCalls;
        await userEvent.click(await canvas.findByRole('button', { name: t(globals.locale as Locale, 'state.retry') }));
        await waitFor(() => expect(networkCalls).toBeGreaterThan(before));
        await expect(await canvas.findByTestId(queryViewTestIds.error)).toBeVisible();
      },
    },
  };
}

