import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CouponCard } from '@/components/CouponCard/CouponCard';
import type { CouponCardData } from '@/components/CouponCard/coupon';
import { storyMaker } from '../support/storyMaker';
import { framed } from '../support/frame';
import { atWidth } from '../support/viewports';

const winter: CouponCardData = {
  name: '暖茶节满 199 减 30',
  type: 1,
  amount: 30,
  discount: 1,
  threshold: 199,
  description: '冬季暖茶节专享，全场通用',
  startTime: '2026-11-15 00:00:00',
  endTime: '2026-12-15 23:59:59',
};

const yancha: CouponCardData = {
  name: '岩茶专享满减券',
  type: 1,
  amount: 50,
  discount: 1,
  threshold: 299,
  description: '武夷岩茶类商品满 299 元可用',
  startTime: '2026-01-01 00:00:00',
  endTime: '2026-12-31 23:59:59',
};

/**
 * A coupon as a ticket: value and threshold on the left; name, rules and validity on the right;
 * then 去使用 / 立即领取, or the 已使用 / 已过期 / 已领取 stamp. In checkout the card is a radio.
 */
const meta = {
  title: 'Components/CouponCard',
  component: CouponCard,
  tags: ['autodocs'],
  args: { coupon: winter, status: 'unused', onAction: fn(), actionLoading: false },
  argTypes: {
    status: { control: 'select', options: ['unused', 'used', 'expired', 'receivable', 'received'] },
    checked: { control: 'boolean' },
    disabledReason: { control: 'text' },
  },
  decorators: [framed({ padding: 12, background: 'var(--tm-bg)' })],
} satisfies Meta<typeof CouponCard>;

export default meta;
type Story = StoryObj<typeof meta>;
const story = storyMaker<typeof meta>();

export const Unused: Story = story(async ({ canvas, args, t }) => {
  await expect(canvas.getByText(t('cart.couponCard.threshold', { amount: '199' }))).toBeVisible();
  await expect(canvas.getByText(t('cart.couponCard.amountLabel', { amount: '30' }))).toBeInTheDocument();
  await expect(canvas.getByText('2026.11.15 - 2026.12.15')).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: t('cart.couponCard.use') }));
  await expect(args.onAction).toHaveBeenCalledTimes(1);
});

export const Discount: Story = story(
  {
    args: {
      coupon: {
        name: '普洱九折券',
        type: 2,
        amount: 0,
        discount: 0.9,
        threshold: 0,
        description: '普洱茶类商品 9 折，无门槛',
        startTime: '2026-11-01 00:00:00',
        endTime: '2026-11-30 23:59:59',
      },
    },
  },
  async ({ canvas, t }) => {
    await expect(canvas.getByText(t('cart.couponCard.discountValue', { zhe: '9', off: '10' }))).toBeVisible();
    await expect(canvas.getByText(t('cart.couponCard.noThreshold'))).toBeVisible();
    await expect(canvas.getByText(t('cart.couponCard.type2'))).toBeVisible();
  },
);

export const Used: Story = story({ args: { status: 'used' } }, async ({ canvas, t }) => {
  await expect(canvas.getByText(t('cart.couponCard.used'))).toBeVisible();
  await expect(canvas.queryByRole('button')).toBeNull();
});

export const Expired: Story = story(
  {
    args: {
      status: 'expired',
      coupon: { ...winter, name: '双十一满 399 减 60', amount: 60, threshold: 399, description: '双十一限时券', startTime: '2026-11-01 00:00:00', endTime: '2026-11-12 23:59:59' },
    },
  },
  async ({ canvas, t }) => {
    await expect(canvas.getByText(t('cart.couponCard.expired'))).toBeVisible();
  },
);

export const Receivable: Story = story({ args: { status: 'receivable', coupon: yancha } }, async ({ canvas, args, t }) => {
  await userEvent.click(canvas.getByRole('button', { name: t('cart.couponCard.receive') }));
  await expect(args.onAction).toHaveBeenCalledTimes(1);
});

export const Receiving: Story = story({ args: { status: 'receivable', coupon: yancha, actionLoading: true } }, async ({ canvas }) => {
  await expect(canvas.getByRole('button')).toBeDisabled();
});

export const Received: Story = story({ args: { status: 'received', coupon: yancha } }, async ({ canvas, t }) => {
  await expect(canvas.getByText(t('cart.couponCard.received'))).toBeVisible();
});

/** Checkout: the card is a radio; tapping it chooses the coupon. */
export const Choosable: Story = story({ args: { onSelect: fn(), checked: true } }, async ({ canvas, args }) => {
  const radio = canvas.getByRole('radio');
  await expect(radio).toHaveAttribute('aria-checked', 'true');
  await userEvent.click(radio);
  await expect(args.onSelect).toHaveBeenCalledTimes(1);
});

/** Checkout: not usable for this order, with the reason; it cannot be chosen. */
export const NotUsableHere: Story = story({ args: { coupon: yancha, onSelect: fn(), disabledReason: '还差 ¥35.00 可用' } }, async ({ canvas }) => {
  await expect(canvas.getByText('还差 ¥35.00 可用')).toBeVisible();
  await expect(canvas.queryByRole('radio')).toBeNull();
});

const puer: CouponCardData = {
  name: '普洱九折券',
  type: 2,
  amount: 0,
  discount: 0.9,
  threshold: 0,
  description: '普洱茶类商品 9 折，无门槛',
  startTime: '2026-11-01 00:00:00',
  endTime: '2026-11-30 23:59:59',
};

/** How many lines an element's text takes. */
function linesOf(element: Element): number {
  const range = document.createRange();
  range.selectNodeContents(element);
  return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
}

/**
 * The narrowest webview (320 px), where English runs out of room first: each name shows whole on
 * up to two lines, the value fits its column, the stamp fits its ring and the button keeps to one
 * line (the plays run in Chinese and again in English).
 */
export const Narrowest: Story = story(
  {
    ...atWidth(320),
    render: (args) => (
      <div style={{ display: 'grid', gap: 12 }}>
        <CouponCard coupon={winter} status="received" />
        <CouponCard coupon={puer} status="receivable" onAction={args.onAction} />
        <CouponCard coupon={{ ...winter, name: '暖茶节满 499 减 80', amount: 80, threshold: 499 }} status="unused" onAction={args.onAction} />
      </div>
    ),
  },
  async ({ canvas, t }) => {
    const cards = canvas.getAllByTestId('coupon-card');
    await expect(cards).toHaveLength(3);
    for (const [index, name] of [winter.name, puer.name, '暖茶节满 499 减 80'].entries()) {
      const card = cards[index]!;
      // the name runs on after its type tag; the two are clamped together
      const title = within(card).getByText(name).parentElement;
      const column = card.firstElementChild;
      const value = column?.firstElementChild;
      if (!(column instanceof HTMLElement) || !(value instanceof HTMLElement) || !title) throw new Error(`${name}: a card without its value or title`);
      // the whole name shows: nothing clamped away
      await expect(title.scrollHeight).toBeLessThanOrEqual(title.clientHeight + 1);
      // the value column keeps its width (96 px at most) and the value fits in it
      await expect(column.getBoundingClientRect().width).toBeLessThanOrEqual(96);
      await expect(value.scrollWidth).toBeLessThanOrEqual(value.clientWidth);
    }
    const stamp = within(cards[0]!).getByText(t('cart.couponCard.received'));
    await expect(stamp.scrollWidth).toBeLessThanOrEqual(stamp.clientWidth);
    for (const button of canvas.getAllByRole('button')) await expect(linesOf(button)).toBe(1);
  },
);
