import type { CallFailure } from '@/api/errors';
import type { Meta, StoryObj } from '@storybook/react-vite';
import dayjs from 'dayjs';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ApiError } from '@/api/errors';
import type { MyCoupon } from '@/api/types/member';
import { couponUsability, type CouponOrder } from '@/components/CouponCard/coupon';
import { fen } from '@/lib/money';
import type { PageResult } from '@/api/types/common';
import { CouponPopup, type CouponPopupProps, type RatedCoupon } from '@/screens/cart/CouponPopup';
import { MOCK_NOW } from '@mocks/clock';
import { coupons, memberCoupons } from '@mocks/data/member';
import { findOpenSheet, page } from '../../../support/assertions';
import { visualModes } from '../../../support/modes';
import { screenVariants } from '../../../support/screenStories';
import { textOf } from '../../../support/text';

/** A coupon of the seed catalogue (mocks/data/member) as the member holds it, unused. */
function held(id: string, couponId: string, receiveTime: string): MyCoupon {
  const coupon = coupons.find((candidate) => candidate.couponId === couponId);
  if (!coupon) throw new Error(`no seed coupon ${couponId}`);
  const { name, type, amount, discount, threshold, description, image, startTime, endTime, scope, categoryId, categoryName } = coupon;
  return { id, couponId, name, type, amount, discount, threshold, description, image, startTime, endTime, scope, categoryId, categoryName, status: 0, receiveTime, useTime: null };
}

const seedHeld = (id: string) => {
  const record = memberCoupons.find((candidate) => candidate.id === id)!;
  return held(record.id, record.couponId, record.receiveTime);
};

/**
 * The buyer's unused coupons (会员抵扣券, 暖茶节满 199 减 30) plus three more from the seed catalogue,
 * rated the way the confirm-order screen rates them, for buying one 勐海古树普洱生茶饼 357克 / 2019
 * (¥368.00) at the stories' fixed clock (2026-11-20).
 */
const ORDER_AMOUNT = 368;
/** the order the coupons are rated for: one line of 普洱茶 (c-01), its whole amount left to pay */
const ORDER: CouponOrder = { lines: [{ categoryId: 'c-01', amount: fen(ORDER_AMOUNT) }], payableGoods: fen(ORDER_AMOUNT) };
const rate = (coupon: MyCoupon): RatedCoupon => ({ coupon, usability: couponUsability(coupon, ORDER, dayjs(MOCK_NOW)) });
const wallet: RatedCoupon[] = [
  seedHeld('mc-8004'),
  seedHeld('mc-8002'),
  held('mc-8005', 'cp-03', '2026-11-03 12:00:00'),
  held('mc-8006', 'cp-05', '2026-11-16 09:40:00'),
  held('mc-8007', 'cp-08', '2026-11-18 20:05:00'),
].map(rate);
/** 满 499 减 80 (¥131.00 short) and the spring coupon (from 2027.01.10): nothing usable. */
const nothingUsable = wallet.filter((entry) => !entry.usability.usable);

const networkError: ApiError = { kind: 'network', timeout: false, message: 'Network Error' };

/**
 * The story's controls: the state of the member's coupons query (`status`, `error`, `retrying`,
 * `onRetry` as its refetch) and the coupons it answered, already rated.
 */
type PopupArgs = Omit<CouponPopupProps, 'query' | 'rate'> & {
  status: 'loading' | 'error' | 'ready';
  error?: CallFailure;
  retrying: boolean;
  onRetry: () => void;
  coupons: RatedCoupon[];
};

/** The query hook's result in the state the controls say (what the screen passes through as it is). */
function couponsQuery({ status, error, retrying, onRetry, coupons: rated }: PopupArgs): CouponPopupProps['query'] {
  const list = rated.map((entry) => entry.coupon);
  const data: PageResult<MyCoupon> = { list, total: list.length, pageNo: 1, pageSize: 50, hasMore: false };
  return { data: status === 'ready' ? data : undefined, error: status === 'error' ? error : undefined, isLoading: status === 'loading', isFetching: retrying, refetch: onRetry };
}

/** Holds the chosen coupon and the open state as the confirm-order screen does. */
function StatefulCouponPopup(props: PopupArgs) {
  const [chosenId, setChosenId] = useState(props.chosenId);
  const [visible, setVisible] = useState(props.visible);
  return (
    <CouponPopup
      query={couponsQuery(props)}
      rate={() => props.coupons}
      visible={visible}
      chosenId={chosenId}
      onChoose={(couponId) => {
        setChosenId(couponId);
        props.onChoose(couponId);
      }}
      onClose={() => {
        setVisible(false);
        props.onClose();
      }}
    />
  );
}

/**
 * The bottom sheet of confirm order for choosing a coupon. Usable coupons are a radio group (each
 * card a radio, then 不使用优惠券); the others follow under 不可用优惠券 with what is missing
 * (还差 ¥131.00 可用, 2027.01.10 起可用). While the member's coupons load it shows a skeleton; a failed
 * load shows the error with 重新加载. Choosing reports the member coupon id (null for none).
 */
