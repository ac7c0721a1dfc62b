import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { catalogue } from '@/api/catalogue';
import type { Canvas } from '../../support/scenarios';
import { screenScenarios } from '../../support/scenarios';
import { expectRoute } from '../../support/assertions';
import { endAtTop, endsOnLogin } from './storyPage';

type AnyStory = StoryObj<Meta>;

/** What the zone screens show a guest: a login prompt that returns to the zone. */
export async function expectLoginPrompt(canvas: Canvas, zoneTitle: string, route: string): Promise<void> {
  await expect(await canvas.findByText(`登录后查看${zoneTitle}`)).toBeVisible();
  await expect(canvas.queryByTestId('error-state')).toBeNull();
  await userEvent.click(canvas.getByRole('button', { name: '去登录' }));
  await expectRoute('/login');
  await waitFor(() =>
    expect(document.querySelector('[data-testid="story-location"]')?.textContent).toBe(`/login?redirect=${encodeURIComponent(route)}`),
  );
}

/** An empty page of a zone call (data.list). */
export const emptyPage = { list: [], total: 0, pageNo: 1, pageSize: 10, hasMore: false };

export interface ZoneStoryOptions {
  /** the zone's list call (membersAreaGoods or repurchaseAreaGoods: one page type) */
  call: typeof catalogue.membersAreaGoods;
  /** the zone's route, where the guest's login returns to */
  route: string;
  /** the zone's name in the guest prompt, e.g. 会员专区 (登录后查看会员专区) */
  zoneTitle: string;
  /** server message of BusinessError and ForcedOffline */
  businessMessage: string;
  /** what the buyer sees with the default mock data */
  expectSuccess: (canvas: Canvas) => Promise<void>;
  /** what the English story shows */
  expectEnglish: (canvas: Canvas) => Promise<void>;
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
  const { zoneTitle, route } = options;
  const scenarios = screenScenarios({
    call: options.call,
    businessMessage: options.businessMessage,
    emptyData: emptyPage,
    expectSuccess: options.expectSuccess,
    expectEmpty: async (canvas) => {
      await expect(await canvas.findByText('专区商品正在上新')).toBeVisible();
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
      play: async ({ canvas }) => {
        await expect(await canvas.findByText(`登录后查看${zoneTitle}`)).toBeVisible();
        await expect(canvas.getByRole('button', { name: '去登录' })).toBeEnabled();
        await expect(canvas.queryByTestId('error-state')).toBeNull();
      },
    },
    GuestLoginReturnsHere: {
      parameters: { session: 'guest', visual: { skip: true, reason: 'ends on the login screen (auth area); the play function asserts the route' } },
      play: async ({ canvas }) => {
        await expectLoginPrompt(canvas, zoneTitle, route);
      },
    },
    English: {
      globals: { locale: 'en-US' },
      play: async ({ canvas }) => {
        await options.expectEnglish(canvas);
      },
    },
  };
}
