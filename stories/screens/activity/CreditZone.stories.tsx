import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import { cashPlanTestIds } from '@/screens/activity/CashPlans';
import { cashWalletTestId } from '@/screens/activity/CashWallet';
import { planDetailTestIds } from '@/screens/activity/PlanDetail';
import CreditZoneScreen, { creditZoneTestId } from '@/screens/activity/CreditZoneScreen';
import { zoneGoodsTestId } from '@/screens/activity/ZoneGoodsList';
import { endsOn } from '../../support/flows';
import { expectLocation, expectRoute } from '../../support/assertions';
import { screenStories } from '../../support/screenStories';
import { textOf } from '../../support/text';

/** g-1101 大红袍: ¥268.00, points cover ¥30.00 of it, a cash coupon ¥50.00. */
const DAHONGPAO = '武夷山大红袍 特级';

const screen = screenStories({
  component: CreditZoneScreen,
  route: '/creditZone',
  session: 'buyer',
  docs: {
    summary:
      'The deduction zone (goods partly payable with points) and the cash-coupon zone, two tabs chosen by ?zone=deduction (default) or ?zone=cash: each goods says what points or a cash coupon cover of it and opens the goods; the cash zone shows the member\'s usable cash coupons and the cash-coupon plans (trade cash coupons for a coupon) first.',
    calls: [catalogue.cashCouponZone, catalogue.cashCoupons, catalogue.proposePage],
  },
  scenarios: {
    call: catalogue.deductionZone,
    emptyData: { list: [], total: 0, pageNo: 1, pageSize: 20, hasMore: false },
    expectSuccess: async (canvas, t) => {
      const content = await canvas.findByTestId(creditZoneTestId);
      await expect(content).toHaveAttribute('data-zone', 'deduction');
      await expect(within(content).getAllByTestId(zoneGoodsTestId)).toHaveLength(5);
      const row = within(content).getByRole('button', { name: DAHONGPAO }).closest('li');
      await expect(row).toHaveTextContent(t('creditZone.deductionCovers', { amount: '¥30.00' }));
      await expect(row).toHaveTextContent(t('creditZone.payRest', { amount: '¥238.00' }));
      await expect(canvas.getByRole('tab', { name: t('creditZone.deduction') })).toHaveAttribute('aria-selected', 'true');
    },
    expectEmpty: async (canvas, t) => {
      await expect(await canvas.findByText(t('creditZone.empty'))).toBeVisible();
    },
  },
  widths: [320],
  variants: {
    English: async (canvas, t) => {
      await expect(await canvas.findByRole('tab', { name: t('creditZone.cash') })).toBeVisible();
      await expect(await canvas.findByText(t('creditZone.deductionIntro'))).toBeVisible();
    },
  },
});

const meta = { title: 'Screens/Activity/CreditZone', ...screen.meta } satisfies Meta<typeof CreditZoneScreen>;
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

/**
 * ?zone=cash (my coupons links here): the buyer's usable cash coupons, the cash-coupon plans (去使用,
 * or 已结束 / 已使用), then the goods a cash coupon covers part of.
 */
export const CashZone: Story = {
  parameters: { route: '/creditZone?zone=cash' },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const wallet = await canvas.findByTestId(cashWalletTestId);
    await expect(wallet).toHaveTextContent(t('creditZone.walletCount', { count: 3, amount: '¥20.00' }));
    const plans = await canvas.findByTestId(cashPlanTestIds.section);
    const rows = await within(plans).findAllByTestId(cashPlanTestIds.row);
    await expect(rows.map((row) => row.dataset.state)).toEqual(['open', 'open', 'open', 'ended', 'used']);
    await expect(rows[0]).toHaveTextContent(t('creditZone.planNeeds', { amount: '¥10.00' }));
    await expect(rows[0]).toHaveTextContent(t('creditZone.planGives', { name: '冬藏满 299 减 40' }));
    await expect(rows[0]).toHaveTextContent(t('creditZone.planOpen'));
    await expect(rows[3]).toHaveTextContent(t('creditZone.planEnded'));
    await expect(rows[4]).toHaveTextContent(t('creditZone.planUsed'));
    const content = await canvas.findByTestId(creditZoneTestId);
    await expect(content).toHaveAttribute('data-zone', 'cash');
    const row = within(content).getByRole('button', { name: DAHONGPAO }).closest('li');
    await expect(row).toHaveTextContent(t('creditZone.cashCovers', { amount: '¥50.00' }));
    await expect(canvas.getByRole('tab', { name: t('creditZone.cash') })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Tapping the cash-coupon tab switches the zone and writes it in the address. */
export const SwitchToCash: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await canvas.findByTestId(creditZoneTestId);
    await userEvent.click(canvas.getByRole('tab', { name: t('creditZone.cash') }));
    await expect(await canvas.findByTestId(cashWalletTestId)).toBeVisible();
    await expectLocation('/creditZone?zone=cash');
    await expect(await canvas.findByText(t('creditZone.cashIntro'))).toBeVisible();
  },
};

/** A goods of the zone opens its detail page. */
export const OpenGoods: Story = {
  parameters: endsOn('/goods/detail/g-1101'),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: DAHONGPAO }));
    await expectRoute('/goods/detail/g-1101');
  },
};

/** A plan of the cash tab opens in place (?plan=, a step of its own in the history). */
export const OpenPlan: Story = {
  parameters: { route: '/creditZone?zone=cash' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '¥10 现金券换 冬藏满 299 减 40' }));
    await expectLocation('/creditZone?zone=cash&plan=pr-01');
    await expect(await canvas.findByTestId(planDetailTestIds.detail)).toBeVisible();
  },
};

/** Back on an open plan closes it: the cash tab again. */
export const PlanBackToCash: Story = {
  parameters: { route: '/creditZone?zone=cash' },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await userEvent.click(await canvas.findByRole('button', { name: '¥10 现金券换 冬藏满 299 减 40' }));
    await expect(await canvas.findByTestId(planDetailTestIds.detail)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('header.back') }));
    await expectLocation('/creditZone?zone=cash');
    await expect(await canvas.findByTestId(cashPlanTestIds.section)).toBeVisible();
  },
};
