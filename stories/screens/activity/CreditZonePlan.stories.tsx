import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import CreditZoneScreen from '@/screens/activity/CreditZoneScreen';
import { planDetailTestIds } from '@/screens/activity/PlanDetail';
import { answerLost } from '@mocks/answerLost';
import { db } from '@mocks/db';
import { scenario } from '@mocks/scenarios';
import { expectRoute, expectToast, page, patience } from '../../support/assertions';
import { endsOn } from '../../support/flows';
import { noDialogLeft } from '../../support/scenarios';
import { screenStories } from '../../support/screenStories';
import { textOf, type StoryText } from '../../support/text';
import type { Canvas } from '../../support/scenarios';

/*
 * A cash-coupon plan opened from /creditZone's cash tab. The buyer holds ¥20.00 of cash coupons:
 * cc-5102 ¥5.00 (expires 12-05), cc-5101 ¥5.00 (12-20) and cc-5103 ¥10.00 (2027-01-15).
 */

/** pr-01: ¥10.00 for 冬藏满 299 减 40; the two ¥5.00 coupons expiring first pay it. */
const PLAN = 'pr-01';
const PLAN_TITLE = '¥10 现金券换 冬藏满 299 减 40';
const GRANT = '冬藏满 299 减 40';
/** pr-03: ¥30.00 for 暖茶节满 499 减 80, more than the buyer holds. */
const DEAR_PLAN = 'pr-03';

const canvasText = (canvas: Canvas) => canvas.getByTestId(planDetailTestIds.detail).textContent ?? '';
const routeOf = (proposeId: string) => `/creditZone?zone=cash&plan=${proposeId}`;
const granted = () => db.memberCoupons.filter((held) => held.memberId === 'm-10086' && held.couponId === 'cp-09').length;

const screen = screenStories({
  component: CreditZoneScreen,
  route: routeOf(PLAN),
  session: 'buyer',
  docs: {
    summary:
      'A cash-coupon plan of the cash tab (?zone=cash&plan=<id>, back closes it): what it needs against the cash coupons the buyer holds, the coupons a use would spend (earliest expiry first, whole), the member coupon it gives and its rules; Use now asks first, then trades the cash coupons for the coupon, which lands in My coupons.',
    calls: [catalogue.cashCoupons, catalogue.proposeUse],
  },
  scenarios: {
    call: catalogue.proposeDetail,
    businessMessage: '方案不存在或已下架',
    expectSuccess: async (canvas, t) => {
      const detail = await canvas.findByTestId(planDetailTestIds.detail);
      await expect(within(detail).getByRole('heading', { name: PLAN_TITLE })).toBeVisible();
      await waitFor(() => expect(canvas.getByTestId(planDetailTestIds.held)).toHaveTextContent('¥20.00'));
      const spend = canvas.getByTestId(planDetailTestIds.spend);
      await expect(within(spend).getAllByRole('listitem')).toHaveLength(2);
      await expect(spend).toHaveTextContent(t('creditZone.planSpendSum', { amount: '¥10.00' }));
      await expect(detail).toHaveTextContent(GRANT);
      await expect(detail).toHaveTextContent(t('creditZone.planGiveUntil', { end: '2026-12-31' }));
      await expect(canvas.getByRole('button', { name: t('creditZone.planUseNow') })).toBeEnabled();
    },
  },
  widths: [320],
});

const meta = { title: 'Screens/Activity/CreditZonePlan', ...screen.meta } satisfies Meta<typeof CreditZoneScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = screen.Success;
export const BusinessError: Story = screen.BusinessError;
export const SessionExpired: Story = screen.SessionExpired;
export const ForcedOffline: Story = screen.ForcedOffline;
export const ForcedOfflineGotIt: Story = screen.ForcedOfflineGotIt;
export const Loading: Story = screen.Loading;
export const NetworkError: Story = screen.NetworkError;

/** 立即使用, once the wallet has loaded and it takes taps. */
async function useButton(canvas: Canvas, t: StoryText): Promise<HTMLElement> {
  return waitFor(() => {
    const button = canvas.getByRole('button', { name: t('creditZone.planUseNow') });
    if ((button as HTMLButtonElement).disabled) throw new Error('立即使用 is not ready');
    return button;
  });
}

