import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import { readStored, writeStored } from '@/platform/storage';
import { loginHref } from '@/routes';
import HomeScreen from '@/screens/home/HomeScreen';
import { HomeMotionContext } from '@/screens/home/motion';
import { anyOrigin } from '@mocks/envelope';
import { scenario } from '@mocks/scenarios';
import { currentLocation, expectRoute, page } from '../../support/assertions';
import { screenStories } from '../../support/screenStories';
import { endAtSection, endsOnLogin } from './storyPage';
import { expectPullHeadClosed, pullDown } from '../../support/gestures';
import { containing } from '../../support/text';
import { endsOn } from '../../support/flows';
import { storyMaker } from '../../support/storyMaker';
import { callCounter, scenarioHandlers } from '../../support/handlers';

/**
 * /home. Recommended goods (recommendGoods) is the main call the standard scenarios vary; every
 * other section loads, fails and retries on its own. Banner autoplay and the scrolling notices
 * are off in stories (HomeMotionContext) so every render is identical.
 */
const screen = screenStories({
  component: HomeScreen,
  route: '/home',
  session: 'guest',
  docs: {
    summary:
      'The home tab: search header, banner carousel, notices, category grid, zone entries, activity zones, new arrivals and recommended goods; each section loads, fails and retries on its own; a new user sees the welcome popup.',
    calls: [catalogue.topImageCarousel, catalogue.hotNews, catalogue.goodsCategory, catalogue.activityTheZoneCategory, catalogue.newestGoods, catalogue.getImagePopup],
  },
  scenarios: {
    call: catalogue.recommendGoods,
    businessMessage: '推荐服务维护中，请稍后再试',
    expectSuccess: async (canvas, t) => {
      await expect(await canvas.findByRole('heading', { name: t('home.recommend.title') })).toBeVisible();
      await expect(await canvas.findByRole('heading', { name: '勐海古树普洱生茶饼' }, { timeout: 5000 })).toBeVisible();
      await expect(await canvas.findByTestId('home-banners')).toBeVisible();
      await expect(await canvas.findByText('普洱茶')).toBeVisible();
      // the new-arrivals title comes with the call's data
      await expect(await canvas.findByRole('heading', { name: '新品上市' })).toBeVisible();
      await expect(await canvas.findByRole('heading', { name: t('home.activity.title') })).toBeVisible();
      await expect(canvas.getByRole('button', { name: containing(t('home.zones.repurchase')) })).toBeVisible();
      await expect(canvas.getByTestId('home-notices')).toHaveTextContent('冬季暖茶节开幕');
    },
  },
  // banners, the category grid, the zone entries and the goods grid follow the width: 320 and 414
  widths: [320, 414],
});

