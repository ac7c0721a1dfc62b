import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import CollectCouponsScreen from '@/screens/coupon/CollectCouponsScreen';
import { actionStories } from '../../support/actionStories';
import { currentLocation, expectRoute, expectToast } from '../../support/assertions';
import { endsOn } from '../../support/flows';
import { expectEmptyView } from '../../support/scenarios';
import { screenStories } from '../../support/screenStories';
import { textOf } from '../../support/text';
import { buyerHolds, expectCardSays, listedCoupons, receiveButton } from './couponSteps';

/**
 * /collectCoupons as the buyer (林清茶): the running coupons of the seed. 新人专享券 used already
 * (已达上限), 暖茶节满 199 减 30 and 会员抵扣券 held unused (已领取), 岩茶专享满减券 sold out (已抢光, last),
 * the others to collect.
 */
const ALL = ['新人专享券', '普洱九折券', '暖茶节满 199 减 30', '暖茶节满 499 减 80', '会员抵扣券', '冬藏满 299 减 40', '明前绿茶满 199 减 25', '岩茶专享满减券'];
/** 普洱九折券 (cp-03): one per member, 128 left. */
const PUER = '普洱九折券';

const screen = screenStories({
  component: CollectCouponsScreen,
  route: '/collectCoupons',
  session: 'buyer',
  docs: {
    summary:
      'The coupon centre: the running coupons by tab (全部, 商品券, 全场券; `?scope=`), each with its rule, validity and the receive state the server gives (立即领取, 已领取, 已抢光, 已达上限). Receiving refreshes my coupons and the checkout coupon sheet.',
    calls: [catalogue.receiveCoupon],
  },
  scenarios: {
    call: catalogue.couponCenter,
    businessMessage: '领券中心维护中，请稍后再来',
    emptyData: { list: [], total: 0, pageNo: 1, pageSize: 10, hasMore: false },
    expectSuccess: async (canvas, t) => {
      await waitFor(() => expect(listedCoupons(canvas)).toEqual(ALL));
      await expect(canvas.getByRole('tab', { name: t('collectCoupons.tab.all') })).toHaveAttribute('aria-selected', 'true');
      await expectCardSays(canvas, '新人专享券', t('cart.couponCard.limitReached'));
      await expectCardSays(canvas, '暖茶节满 199 减 30', t('cart.couponCard.received'));
      await expectCardSays(canvas, '岩茶专享满减券', t('cart.couponCard.soldOut'));
      await expect(await receiveButton(canvas, t, PUER)).toBeEnabled();
    },
    expectEmpty: expectEmptyView('collectCoupons.emptyTitle'),
  },
  // the tabs and the stamps tighten at 320
  widths: [320],
});

const meta = { title: 'Screens/Coupon/CollectCoupons', ...screen.meta } satisfies Meta<typeof CollectCouponsScreen>;
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

/** `?scope=2` opens on 商品券: the coupons of one category or of the deduction zone, sold-out last. */
export const GoodsTab: Story = {
  parameters: { route: '/collectCoupons?scope=2' },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await waitFor(() => expect(listedCoupons(canvas)).toEqual(['普洱九折券', '会员抵扣券', '明前绿茶满 199 减 25', '岩茶专享满减券']));
    await expect(canvas.getByRole('tab', { name: t('collectCoupons.tab.goods') })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Tapping 全场券 writes `?scope=1` and lists the shop-wide coupons. */
export const ShopWideTab: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await waitFor(() => expect(listedCoupons(canvas)).toEqual(ALL));
    await userEvent.click(canvas.getByRole('tab', { name: t('collectCoupons.tab.shopWide') }));
    await waitFor(() => expect(currentLocation()).toBe('/collectCoupons?scope=1'));
    await waitFor(() => expect(listedCoupons(canvas)).toEqual(['新人专享券', '暖茶节满 199 减 30', '暖茶节满 499 减 80', '冬藏满 299 减 40']));
  },
};

/** 立即领取 on 普洱九折券: sent once, 领取成功, and the card turns 已领取 as the server now says. */
const receive = actionStories({
  name: 'Receive',
  call: catalogue.receiveCoupon,
  route: '/collectCoupons',
  act: async (canvas, t) => userEvent.click(await receiveButton(canvas, t, PUER)),
  expectKept: async (canvas, t) => {
    await expect(await receiveButton(canvas, t, PUER)).toBeEnabled();
  },
  expectBusy: async (canvas, t) => {
    await waitFor(async () => expect(await receiveButton(canvas, t, PUER)).toBeDisabled());
  },
  expectDone: async (canvas, t) => {
    await expectToast(t('collectCoupons.received'));
    await expectCardSays(canvas, PUER, t('cart.couponCard.received'));
    await expect(buyerHolds('cp-03')).toBe(1);
  },
  businessMessage: '优惠券已领完',
});
export const ReceiveSuccess: Story = receive.ReceiveSuccess;
export const ReceiveBusy: Story = receive.ReceiveBusy;
export const ReceiveBusinessError: Story = receive.ReceiveBusinessError;
export const ReceiveSessionExpired: Story = receive.ReceiveSessionExpired;
export const ReceiveForcedOffline: Story = receive.ReceiveForcedOffline;
export const ReceiveForcedOfflineGotIt: Story = receive.ReceiveForcedOfflineGotIt;
export const ReceiveNetworkError: Story = receive.ReceiveNetworkError;

/** The header's 我的优惠券 opens my coupons. */
export const HeaderOpensMyCoupons: Story = {
  parameters: { ...endsOn('/myCoupon') },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await waitFor(() => expect(listedCoupons(canvas)).toEqual(ALL));
    await userEvent.click(canvas.getByRole('button', { name: t('collectCoupons.mine') }));
    await expectRoute('/myCoupon');
  },
};