const meta: Meta<PopupArgs> = {
  title: 'Screens/Cart/Parts/CouponPopup',
  // the props table shows the story's controls: the query's state and the coupons it answered
  component: StatefulCouponPopup,
  tags: ['autodocs'],
  args: {
    visible: true,
    status: 'ready',
    coupons: wallet,
    chosenId: 'mc-8004',
    retrying: false,
    onRetry: fn(),
    onChoose: fn(),
    onClose: fn(),
  },
  argTypes: {
    visible: { control: 'boolean' },
    status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] },
    coupons: {
      control: 'select',
      options: ['wallet', 'nothingUsable', 'none'],
      mapping: { wallet, nothingUsable, none: [] },
      description: 'the member\u2019s unused coupons, rated for a ¥368.00 order',
    },
    chosenId: { control: 'select', options: [null, ...wallet.map((entry) => entry.coupon.id)] },
    error: { control: false },
    retrying: { control: 'boolean' },
  },
  render: (args) => <StatefulCouponPopup key={`${args.status}-${String(args.chosenId)}-${String(args.visible)}`} {...args} />,
};

export default meta;
type Story = StoryObj<PopupArgs>;

/** The popup renders in a portal on document.body. */
const sheet = async () => within(await findOpenSheet('coupon-popup'));
const radioOf = async (name: string) => {
  const card = (await sheet()).getByText(name).closest<HTMLElement>('[role="radio"]');
  if (!card) throw new Error(`${name} is not a radio`);
  return card;
};

/** Shot at 320 too, in both languages: the cards are narrowest here (the checked ring beside them). */
export const ChooseCoupon: Story = {
  parameters: visualModes({ widths: [320] }),
  play: async ({ args, globals }) => {
    const t = textOf(globals);
    const popup = await sheet();
    await expect(popup.getByRole('heading', { name: t('cart.chooseCoupon') })).toBeVisible();
    const usable = popup.getByRole('radiogroup', { name: t('cart.couponUsable', { count: 3 }) });
    await expect(within(usable).getAllByRole('radio')).toHaveLength(4);
    await expect(await radioOf('暖茶节满 199 减 30')).toHaveAttribute('aria-checked', 'true');
    await expect(popup.getByRole('radio', { name: t('cart.couponNotUse') })).toHaveAttribute('aria-checked', 'false');
    await expect(popup.getByText(t('cart.couponUnusable', { count: 2 }))).toBeVisible();
    await expect(popup.getByText(t('cart.couponShortBy', { amount: '131.00' }))).toBeVisible();
    await expect(popup.getByText(t('cart.couponNotStarted', { date: '2027.01.10' }))).toBeVisible();
    await userEvent.click(await radioOf('普洱九折券'));
    await expect(args.onChoose).toHaveBeenCalledWith('mc-8005');
    await expect(await radioOf('普洱九折券')).toHaveAttribute('aria-checked', 'true');
    await expect(await radioOf('暖茶节满 199 减 30')).toHaveAttribute('aria-checked', 'false');
  },
};

/** Nothing chosen yet: 不使用优惠券 is the checked radio. */
export const NoneChosen: Story = {
  args: { chosenId: null },
  play: async ({ args, globals }) => {
    const noCoupon = { name: textOf(globals)('cart.couponNotUse') };
    const popup = await sheet();
    await expect(popup.getByRole('radio', noCoupon)).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(await radioOf('会员抵扣券'));
    await expect(args.onChoose).toHaveBeenLastCalledWith('mc-8002');
    await userEvent.click(popup.getByRole('radio', noCoupon));
    await expect(args.onChoose).toHaveBeenLastCalledWith(null);
  },
};

/** Coupons the order does not reach cannot be chosen; the sheet says there is none to use. */
export const NothingUsable: Story = {
  args: { coupons: nothingUsable, chosenId: null },
  play: async ({ globals }) => {
    const t = textOf(globals);
    const popup = await sheet();
    await expect(popup.getByText(t('cart.couponNoneText'))).toBeVisible();
    await expect(popup.queryByRole('radiogroup')).toBeNull();
    await expect(popup.queryByRole('radio')).toBeNull();
    await expect(popup.getByText(t('cart.couponUnusable', { count: 2 }))).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', coupons: [], chosenId: null },
  parameters: { visual: { showsLoading: true } },
  play: async ({ globals }) => {
    const popup = await sheet();
    await expect(popup.getByTestId('page-skeleton')).toHaveAttribute('aria-busy', 'true');
    await expect(popup.queryByText(textOf(globals)('cart.couponNoneText'))).toBeNull();
  },
};

/** The member's coupons failed to load: the error with a retry. */
export const LoadFailed: Story = {
  args: { status: 'error', error: networkError, coupons: [], chosenId: null },
  play: async ({ args, globals }) => {
    const t = textOf(globals);
    const popup = await sheet();
    await expect(popup.getByTestId('error-state')).toHaveTextContent(t('state.networkError'));
    await userEvent.click(popup.getByRole('button', { name: t('state.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** 关闭 closes the sheet without choosing. */
export const Close: Story = {
  play: async ({ args, globals }) => {
    await userEvent.click((await sheet()).getByRole('button', { name: textOf(globals)('cart.close') }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page().queryByTestId('coupon-popup')).toBeNull());
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};

const variants = screenVariants({
  English: async (_canvas, t) => {
    await expect((await sheet()).getByRole('radio', { name: t('cart.couponNotUse') })).toBeVisible();
  },
});

export const English: Story = variants.English;
