import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { Canvas } from '../../support/scenarios';
import { screenScenarios } from '../../support/scenarios';
import { currentLocation, expectRoute } from '../../support/assertions';
import { textOf, type StoryText } from '../../support/text';
import { endAtTop, endsOnLogin } from './storyPage';

type AnyStory = StoryObj<Meta>;

/** The zone routes; each is also the key of the zone's title (route./home/memberArea: 会员专区). */
export type ZoneRoute = '/home/memberArea' | '/home/repurchaseZone';

/** The title of a guest's login prompt on a zone: 登录后查看会员专区. */
const loginTitle = (t: StoryText, route: ZoneRoute) => t('home.zone.loginTitle', { zone: t(`route.${route}`) });

/** What the zone screens show a guest: a login prompt that returns to the zone. */
export async function expectLoginPrompt(canvas: Canvas, t: StoryText, route: ZoneRoute): Promise<void> {
  await expect(await canvas.findByText(loginTitle(t, route))).toBeVisible();
  await expect(canvas.queryByTestId('error-state')).toBeNull();
  await userEvent.click(canvas.getByRole('button', { name: t('home.zone.login') }));
  await expectRoute('/login');
  await waitFor(() => expect(currentLocation()).toBe(`/login?redirect=${encodeURIComponent(route)}`));
}

/** An empty page of a zone call (data.list). */
export const emptyPage = { list: [], total: 0, pageNo: 1, pageSize: 10, hasMore: false };

export interface ZoneStoryOptions {
  /** the zone's list call (its catalogue path) */
  path: string;
  /** the zone's route, where the guest's login returns to (its title names the zone in the guest prompt) */
  route: ZoneRoute;
  /** server message of BusinessError and ForcedOffline */
  businessMessage: string;
  /** what the buyer sees with the default mock data (`t`: text in the story's locale) */
  expectSuccess: (canvas: Canvas, t: StoryText) => Promise<void>;
  /** what the English story shows */
  expectEnglish: (canvas: Canvas, t: StoryText) => Promise<void>;
}

/** The stories every zone screen has; a zone's file exports them by name and adds its own. */
export interface ZoneStories {
  Success: AnyStory;
  BusinessError: AnyStory;
  SessionExpired: AnyStory;
  ForcedOffline: AnyStory;
  Loading: AnyStory;
  Empty: AnyStory;
  NetworkError: AnyStory;
  GuestSeesLoginPrompt: AnyStory;
  GuestLoginReturnsHere: AnyStory;
  English: AnyStory;
}

/**
 * The zone screens (/home/memberArea, /home/repurchaseZone): one paged list call with a member
 * token, a login prompt for guests, pull to refresh and infinite scroll. The standard scenario
 * stories (SessionExpired and ForcedOffline end on /login, so no screenshot; NetworkError's retry
 * tap ends back at the top), the guest's login prompt and the English story.
 */
export function zoneStories(options: ZoneStoryOptions): ZoneStories {
  const { route } = options;
  const scenarios = screenScenarios({
    path: options.path,
    businessMessage: options.businessMessage,
    emptyData: emptyPage,
    expectSuccess: options.expectSuccess,
    expectEmpty: async (canvas, t) => {
      await expect(await canvas.findByText(t('home.zone.empty'))).toBeVisible();
    },
  });
  return {
    Success: scenarios.Success,
    BusinessError: scenarios.BusinessError,
    SessionExpired: endsOnLogin(scenarios.SessionExpired),
    ForcedOffline: endsOnLogin(scenarios.ForcedOffline),
    Loading: scenarios.Loading,
    Empty: scenarios.Empty,
    NetworkError: endAtTop(scenarios.NetworkError),
    GuestSeesLoginPrompt: {
      parameters: { session: 'guest' },
      play: async ({ canvas, globals }) => {
        const t = textOf(globals);
        await expect(await canvas.findByText(loginTitle(t, route))).toBeVisible();
        await expect(canvas.getByRole('button', { name: t('home.zone.login') })).toBeEnabled();
        await expect(canvas.queryByTestId('error-state')).toBeNull();
      },
    },
    GuestLoginReturnsHere: {
      parameters: { session: 'guest', visual: { skip: true, reason: 'ends on the login screen (auth area); the play function asserts the route' } },
      play: async ({ canvas, globals }) => {
        await expectLoginPrompt(canvas, textOf(globals), route);
      },
    },
    English: {
      globals: { locale: 'en-US' },
      play: async ({ canvas, globals }) => {
        await options.expectEnglish(canvas, textOf(globals));
      },
    },
  };
}
