import type { catalogue } from '@/api/catalogue';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ZoneGoodsScreen } from '@/screens/home/ZoneGoodsScreen';
import { currentLocation, expectRoute } from '../../support/assertions';
import type { Canvas } from '../../support/scenarios';
import { screenStories, type ScreenMeta, type VariantPlay } from '../../support/screenStories';
import type { MessageKey } from '@/platform/i18n';
import { textOf, type StoryText } from '../../support/text';
import { endAtTop, endsOnLogin } from './storyPage';
import { endsOn } from '../../support/flows';

type AnyStory = StoryObj<Meta>;

/** The zone routes and the kind of ZoneGoodsScreen each shows; a route is also the key of its title (会员专区). */
const zoneKinds = { '/home/memberArea': 'member', '/home/repurchaseZone': 'repurchase' } as const;
export type ZoneRoute = keyof typeof zoneKinds;

/** The line under a zone's banner that says what the zone is. */
const zoneIntro = { member: 'home.zone.memberIntro', repurchase: 'home.zone.repurchaseIntro' } as const satisfies Record<(typeof zoneKinds)[ZoneRoute], MessageKey>;

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
  /** the zone's list call (membersAreaGoods or repurchaseAreaGoods: one page type) */
  call: typeof catalogue.membersAreaGoods;
  /** the zone's route, where the guest's login returns to (its title names the zone in the guest prompt) */
  route: ZoneRoute;
  /** server message of BusinessError */
  businessMessage: string;
  /** the name of the first goods card with the default mock data (its heading) */
  firstGoods: string;
  /**
   * what else the buyer sees with the default mock data, once the first goods card and the zone's
   * intro show (`t`: text in the story's locale)
   */
  expectSuccess: VariantPlay;
  /** what the zone is, for its Docs page */
  summary: string;
}

/** The stories every zone screen has; a zone's file exports them by name and adds its own. */
export interface ZoneStories {
  /** the file's meta, less its title: ZoneGoodsScreen of the zone's kind at its route, for the buyer */
  meta: ScreenMeta<typeof ZoneGoodsScreen> & { args: { kind: (typeof zoneKinds)[ZoneRoute] } };
  Success: AnyStory;
  BusinessError: AnyStory;
  SessionExpired: AnyStory;
  ForcedOffline: AnyStory;
  ForcedOfflineGotIt: AnyStory;
  Loading: AnyStory;
  Empty: AnyStory;
  NetworkError: AnyStory;
  GuestSeesLoginPrompt: AnyStory;
  GuestLoginReturnsHere: AnyStory;
}

/**
 * The zone screens (/home/memberArea, /home/repurchaseZone): one paged list call with a member
 * token, a login prompt for guests, pull to refresh and infinite scroll. The meta, the standard
 * scenario stories (SessionExpired ends on /login, so no screenshot; NetworkError's retry tap ends
 * back at the top), the guest's login prompt. Success is also shot in en-US and at 320, where the goods grid
 * tightens (at 414 it only stretches).
 */
export function zoneStories(options: ZoneStoryOptions): ZoneStories {
  const { route } = options;
  const screen = screenStories({
    component: ZoneGoodsScreen,
    route,
    session: 'buyer',
    docs: { summary: options.summary },
    scenarios: {
      call: options.call,
      businessMessage: options.businessMessage,
      emptyData: emptyPage,
      expectSuccess: async (canvas, t) => {
        await expect(await canvas.findByRole('heading', { name: options.firstGoods })).toBeVisible();
        await expect(canvas.getByText(t(zoneIntro[zoneKinds[route]]))).toBeVisible();
        await options.expectSuccess(canvas, t);
      },
      expectEmpty: async (canvas, t) => {
        await expect(await canvas.findByText(t('home.zone.empty'))).toBeVisible();
      },
    },
    widths: [320],
  });
  return {
    // the route's screen (MemberAreaScreen, RepurchaseZoneScreen) is this component for the zone
    meta: { ...screen.meta, args: { kind: zoneKinds[route] } },
    Success: screen.Success,
    BusinessError: screen.BusinessError,
    SessionExpired: endsOnLogin(screen.SessionExpired),
    ForcedOffline: screen.ForcedOffline,
    ForcedOfflineGotIt: screen.ForcedOfflineGotIt,
    Loading: screen.Loading,
    Empty: screen.Empty,
    NetworkError: endAtTop(screen.NetworkError),
    GuestSeesLoginPrompt: {
      globals: { session: 'guest' },
      play: async ({ canvas, globals }) => {
        const t = textOf(globals);
        await expect(await canvas.findByText(loginTitle(t, route))).toBeVisible();
        await expect(canvas.getByRole('button', { name: t('home.zone.login') })).toBeEnabled();
        await expect(canvas.queryByTestId('error-state')).toBeNull();
      },
    },
    GuestLoginReturnsHere: {
      parameters: endsOn('/login'),
      globals: { session: 'guest' },
      play: async ({ canvas, globals }) => {
        await expectLoginPrompt(canvas, textOf(globals), route);
      },
    },
  };
}