const meta = {
  title: 'Screens/Home/Home',
  ...screen.meta,
  decorators: [
    (Story) => (
      <HomeMotionContext.Provider value={false}>
        <Story />
      </HomeMotionContext.Provider>
    ),
  ],
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
const story = storyMaker<typeof meta>();


function tab(label: string): HTMLElement {
  const item = Array.from(document.querySelectorAll('[data-testid="tab-bar"] button')).find((element) => element.textContent === label);
  if (!(item instanceof HTMLElement)) throw new Error(`tab ${label} not found`);
  return item;
}

export const Success: Story = screen.Success;
export const BusinessError: Story = screen.BusinessError;
export const SessionExpired: Story = endsOnLogin(screen.SessionExpired);
export const ForcedOffline: Story = screen.ForcedOffline;
export const ForcedOfflineGotIt: Story = screen.ForcedOfflineGotIt;
// the recommended list is below the fold: these three end scrolled to it
export const Loading: Story = endAtSection(screen.Loading, 'home-recommend');

const sectionCalls = [
  catalogue.topImageCarousel,
  catalogue.hotNews,
  catalogue.goodsCategory,
  catalogue.activityTheZoneCategory,
  catalogue.newestGoods,
  catalogue.recommendGoods,
];

/**
 * The first paint: every section waits for its call. Each skeleton is as tall as the section it
 * stands for, so nothing below moves when the answers arrive (CLS 0 in Lighthouse).
 */
export const EverySectionLoading: Story = story(
  {
    parameters: {
      msw: { handlers: { scenario: sectionCalls.map((call) => scenario.loading(call)) } },
      pendingRequests: sectionCalls.map((call) => call.path),
    },
  },
  async ({ canvas, t }) => {
    await waitFor(async () => expect(await canvas.findAllByTestId('section-skeleton')).toHaveLength(5));
    await expect(canvas.getByRole('status', { name: t('home.categories.loading') })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByTestId('home-zones')).toBeVisible();
  },
);
export const Empty: Story = endAtSection(screen.Empty, 'home-recommend');
export const NetworkError: Story = endAtSection(screen.NetworkError, 'home-recommend');


export const SearchEntryOpensSearch: Story = story({ parameters: endsOn('another area’s screen') }, async ({ canvas, t }) => {
  await userEvent.click(await canvas.findByRole('button', { name: containing(t('home.search.label')) }));
  await expectRoute('/goods/search');
});

export const CategoryTapOpensCategory: Story = story({ parameters: endsOn('another area’s screen') }, async ({ canvas }) => {
  await userEvent.click(await canvas.findByRole('button', { name: '岩茶' }));
  await waitFor(() => expect(currentLocation()).toBe('/goods/category?categoryId=c-02'));
});

// the activity's page needs a member: a guest is asked to log in first, and comes back to it
export const BannerTapOpensItsLink: Story = story({ parameters: endsOn('/login') }, async ({ canvas }) => {
  const banners = await canvas.findByTestId('home-banners');
  await userEvent.click(within(banners).getByRole('button', { name: '冬季暖茶节 满299减50' }));
  await waitFor(() => expect(currentLocation()).toBe(loginHref('/activityAreaDetails?activityId=act-2026-winter')));
});

export const ZoneEntryOpensRepurchaseZone: Story = story({ parameters: endsOn('another area’s screen') }, async ({ canvas, t }) => {
  await userEvent.click(await canvas.findByRole('button', { name: containing(t('home.zones.repurchase')) }));
  await expectRoute('/home/repurchaseZone');
});

export const NewArrivalOpensDetail: Story = story({ parameters: endsOn('another area’s screen') }, async ({ canvas }) => {
  const newest = await canvas.findByTestId('home-newest');
  // a plain click: userEvent's focus would scroll the half-hidden row into view first
  within(newest).getAllByRole('button')[0]!.click();
  await waitFor(() => expect(currentLocation()).toMatch(/^\/goods\/detail\/g-\d+$/));
});

const recommendCalls = callCounter(catalogue.recommendGoods.path);
const bannerCalls = callCounter(catalogue.topImageCarousel.path);

export const PullToRefreshReloadsEverySection: Story = story({ parameters: scenarioHandlers(recommendCalls.handler, bannerCalls.handler) }, async ({ canvas }) => {
  await canvas.findByRole('heading', { name: '勐海古树普洱生茶饼' });
  const before = { recommend: recommendCalls.seen, banner: bannerCalls.seen };
  // the notices answer on their own call: wait for the section, not only for the goods
  await pullDown(await canvas.findByTestId('home-notices'));
  await waitFor(() => expect(recommendCalls.seen).toBe(before.recommend + 1));
  await waitFor(() => expect(bannerCalls.seen).toBe(before.banner + 1));
  await expect(await canvas.findByRole('heading', { name: '勐海古树普洱生茶饼' })).toBeVisible();
  await expectPullHeadClosed();
});

let bannerFailures = 0;

export const SectionFailsAndRetries: Story = story(
  {
    parameters: {
      msw: {
        handlers: {
          // the banners fail once; the retry reaches the default backend
          scenario: [
            http.all(anyOrigin(catalogue.topImageCarousel.path), () => {
              bannerFailures += 1;
              if (bannerFailures === 1) return Response.error();
            }),
          ],
        },
      },
      allowConsoleErrors: ['net::ERR_FAILED'],
    },
    beforeEach: () => {
      bannerFailures = 0;
    },
  },
  async ({ canvas, t }) => {
    const failed = await canvas.findByTestId('section-error');
    await expect(failed).toHaveTextContent(t('home.section.failed', { name: t('home.banners.label') }));
    // the rest of the page is unaffected
    await expect(await canvas.findByRole('heading', { name: '勐海古树普洱生茶饼' })).toBeVisible();
    await userEvent.click(within(failed).getByRole('button', { name: t('home.section.retry') }));
    await expect(await canvas.findByTestId('home-banners')).toBeVisible();
    await expect(canvas.queryByTestId('section-error')).toBeNull();
  },
);

export const NewUserPopup: Story = story(
  {
    beforeEach: () => {
      // a fresh launch (startup sets this on every start)
      writeStored('isStartupFirstLogin', '1');
    },
  },
  async ({ t }) => {
    const dialog = await page().findByRole('dialog', { name: t('home.popup.label') });
    await expect(within(dialog).getByRole('button', { name: t('home.popup.open', { title: '新人专享 首单立减20元' }) })).toBeVisible();
    await expect(dialog.querySelector('img[alt="新人专享 首单立减20元"]')).not.toBeNull();
    await expect(within(dialog).getByRole('button', { name: t('home.popup.close') })).toBeVisible();
  },
);

/** A buyer (back from logging in, or on a new launch) is not a new user: no new-user popup, and it is not marked as shown. */
export const NoNewUserPopupForBuyer: Story = story(
  {
    globals: { session: 'buyer' },
    beforeEach: () => {
      writeStored('isStartupFirstLogin', '1');
    },
  },
  async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '勐海古树普洱生茶饼' })).toBeVisible();
    await expect(document.querySelector('[data-testid="new-user-popup"]')).toBeNull();
    await expect(readStored('newUserPopupShown')).toEqual([]);
  },
);

