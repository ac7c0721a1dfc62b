import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import type { ZoneGoodsScreen } from '@/screens/home/ZoneGoodsScreen';
import { anyOrigin } from '@mocks/envelope';
import { expectPullHeadClosed, pullDown, scrollToEnd } from '../../support/gestures';
import { zoneStories } from './zoneStories';
import { storyMaker } from '../../support/storyMaker';
import { callCounter, scenarioHandlers } from '../../support/handlers';

const path = catalogue.repurchaseAreaGoods.path;
/** The first goods the buyer bought before, in the seed. */
const FIRST = '勐海古树普洱生茶饼';

/** /home/repurchaseZone (RepurchaseZoneScreen: ZoneGoodsScreen of kind repurchase): repurchaseAreaGoods (member token, unsigned), pull to refresh, infinite scroll. */
const zone = zoneStories({
  call: catalogue.repurchaseAreaGoods,
  route: '/home/repurchaseZone',
  summary:
    'The repurchase zone: goods the buyer bought before, to buy again, with pull to refresh and infinite scroll; a guest sees a login prompt that returns here.',
  businessMessage: '复购专区维护中，请稍后再试',
  firstGoods: FIRST,
  expectSuccess: async (canvas) => {
    await expect(canvas.getAllByTestId('goods-card')).toHaveLength(10);
  },
});

const meta = { title: 'Screens/Home/RepurchaseZone', ...zone.meta } satisfies Meta<typeof ZoneGoodsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
const story = storyMaker<typeof meta>();

export const Success: Story = zone.Success;
export const BusinessError: Story = zone.BusinessError;
export const SessionExpired: Story = zone.SessionExpired;
export const ForcedOffline: Story = zone.ForcedOffline;
export const ForcedOfflineGotIt: Story = zone.ForcedOfflineGotIt;
export const Loading: Story = zone.Loading;
export const Empty: Story = zone.Empty;
export const NetworkError: Story = zone.NetworkError;
export const GuestSeesLoginPrompt: Story = zone.GuestSeesLoginPrompt;
export const GuestLoginReturnsHere: Story = zone.GuestLoginReturnsHere;

let pages: number[] = [];

export const ScrollLoadsPageTwo: Story = story(
  {
    parameters: {
      msw: {
        handlers: {
          // record the page asked for, then fall through to the default backend
          scenario: [
            http.post(anyOrigin(path), async ({ request }) => {
              const body = (await request.clone().json()) as { pageNo?: number };
              pages.push(Number(body.pageNo));
            }),
          ],
        },
      },
    },
    beforeEach: () => {
      pages = [];
    },
  },
  async ({ canvas, t }) => {
    await canvas.findByRole('heading', { name: FIRST });
    await expect(canvas.getAllByTestId('goods-card')).toHaveLength(10);
    await expect(pages).toEqual([1]);
    scrollToEnd();
    await expect(await canvas.findByRole('heading', { name: '福州茉莉花茶 飘雪' })).toBeVisible();
    await expect(canvas.getAllByTestId('goods-card')).toHaveLength(11);
    await expect(pages).toEqual([1, 2]);
    await expect(await canvas.findByText(t('list.noMore'))).toBeVisible();
    window.scrollTo(0, 0);
  },
);

const calls = callCounter(path);

export const PullToRefreshReloads: Story = story({ parameters: scenarioHandlers(calls.handler) }, async ({ canvas }) => {
  await canvas.findByRole('heading', { name: FIRST });
  const before = calls.seen;
  await pullDown(canvas.getAllByTestId('goods-card')[0]!);
  await waitFor(() => expect(calls.seen).toBe(before + 1));
  await expect(await canvas.findByRole('heading', { name: FIRST })).toBeVisible();
  await expectPullHeadClosed();
});
