import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import MyCouponScreen from '@/screens/coupon/MyCouponScreen';
import { currentLocation, expectLocation } from '../../support/assertions';
import { endsOn } from '../../support/flows';
import { expectEmptyView } from '../../support/scenarios';
import { screenStories } from '../../support/screenStories';
import { textOf } from '../../support/text';
import { couponCard, expectCardSays, listedCoupons } from './couponSteps';

/**
 * /myCoupon as the buyer (林清茶): unused 暖茶节满 199 减 30 (shop-wide) and 会员抵扣券 (a voucher of the
 * deduction zone), newest first; used 新人专享券; expired 双十一满 399 减 60.
 */
const UNUSED = ['暖茶节满 199 减 30', '会员抵扣券'];

const screen = screenStories({
  component: MyCouponScreen,
  route: '/myCoupon',
  session: 'buyer',
  docs: {
    summary:
      "The member's coupons by status (未使用, 已使用, 已过期; `?status=`), infinite scroll and pull to refresh; 去使用 opens the goods a coupon applies to. Above the list, the deduction zone and the cash-coupon zone (/creditZone?zone=deduction|cash); the header opens the coupon centre.",
  },
  scenarios: {
    call: catalogue.myCoupons,
    businessMessage: '优惠券服务繁忙，请稍后再试',
    emptyData: { list: [], total: 0, pageNo: 1, pageSize: 10, hasMore: false },
    expectSuccess: async (canvas, t) => {
      await waitFor(() => expect(listedCoupons(canvas)).toEqual(UNUSED));
      await expect(canvas.getByRole('tab', { name: t('myCoupon.tab.0') })).toHaveAttribute('aria-selected', 'true');
      await expectCardSays(canvas, '会员抵扣券', t('cart.couponCard.use'));
      const zones = within(canvas.getByRole('navigation', { name: t('myCoupon.zonesLabel') }));
      await expect(zones.getByRole('button', { name: new RegExp(t('myCoupon.deductionZone')) })).toBeVisible();
      await expect(zones.getByRole('button', { name: new RegExp(t('myCoupon.cashZone')) })).toBeVisible();
    },
    expectEmpty: expectEmptyView('myCoupon.empty.0', { button: 'myCoupon.goCollect', is: 'visible' }),
  },
  // the tabs and the zone entries tighten at 320
  widths: [320],
});

const meta = { title: 'Screens/Coupon/MyCoupon', ...screen.meta } satisfies Meta<typeof MyCouponScreen>;
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

/** `?status=1` opens on 已使用: the used coupon, stamped, without a button. */
export const UsedTab: Story = {
  parameters: { route: '/myCoupon?status=1' },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await waitFor(() => expect(listedCoupons(canvas)).toEqual(['新人专享券']));
    await expectCardSays(canvas, '新人专享券', t('cart.couponCard.used'));
    await expect(within(await couponCard(canvas, '新人专享券')).queryByRole('button')).toBeNull();
  },
};

/** Tapping 已过期 writes `?status=2` and lists the expired coupon. */
export const ExpiredTab: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await waitFor(() => expect(listedCoupons(canvas)).toEqual(UNUSED));
    await userEvent.click(canvas.getByRole('tab', { name: t('myCoupon.tab.2') }));
    await waitFor(() => expect(currentLocation()).toBe('/myCoupon?status=2'));
    await waitFor(() => expect(listedCoupons(canvas)).toEqual(['双十一满 399 减 60']));
    await expectCardSays(canvas, '双十一满 399 减 60', t('cart.couponCard.expired'));
  },
};

/** 去使用 on a shop-wide coupon opens the goods categories: every goods qualifies. */
export const UseShopWideOpensGoods: Story = {
  parameters: { ...endsOn('/goods/category') },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const card = await couponCard(canvas, '暖茶节满 199 减 30');
    await userEvent.click(within(card).getByRole('button', { name: t('cart.couponCard.use') }));
    await expectLocation('/goods/category');
  },
};

/**
 * 去使用 on the voucher opens the deduction zone, and 现金券专区 the cash-coupon zone: both are
 * /creditZone, told apart by `?zone=`. That screen is built separately, so the story checks the
 * address only and takes no picture of it.
 */
export const VoucherAndZonesOpenCreditZone: Story = {
  parameters: { ...endsOn('/creditZone'), visual: { skip: true, reason: 'ends on /creditZone, a screen of another area' } },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const card = await couponCard(canvas, '会员抵扣券');
    await userEvent.click(within(card).getByRole('button', { name: t('cart.couponCard.use') }));
    await expectLocation('/creditZone?zone=deduction');
  },
};

/** 现金券专区 opens /creditZone?zone=cash. */
export const CashZoneEntry: Story = {
  parameters: { ...endsOn('/creditZone'), visual: { skip: true, reason: 'ends on /creditZone, a screen of another area' } },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await waitFor(() => expect(listedCoupons(canvas)).toEqual(UNUSED));
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(t('myCoupon.cashZone')) }));
    await expectLocation('/creditZone?zone=cash');
  },
};
