import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import ActivityAreaScreen, { activityAreaTestId } from '@/screens/activity/ActivityAreaScreen';
import { activityWindowTestId } from '@/screens/activity/ActivityWindow';
import { scenario } from '@mocks/scenarios';
import { actionStories } from '../../support/actionStories';
import { endsOn } from '../../support/flows';
import { expectLocation } from '../../support/assertions';
import { screenStories } from '../../support/screenStories';
import { textOf } from '../../support/text';
import { expectReceived, HELD_COUPON, PACKAGE, packageCard, receiveOpenCoupon, WINTER, WINTER_TITLE } from './activitySteps';

const ROUTE = '/activityArea';

const screen = screenStories({
  component: ActivityAreaScreen,
  route: ROUTE,
  session: 'buyer',
  docs: {
    summary:
      'The activity zone (the home page\'s 新人专享 tile): the activity running now, or the one ?activityId= names; banner, time window with a live countdown, its coupons to receive and its gift packages, each opening the activity\'s details where it is bought.',
    calls: [catalogue.activityCouponItems, catalogue.receiveActivityCoupon, catalogue.activityGiftPackagePage],
  },
  scenarios: {
    call: catalogue.activity,
    businessMessage: '活动不存在',
    emptyData: null as never,
    expectSuccess: async (canvas, t) => {
      const content = await canvas.findByTestId(activityAreaTestId);
      await expect(within(content).getByRole('heading', { name: WINTER_TITLE })).toBeVisible();
      await expect(within(content).getByTestId(activityWindowTestId)).toHaveTextContent(t('activityArea.window.endsIn', { time: t('activityArea.window.days', { days: 25, time: '13:59:59' }) }));
      await expectReceived(canvas, t, HELD_COUPON);
      await expect(within(await packageCard(canvas, PACKAGE)).getByRole('button', { name: t('activityArea.packages.view') })).toBeVisible();
    },
  },
  widths: [320],
  variants: {
    English: async (canvas, t) => {
      await expect(await canvas.findByText(t('activityArea.window.running'))).toBeVisible();
      await expect(await canvas.findByRole('button', { name: t('activityArea.details') })).toBeVisible();
    },
  },
});

const meta = { title: 'Screens/Activity/ActivityArea', ...screen.meta } satisfies Meta<typeof ActivityAreaScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = screen.Success;
export const BusinessError: Story = screen.BusinessError;
export const SessionExpired: Story = screen.SessionExpired;
export const ForcedOffline: Story = screen.ForcedOffline;
export const ForcedOfflineGotIt: Story = screen.ForcedOfflineGotIt;
export const Loading: Story = screen.Loading;
export const Empty: Story = screen.Empty;
export const NetworkError: Story = screen.NetworkError;
export const English: Story = screen.English;

/** The spring activity named by the link, before it starts: 未开始 and the time to its start. */
export const NotStarted: Story = {
  parameters: { route: '/activityArea?activityId=act-2027-spring' },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const window = await canvas.findByTestId(activityWindowTestId);
    await expect(window).toHaveAttribute('data-phase', 'upcoming');
    await expect(window).toHaveTextContent(t('activityArea.window.upcoming'));
    await expect(window).toHaveTextContent(t('activityArea.window.startsIn', { time: t('activityArea.window.days', { days: 50, time: '14:00:00' }) }));
  },
};

/** An activity whose window has passed: 已结束 and when it ended, no countdown. */
export const Ended: Story = {
  parameters: {
    msw: {
      handlers: {
        scenario: [
          scenario.success(catalogue.activity, {
            activityId: WINTER, title: '双十一茶礼', subtitle: '满 399 减 60', banner: 'coupons/winter-banner.svg',
            startTime: '2026-11-01 00:00:00', endTime: '2026-11-12 23:59:59', status: 2, rules: ['活动时间：2026-11-01 至 2026-11-12'],
          }),
        ],
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const window = await canvas.findByTestId(activityWindowTestId);
    await expect(window).toHaveAttribute('data-phase', 'ended');
    await expect(window).toHaveTextContent(t('activityArea.window.endedAt', { time: '2026-11-12 23:59' }));
  },
};

/** 去看看 on a package opens the activity's details, where it is bought. */
export const ViewPackageOpensDetails: Story = {
  parameters: endsOn('/activityAreaDetails'),
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await userEvent.click(within(await packageCard(canvas, PACKAGE)).getByRole('button', { name: t('activityArea.packages.view') }));
    await expectLocation(`/activityAreaDetails?activityId=${WINTER}`);
  },
};

/** Receiving the festival's 满 499 减 80 from the zone: 领取成功 and 已领取. */
const receive = actionStories({
  name: 'Receive',
  call: catalogue.receiveActivityCoupon,
  route: ROUTE,
  ...receiveOpenCoupon,
  only: ['Success', 'Busy', 'BusinessError', 'NetworkError'],
});
export const ReceiveSuccess: Story = receive.ReceiveSuccess;
export const ReceiveBusy: Story = receive.ReceiveBusy;
export const ReceiveBusinessError: Story = receive.ReceiveBusinessError;
export const ReceiveNetworkError: Story = receive.ReceiveNetworkError;