export const NewUserPopupShownOnce: Story = story(
  {
    beforeEach: () => {
      writeStored('isStartupFirstLogin', '1');
    },
  },
  async ({ canvas, t }) => {
    const dialog = await page().findByRole('dialog', { name: t('home.popup.label') });
    await expect(readStored('newUserPopupShown')).toEqual(['p-01']);
    await expect(readStored('isStartupFirstLogin')).toBe('0');
    await userEvent.click(within(dialog).getByRole('button', { name: t('home.popup.close') }));
    await waitFor(() => expect(document.querySelector('[data-testid="new-user-popup"]')).toBeNull());

    // leave home and come back after a new launch: the new-user popup does not show again
    writeStored('isStartupFirstLogin', '1');
    await userEvent.click(tab(t('tab.category')));
    await expectRoute('/goods/category');
    await userEvent.click(tab(t('tab.home')));
    await expectRoute('/home');
    await expect(await canvas.findByRole('heading', { name: '勐海古树普洱生茶饼' })).toBeVisible();
    await expect(document.querySelector('[data-testid="new-user-popup"]')).toBeNull();
  },
);

export const NewUserPopupOpensItsLink: Story = story(
  {
    parameters: endsOn('/login'),
    beforeEach: () => {
      writeStored('isStartupFirstLogin', '1');
    },
  },
  async ({ t }) => {
    const dialog = await page().findByRole('dialog', { name: t('home.popup.label') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('home.popup.open', { title: '新人专享 首单立减20元' }) }));
    // the coupon centre needs a member: the new visitor is asked to log in first, and comes back to it
    await waitFor(() => expect(currentLocation()).toBe(loginHref('/collectCoupons')));
    await waitFor(() => expect(document.querySelector('[data-testid="new-user-popup"]')).toBeNull());
  },
);

export const NoPopupWithoutFreshLaunch: Story = story(
  {
    parameters: {
      msw: { handlers: { scenario: [scenario.businessError(catalogue.getImagePopup, '不应请求弹窗')] } },
    },
  },
  async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '勐海古树普洱生茶饼' })).toBeVisible();
    await expect(document.querySelector('[data-testid="new-user-popup"]')).toBeNull();
    await expect(document.querySelector('.adm-toast-main')).toBeNull();
  },
);