/** 确认兑换 in the confirmation. */
async function confirm(t: StoryText): Promise<void> {
  const dialog = await page().findByRole('dialog');
  await expect(dialog).toHaveTextContent(t('creditZone.planConfirmBody', { amount: '¥10.00', name: GRANT }));
  await userEvent.click(within(dialog).getByRole('button', { name: t('creditZone.planConfirm') }));
}

/** The plan used: 已使用 (disabled), the wallet down to ¥10.00, the granted coupon with 去查看. */
async function expectUsed(canvas: Canvas, t: StoryText): Promise<void> {
  await expect(await canvas.findByRole('button', { name: t('creditZone.planUsed') })).toBeDisabled();
  await waitFor(() => expect(canvas.getByTestId(planDetailTestIds.held)).toHaveTextContent('¥10.00'));
  const done = canvas.getByTestId(planDetailTestIds.granted);
  await expect(done).toHaveTextContent(t('creditZone.planGranted', { name: GRANT }));
  await expect(within(done).getByRole('button', { name: t('creditZone.planViewCoupons') })).toBeVisible();
}

/** 立即使用, confirmed: 兑换成功, the plan reads 已使用, the wallet drops and the coupon is granted once. */
export const UsePlan: Story = {
  beforeEach: noDialogLeft,
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await userEvent.click(await useButton(canvas, t));
    await confirm(t);
    await expectToast(t('creditZone.planDone'));
    await expectUsed(canvas, t);
    await expect(granted()).toBe(1);
  },
};

/** A plan that needs more than the buyer holds: the reason shows and 立即使用 cannot be tapped. */
export const UsePlanNotEnough: Story = {
  parameters: { route: routeOf(DEAR_PLAN) },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await waitFor(() => expect(canvas.getByTestId(planDetailTestIds.held)).toHaveTextContent('¥20.00'));
    await expect(await canvas.findByText(t('creditZone.planShort', { amount: '¥10.00' }))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('creditZone.planUseNow') })).toBeDisabled();
    await expect(canvas.queryByTestId(planDetailTestIds.spend)).toBeNull();
  },
};

/** The server refuses (the plan ended while the page was open): its words once, the plan unchanged. */
export const UsePlanRefused: Story = {
  parameters: { msw: { handlers: { scenario: [scenario.businessError(catalogue.proposeUse, '方案已结束')] } } },
  beforeEach: noDialogLeft,
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await userEvent.click(await useButton(canvas, t));
    await confirm(t);
    await expectToast('方案已结束');
    await expect(await useButton(canvas, t)).toBeEnabled();
    await expect(canvasText(canvas)).not.toContain('方案已结束');
    await expect(granted()).toBe(0);
  },
};

const lostUse = answerLost(catalogue.proposeUse);

/**
 * Exactly once: five fast taps on 立即使用 (one confirmation), and the answer is lost after the
 * server spent the coupons. The buyer sees the network words once; the plan asks again and shows
 * what the server holds: used once, the coupon granted once.
 */
export const UsePlanAnswerLostFiveTaps: Story = {
  parameters: { msw: { handlers: { scenario: [lostUse.handler] } }, allowConsoleErrors: ['net::ERR_FAILED'] },
  beforeEach: async () => {
    lostUse.reset();
    await noDialogLeft();
  },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const button = await useButton(canvas, t);
    for (let tap = 0; tap < 5; tap += 1) button.click();
    await confirm(t);
    await expectToast(t('state.networkError'));
    await expectUsed(canvas, t);
    await expect(lostUse.reached()).toBe(1);
    await expect(granted()).toBe(1);
  },
};

/** A used plan's 去查看 opens my coupons, where the granted coupon is listed. */
export const ViewGrantedCoupon: Story = {
  parameters: { route: routeOf('pr-05'), ...endsOn('/myCoupon') },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const done = await canvas.findByTestId(planDetailTestIds.granted);
    await expect(canvas.getByRole('button', { name: t('creditZone.planUsed') })).toBeDisabled();
    await userEvent.click(within(done).getByRole('button', { name: t('creditZone.planViewCoupons') }));
    await expectRoute('/myCoupon');
    await expect(await canvas.findByText('会员抵扣券', {}, patience(3000))).toBeVisible();
  },
};
